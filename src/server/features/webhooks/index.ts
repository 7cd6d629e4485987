/**
 * Webhooks (docs/product/webhooks.md): the routes and service of a user's webhooks, the outbox
 * other features write their events to in their own transactions (recordWebhookEvents), and the
 * background's deliveries.
 */
export { registerWebhookRoutes } from './webhooks.routes';
export { createWebhooksService, type WebhooksService } from './webhooks.service';
export {
  recordWebhookEvents,
  subscriptionItemAdded,
  videoAdded,
  videoBecameUnavailable,
  webhooksListen,
  type WebhookEventRecord,
  type WebhookPayloads,
} from './webhook-events';
export {
  defineWebhookDeliveries,
  WEBHOOK_DELIVERIES_PER_PROCESS,
  WEBHOOK_DELIVERIES_PER_USER,
  WEBHOOK_TIMEOUT_MS,
} from './webhook-deliveries';
export { PRIVATE_ADDRESS_MESSAGE } from './delivery-failure';
