import { createHmac, randomBytes } from 'node:crypto';
import type { WebhookBody, WebhookDeliveryEvent } from '@shared/contracts/webhooks';

/** What a new or rotated secret starts with, so that one found in a log says what it is. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** A new secret: 32 random bytes, base64url (43 characters), after the prefix. */
export const newWebhookSecret = (): string =>
  `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/**
 * The `X-Vidshelf-Signature` of a body, as GitHub signs its webhooks: `sha256=` and the hex
 * HMAC-SHA256 of the body's exact bytes, keyed with the secret's text (its UTF-8 bytes).
 */
export const signatureOf = (secret: string, body: string | Buffer): string =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** A delivery as sent: the JSON text of its body, the same bytes that are signed. */
export function deliveryBody(delivery: {
  id: string;
  event: WebhookDeliveryEvent;
  createdAt: Date;
  sentAt: Date;
  attempt: number;
  payload: unknown;
}): string {
  const body: WebhookBody = {
    id: delivery.id,
    event: delivery.event,
    createdAt: delivery.createdAt.toISOString(),
    sentAt: delivery.sentAt.toISOString(),
    attempt: delivery.attempt,
    data: delivery.payload,
  };
  return JSON.stringify(body);
}
