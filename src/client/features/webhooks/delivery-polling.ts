import type { WebhookDelivery } from '@shared/contracts/webhooks';

/** How often a log is read again while one of its deliveries is still being tried. */
export const DELIVERY_POLL_MS = 3_000;

/** Every DELIVERY_POLL_MS while a delivery is pending; else never (opening Settings reads it). */
export const deliveryPollInterval = (deliveries: readonly WebhookDelivery[] | undefined) =>
  deliveries?.some((delivery) => delivery.state === 'pending') ? DELIVERY_POLL_MS : false;
