import { useId, useState, type FormEvent, type RefObject } from 'react';
import type { CreatedWebhook, WebhookEvent } from '@shared/contracts/webhooks';
import { WEBHOOK_MESSAGES } from '@shared/webhooks';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { SubmitButton } from '@client/components/ui/submit-button';
import { authErrorMessage } from '@client/features/auth';
import { isAuthError } from '@client/lib/auth';
import { EventChoices } from './event-choices';
import { useCreateWebhook } from './use-webhooks';
import { WebhookSecret } from './webhook-secret';
import { NEW_SECRET_NOTE } from './webhook-texts';

interface AddWebhookFormProps {
  addressField: RefObject<HTMLInputElement | null>;
  /** The new secret was put away (Done). */
  onDone: () => void;
}

/**
 * An address and its events, then the new webhook's secret. Nothing is `required`: the server
 * checks every field and its message says what to change, under the field it concerns.
 */
export function AddWebhookForm({ addressField, onDone }: AddWebhookFormProps) {
  const ids = useId();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['video.added']);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const messageId = `${ids}-message`;
  const failedField =
    create.isError && isAuthError(create.error) && create.error.code === 'validation_failed'
      ? create.error.message === WEBHOOK_MESSAGES.eventsRequired
        ? 'events'
        : 'url'
      : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    create.mutate(
      { url, events },
      {
        onSuccess: (webhook) => {
          setUrl('');
          setCreated(webhook);
        },
      },
    );
  }

  function done() {
    setCreated(null);
    create.reset();
    onDone();
  }

  return (
    <div className="grid gap-4">
      <form className="grid gap-4" aria-label="Add a webhook" onSubmit={onSubmit}>
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-url`}>Webhook address</Label>
          <Input
            id={`${ids}-url`}
            ref={addressField}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            aria-required="true"
            placeholder="https://downloader.example.com/api/hook"
            value={url}
            aria-invalid={failedField === 'url' || undefined}
            aria-describedby={failedField === 'url' ? messageId : undefined}
            onChange={(change) => setUrl(change.target.value)}
          />
        </div>
        <EventChoices
          legend="Send when"
          value={events}
          onChange={setEvents}
          describedBy={failedField === 'events' ? messageId : undefined}
        />
        {create.isError && (
          <p id={messageId} role="alert" className="text-sm text-destructive">
            {authErrorMessage(create.error)}
          </p>
        )}
        <SubmitButton className="w-fit" pending={create.isPending}>
          Add webhook
        </SubmitButton>
      </form>
      {created && (
        <WebhookSecret
          key={created.id}
          secret={created.secret}
          label="The new webhook’s secret"
          note={NEW_SECRET_NOTE}
        >
          <Button type="button" variant="secondary" onClick={done}>
            Done
          </Button>
        </WebhookSecret>
      )}
    </div>
  );
}
