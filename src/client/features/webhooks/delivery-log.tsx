import type { WebhookDelivery } from '@shared/contracts/webhooks';
import { RetryableFailure } from '@client/components/ui/retryable-failure';
import { Spinner } from '@client/components/ui/spinner';
import { authErrorMessage } from '@client/features/auth';
import { formatDate, useSettings, type DateFormat } from '@client/features/settings';
import { useDeliveries } from './use-webhooks';
import {
  DELIVERY_EVENT_LABELS,
  deliveryStatusText,
  NO_DELIVERIES,
  timeOfDay,
} from './webhook-texts';

/**
 * A webhook's delivery log, the newest first: each delivery's event, when it happened, how it
 * stands and, when it failed, why. Read again every few seconds while one is being tried.
 */
export function DeliveryLog({ webhookId, labelId }: { webhookId: string; labelId: string }) {
  const deliveries = useDeliveries(webhookId);
  const [{ dateFormat }] = useSettings();

  if (deliveries.isPending) return <Spinner />;
  if (deliveries.isError) {
    return (
      <RetryableFailure
        message={authErrorMessage(deliveries.error)}
        onRetry={() => void deliveries.refetch()}
      />
    );
  }
  if (deliveries.data.length === 0) {
    return <p className="text-sm text-muted-foreground">{NO_DELIVERIES}</p>;
  }
  return (
    <ul aria-labelledby={labelId} className="grid max-h-72 gap-2 overflow-y-auto pr-1">
      {deliveries.data.map((delivery) => (
        <DeliveryEntry key={delivery.id} delivery={delivery} dateFormat={dateFormat} />
      ))}
    </ul>
  );
}

function DeliveryEntry({
  delivery,
  dateFormat,
}: {
  delivery: WebhookDelivery;
  dateFormat: DateFormat;
}) {
  const status = deliveryStatusText(delivery, timeOfDay);
  const failed = delivery.state !== 'delivered' && delivery.lastError !== null;
  return (
    <li className="grid gap-0.5 rounded-md border px-3 py-2 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">{DELIVERY_EVENT_LABELS[delivery.event]}</span>
        <time dateTime={delivery.createdAt} className="text-xs text-muted-foreground">
          {formatDate(delivery.createdAt, dateFormat)} {timeOfDay(delivery.createdAt)}
        </time>
      </p>
      <p className={delivery.state === 'delivered' ? '' : 'text-destructive'}>{status}</p>
      {failed && <p className="text-muted-foreground">{delivery.lastError}</p>}
    </li>
  );
}
