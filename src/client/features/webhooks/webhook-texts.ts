import type {
  WebhookDelivery,
  WebhookDeliveryEvent,
  WebhookEvent,
} from '@shared/contracts/webhooks';

// The words the Webhooks card shows (docs/product/webhooks.md#the-card).

export const WEBHOOKS_TITLE = 'Webhooks';
export const WEBHOOKS_DESCRIPTION =
  'Vidshelf sends a signed JSON POST to your address when something happens in your library: hand videos to a downloader (Tube Archivist, Pinchflat, MeTube) or post them to a chat.';
export const NO_WEBHOOKS = 'No webhooks yet.';
export const NO_DELIVERIES = 'Nothing sent yet.';
export const SECRET_NOTE =
  'Each delivery is signed with this secret (X-Vidshelf-Signature): check it before you trust a delivery.';
export const NEW_SECRET_NOTE = 'Copy it now. You can show it again or make a new one later.';
export const COPY_FAILED = 'The secret could not be copied: select it and copy it yourself.';
export const SECRET_ROTATED =
  'The webhook has a new secret: deliveries from now on are signed with it.';
export const TEST_SENT = 'A test is on its way. The delivery log shows how it went.';
export const webhookDeleted = (url: string) => `The webhook to ${url} was deleted.`;

/** What a person names each event by, in the order the form offers them. */
export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'video.added': 'A video is added',
  'video.unavailable': 'A video becomes unavailable',
  'subscription.item_added': 'A subscription adds a video',
};

/** A delivery's event, as its log entry names it. */
export const DELIVERY_EVENT_LABELS: Record<WebhookDeliveryEvent, string> = {
  'video.added': 'Video added',
  'video.unavailable': 'Video became unavailable',
  'subscription.item_added': 'New video from a subscription',
  ping: 'Test',
};

const attemptsText = (attempts: number) => `${attempts} attempt${attempts === 1 ? '' : 's'}`;

/**
 * How a delivery stands, in one line: "Delivered (200)", "Sending…", "Failed (HTTP 500),
 * retrying at 14:05:30", "Failed (no answer), retrying at …", "Failed after 8 attempts", or
 * "Not sent" (its webhook was turned off first). `timeOf` writes a time of day.
 */
export function deliveryStatusText(
  delivery: WebhookDelivery,
  timeOf: (iso: string) => string,
): string {
  const cause = delivery.lastStatus === null ? 'no answer' : `HTTP ${delivery.lastStatus}`;
  switch (delivery.state) {
    case 'delivered':
      return `Delivered (${delivery.lastStatus ?? 'OK'})`;
    case 'pending':
      if (delivery.attempts === 0 || delivery.nextAttemptAt === null) return 'Sending…';
      return `Failed (${cause}), retrying at ${timeOf(delivery.nextAttemptAt)}`;
    case 'failed':
      return delivery.attempts === 0
        ? 'Not sent'
        : `Failed after ${attemptsText(delivery.attempts)}`;
  }
}

/** A time of day in the person's locale: "14:05:30", "2:05:30 PM". */
export const timeOfDay = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
};
