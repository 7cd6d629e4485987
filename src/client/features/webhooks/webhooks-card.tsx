import { useId, useRef } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { RetryableFailure } from '@client/components/ui/retryable-failure';
import { Spinner } from '@client/components/ui/spinner';
import { authErrorMessage } from '@client/features/auth';
import { AddWebhookForm } from './add-webhook-form';
import { useWebhooks } from './use-webhooks';
import { WebhookItem } from './webhook-item';
import { NO_WEBHOOKS, WEBHOOKS_DESCRIPTION, WEBHOOKS_TITLE } from './webhook-texts';

/**
 * Settings → Webhooks (docs/product/webhooks.md): add an address and the events it is sent for,
 * see its secret once (and on asking), turn it on or off, send a test, delete it, and read each
 * one's delivery log.
 */
export function WebhooksCard() {
  const titleId = useId();
  // Where the focus goes when the control that had it disappears (Done, a deleted webhook).
  const addressField = useRef<HTMLInputElement>(null);
  const focusAddress = () => addressField.current?.focus();

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{WEBHOOKS_TITLE}</CardTitle>
        <CardDescription>{WEBHOOKS_DESCRIPTION}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <AddWebhookForm addressField={addressField} onDone={focusAddress} />
        <WebhookList onDeleted={focusAddress} />
      </CardContent>
    </Card>
  );
}

function WebhookList({ onDeleted }: { onDeleted: () => void }) {
  const webhooks = useWebhooks();
  if (webhooks.isPending) return <Spinner />;
  if (webhooks.isError) {
    return (
      <RetryableFailure
        message={authErrorMessage(webhooks.error)}
        onRetry={() => void webhooks.refetch()}
      />
    );
  }
  if (webhooks.data.length === 0) {
    return <p className="text-sm text-muted-foreground">{NO_WEBHOOKS}</p>;
  }
  return (
    <ul aria-label="Your webhooks" className="grid gap-4">
      {webhooks.data.map((webhook) => (
        <WebhookItem key={webhook.id} webhook={webhook} onDeleted={onDeleted} />
      ))}
    </ul>
  );
}
