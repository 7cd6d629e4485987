import { useId, useState } from 'react';
import type { Webhook, WebhookEvent } from '@shared/contracts/webhooks';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { authErrorMessage } from '@client/features/auth';
import { showErrorToast, showSuccessToast } from '@client/lib/toast';
import { DeliveryLog } from './delivery-log';
import { EventChoices } from './event-choices';
import { useDeleteWebhook, useTestWebhook, useUpdateWebhook, useWebhooksApi } from './use-webhooks';
import { WebhookSecret } from './webhook-secret';
import { SECRET_ROTATED, TEST_SENT, webhookDeleted } from './webhook-texts';

/**
 * One webhook (a list item named by its address): on or off, its events, "Send test", its secret
 * on asking (and a new one), "Delete" after a confirmation, and its delivery log.
 */
export function WebhookItem({ webhook, onDeleted }: { webhook: Webhook; onDeleted: () => void }) {
  const ids = useId();
  const api = useWebhooksApi();
  const update = useUpdateWebhook();
  const test = useTestWebhook();
  const remove = useDeleteWebhook();
  const [secret, setSecret] = useState<string | null>(null);
  const [secretBusy, setSecretBusy] = useState(false);
  const [confirming, setConfirming] = useState<'delete' | 'rotate' | null>(null);
  const [eventsError, setEventsError] = useState<string | null>(null);

  function change(patch: { enabled?: boolean; events?: WebhookEvent[] }) {
    setEventsError(null);
    update.mutate(
      { id: webhook.id, change: patch },
      {
        onError: (error) =>
          patch.events
            ? setEventsError(authErrorMessage(error))
            : showErrorToast(authErrorMessage(error)),
      },
    );
  }

  async function sendTest() {
    try {
      await test.mutateAsync(webhook);
    } catch (error) {
      showErrorToast(authErrorMessage(error));
      return;
    }
    showSuccessToast(TEST_SENT);
  }

  async function showSecret() {
    setSecretBusy(true);
    try {
      setSecret(await api.secret(webhook.id));
    } catch (error) {
      showErrorToast(authErrorMessage(error));
    } finally {
      setSecretBusy(false);
    }
  }

  async function rotate(): Promise<boolean> {
    try {
      setSecret(await api.rotateSecret(webhook.id));
    } catch (error) {
      showErrorToast(authErrorMessage(error));
      return true;
    }
    showSuccessToast(SECRET_ROTATED);
    return true;
  }

  async function deleteIt(): Promise<boolean> {
    try {
      await remove.mutateAsync(webhook);
    } catch (error) {
      showErrorToast(authErrorMessage(error));
      return true;
    }
    showSuccessToast(webhookDeleted(webhook.url));
    onDeleted(); // its Delete button, which had the focus, is gone
    return true;
  }

  return (
    <li aria-label={webhook.url} className="grid gap-4 rounded-md border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 font-medium break-all">{webhook.url}</p>
        <div className="flex items-center gap-2">
          <Switch
            id={`${ids}-enabled`}
            checked={webhook.enabled}
            disabled={update.isPending}
            onCheckedChange={(enabled) => change({ enabled })}
          />
          <Label htmlFor={`${ids}-enabled`}>On</Label>
        </div>
      </div>
      <EventChoices
        legend="Send when"
        value={webhook.events}
        disabled={update.isPending}
        describedBy={eventsError ? `${ids}-events-error` : undefined}
        onChange={(events) => change({ events })}
      />
      {eventsError && (
        <p id={`${ids}-events-error`} role="alert" className="text-sm text-destructive">
          {eventsError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={test.isPending}
          onClick={() => void sendTest()}
        >
          Send test
        </Button>
        {secret === null && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={secretBusy}
            onClick={() => void showSecret()}
          >
            Show secret
          </Button>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={remove.isPending}
          onClick={() => setConfirming('delete')}
        >
          Delete
        </Button>
      </div>
      {secret !== null && (
        <WebhookSecret key={secret} secret={secret} label="Signing secret" note="Keep it private.">
          <Button type="button" variant="outline" size="sm" onClick={() => setConfirming('rotate')}>
            Make a new secret
          </Button>
          <Button type="button" variant="secondary" size="sm" onClick={() => setSecret(null)}>
            Hide secret
          </Button>
        </WebhookSecret>
      )}
      <div className="grid gap-2">
        <h3 id={`${ids}-log`} className="text-sm font-medium">
          Delivery log
        </h3>
        <DeliveryLog webhookId={webhook.id} labelId={`${ids}-log`} />
      </div>
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => setConfirming(open ? 'delete' : null)}
        title="Delete webhook?"
        description={
          <>
            Vidshelf stops sending to {webhook.url}, and its delivery log goes with it. This cannot
            be undone.
          </>
        }
        confirm="Delete"
        pending={remove.isPending}
        onConfirm={deleteIt}
      />
      <ConfirmDialog
        open={confirming === 'rotate'}
        onOpenChange={(open) => setConfirming(open ? 'rotate' : null)}
        title="Make a new secret?"
        description="Deliveries are signed with the new secret from now on: until the receiver has it, it will refuse them."
        confirm="Make a new secret"
        onConfirm={rotate}
      />
    </li>
  );
}
