// Generated from src/shared/contracts/webhooks.ts by `npm run generate:checks`: do not edit.
// The client checks its answers with these valibot schemas, written from the shared zod
// contracts (scripts/answer-checks, docs/decisions/0034-answer-checks-generated.md).
import * as v from 'valibot';
import type { z } from 'zod';
import type {
  CreatedWebhookSchema,
  WebhookDeliveriesSchema,
  WebhookDeliveryEventSchema,
  WebhookDeliverySchema,
  WebhookDeliveryStateSchema,
  WebhookEventSchema,
  WebhookSchema,
  WebhookSecretSchema,
  WebhooksSchema,
} from '@shared/contracts/webhooks';

const WebhookEventCheck: v.GenericSchema<z.output<typeof WebhookEventSchema>> = v.picklist([
  'video.added',
  'video.unavailable',
  'subscription.item_added',
]);
const WebhookDeliveryEventCheck: v.GenericSchema<z.output<typeof WebhookDeliveryEventSchema>> =
  v.picklist(['video.added', 'video.unavailable', 'subscription.item_added', 'ping']);
const WebhookDeliveryStateCheck: v.GenericSchema<z.output<typeof WebhookDeliveryStateSchema>> =
  v.picklist(['pending', 'delivered', 'failed']);
export const WebhookDeliveryCheck: v.GenericSchema<z.output<typeof WebhookDeliverySchema>> =
  v.object({
    id: v.string(),
    event: WebhookDeliveryEventCheck,
    createdAt: v.string(),
    state: WebhookDeliveryStateCheck,
    attempts: v.pipe(v.number(), v.safeInteger()),
    lastStatus: v.nullable(v.pipe(v.number(), v.safeInteger())),
    lastError: v.nullable(v.string()),
    deliveredAt: v.nullable(v.string()),
    nextAttemptAt: v.nullable(v.string()),
  });
export const WebhookCheck: v.GenericSchema<z.output<typeof WebhookSchema>> = v.object({
  id: v.string(),
  url: v.string(),
  events: v.array(WebhookEventCheck),
  enabled: v.boolean(),
  createdAt: v.string(),
  lastDelivery: v.nullable(WebhookDeliveryCheck),
});
export const WebhooksCheck: v.GenericSchema<z.output<typeof WebhooksSchema>> = v.object({
  webhooks: v.array(WebhookCheck),
});
export const CreatedWebhookCheck: v.GenericSchema<z.output<typeof CreatedWebhookSchema>> = v.object(
  {
    id: v.string(),
    url: v.string(),
    events: v.array(WebhookEventCheck),
    enabled: v.boolean(),
    createdAt: v.string(),
    lastDelivery: v.nullable(WebhookDeliveryCheck),
    secret: v.string(),
  },
);
export const WebhookSecretCheck: v.GenericSchema<z.output<typeof WebhookSecretSchema>> = v.object({
  secret: v.string(),
});
export const WebhookDeliveriesCheck: v.GenericSchema<z.output<typeof WebhookDeliveriesSchema>> =
  v.object({ deliveries: v.array(WebhookDeliveryCheck) });
