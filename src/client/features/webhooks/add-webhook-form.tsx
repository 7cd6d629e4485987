import { useId, useState, type RefObject } from 'react';
import type { WebhookEvent } from '@shared/contracts/webhooks';
import { WEBHOOK_MESSAGES } from '@shared/webhooks';
import { CreateThenShowForm } from '@client/components/create-then-show-form';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
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
 * An address and its events, then the new webhook's secret. The server's message goes under the
 * field it concerns.
 */
export function AddWebhookForm({ addressField, onDone }: AddWebhookFormProps) {
  const ids = useId();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['video.added']);
  const messageId = `${ids}-message`;
  const failedField =
    create.isError && isAuthError(create.error) && create.error.code === 'validation_failed'
      ? create.error.message === WEBHOOK_MESSAGES.eventsRequired
        ? 'events'
        : 'url'
      : null;

  return (
    <CreateThenShowForm
      label="Add a webhook"
      submit="Add webhook"
      create={create}
      variables={{ url, events }}
      onCreated={() => setUrl('')}
      errorMessage={authErrorMessage}
      messageId={messageId}
      show={(webhook, done) => (
        <WebhookSecret
          key={webhook.id}
          secret={webhook.secret}
          label="The new webhook’s secret"
          note={NEW_SECRET_NOTE}
        >
          <Button type="button" variant="secondary" onClick={done}>
            Done
          </Button>
        </WebhookSecret>
      )}
      onDone={onDone}
    >
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
    </CreateThenShowForm>
  );
}
