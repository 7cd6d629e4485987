import { z } from 'zod';
import { parseHttpUrl } from '../urls';
import { WEBHOOK_EVENTS, WEBHOOK_MESSAGES, WEBHOOK_URL_MAX_LENGTH } from '../webhooks';

export {
  WEBHOOK_ATTEMPTS_MAX,
  WEBHOOK_DELIVERIES_KEPT,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_URL_MAX_LENGTH,
  WEBHOOKS_PER_USER_MAX,
} from '../webhooks';

export const WebhookEventSchema = z.enum(WEBHOOK_EVENTS, {
  error: 'Pick events among video.added, video.unavailable and subscription.item_added.',
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

/** What a delivery carries: an event, or the "Send test" ping. */
export const WebhookDeliveryEventSchema = z.enum([...WEBHOOK_EVENTS, 'ping']);
export type WebhookDeliveryEvent = z.infer<typeof WebhookDeliveryEventSchema>;

const withoutCredentials = (value: string) => {
  const url = parseHttpUrl(value);
  return url === null || (url.username === '' && url.password === '');
};

/**
 * An http(s) address without a user name or password, stored as parsed (as a video's link is),
 * its length checked again on that form.
 */
const WebhookUrlSchema = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_URL_MAX_LENGTH, WEBHOOK_MESSAGES.urlTooLong)
  .refine((value) => parseHttpUrl(value) !== null, WEBHOOK_MESSAGES.urlInvalid)
  .refine(withoutCredentials, WEBHOOK_MESSAGES.urlCredentials)
  .overwrite((value) => parseHttpUrl(value)?.href ?? value)
  .max(WEBHOOK_URL_MAX_LENGTH, WEBHOOK_MESSAGES.urlTooLong);

/** At least one event; each named once, in the order of WEBHOOK_EVENTS. */
const WebhookEventsSchema = z
  .array(WebhookEventSchema, { error: WEBHOOK_MESSAGES.eventsRequired })
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .overwrite((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event)));

/** How a delivery stands: being tried (pending), delivered (2xx), or failed for good. */
export const WebhookDeliveryStateSchema = z.enum(['pending', 'delivered', 'failed']);
export type WebhookDeliveryState = z.infer<typeof WebhookDeliveryStateSchema>;

/** One entry of a webhook's delivery log. */
export const WebhookDeliverySchema = z
  .object({
    id: z.uuid().meta({ description: 'Sent as `X-Vidshelf-Delivery` and as the body’s `id`.' }),
    event: WebhookDeliveryEventSchema,
    createdAt: z.iso.datetime({ offset: true }),
    state: WebhookDeliveryStateSchema,
    /** Tries made so far (WEBHOOK_ATTEMPTS_MAX at most). */
    attempts: z.number().int(),
    /** The HTTP status of the last try; null when none answered (refused, unreachable, timeout). */
    lastStatus: z.number().int().nullable(),
    /** Why the last try failed, in words the screen shows; null once delivered. */
    lastError: z.string().nullable(),
    deliveredAt: z.iso.datetime({ offset: true }).nullable(),
    /** When the next try is due; null once delivered or failed for good. */
    nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveriesSchema = z
  .object({ deliveries: z.array(WebhookDeliverySchema) })
  .meta({ id: 'WebhookDeliveries' });
export type WebhookDeliveries = z.infer<typeof WebhookDeliveriesSchema>;

/** A webhook, never with its secret (GET /api/webhooks/{id}/secret shows it). */
export const WebhookSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    events: z.array(WebhookEventSchema),
    enabled: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
    /** The newest entry of its delivery log, if any. */
    lastDelivery: WebhookDeliverySchema.nullable(),
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof WebhookSchema>;

export const WebhooksSchema = z
  .object({ webhooks: z.array(WebhookSchema) })
  .meta({ id: 'Webhooks' });
export type Webhooks = z.infer<typeof WebhooksSchema>;

/** The secret that signs a webhook's deliveries (`X-Vidshelf-Signature`). */
export const WebhookSecretSchema = z
  .object({
    secret: z.string().meta({
      description:
        'The HMAC-SHA256 key of `X-Vidshelf-Signature`, used as the UTF-8 bytes of this text.',
    }),
  })
  .meta({ id: 'WebhookSecret' });
export type WebhookSecret = z.infer<typeof WebhookSecretSchema>;

/** A new webhook, with its secret: the one answer that carries it unasked. */
export const CreatedWebhookSchema = WebhookSchema.extend(WebhookSecretSchema.shape).meta({
  id: 'CreatedWebhook',
});
export type CreatedWebhook = z.infer<typeof CreatedWebhookSchema>;

export const CreateWebhookRequestSchema = z
  .object({
    url: WebhookUrlSchema,
    events: WebhookEventsSchema,
    /** On by default. */
    enabled: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'CreateWebhookRequest' });
export type CreateWebhookRequest = z.infer<typeof CreateWebhookRequestSchema>;

/** `PATCH /api/webhooks/{id}`: any of its address, its events, on or off. */
export const UpdateWebhookRequestSchema = z
  .object({ url: WebhookUrlSchema, events: WebhookEventsSchema, enabled: z.boolean() })
  .partial()
  .strict()
  .meta({ id: 'UpdateWebhookRequest' });
export type UpdateWebhookRequest = z.infer<typeof UpdateWebhookRequestSchema>;

/**
 * The JSON body of every delivery (docs/product/webhooks.md#body), signed as sent: the
 * `X-Vidshelf-Signature` header is `sha256=` and the hex HMAC-SHA256 of these exact bytes.
 */
export interface WebhookBody<Data = unknown> {
  /** The delivery's id, as `X-Vidshelf-Delivery`: the same on every retry of it. */
  id: string;
  event: WebhookDeliveryEvent;
  /** When it happened (the delivery was written, in the transaction of the change). */
  createdAt: string;
  /** When this try was sent: a receiver may refuse a body sent long ago (a replay). */
  sentAt: string;
  /** Which try this is, from 1. */
  attempt: number;
  data: Data;
}
