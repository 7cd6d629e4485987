import { WEBHOOK_ATTEMPTS_MAX, type WebhookDeliveryEvent } from '@shared/contracts/webhooks';
import type { Database } from '@server/db/client';
import type { JobQueue, JobRunner } from '@server/jobs';
import type { BodyReader, SafePoster } from '@server/outbound';
import { deliveryFailure, TURNED_OFF_MESSAGE } from './delivery-failure';
import { deliveryBody, signatureOf } from './webhook-signature';
import {
  abandonDelivery,
  deliveryToSend,
  pruneDeliveries,
  recordAttempt,
  type AttemptRecord,
} from './webhooks.repo';

/** Deliveries one server process sends at once (docs/product/webhooks.md#limits). */
export const WEBHOOK_DELIVERIES_PER_PROCESS = 4;
/** One user's deliveries sent at once, across every process. */
export const WEBHOOK_DELIVERIES_PER_USER = 2;
/** A try's whole exchange: connecting, sending, and the receiver's answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The receiver's answer is read this far, and no further (its body is not kept). */
export const WEBHOOK_ANSWER_MAX_BYTES = 4 * 1024;
/** The pause before the first retry; each next one is twice the one before. */
export const WEBHOOK_FIRST_RETRY_MS = 30_000;
/** The longest a receiver's Retry-After is honoured. */
export const WEBHOOK_RETRY_AFTER_MAX_MS = 60 * 60_000;

/** The pause after try number `attempt` failed: 30 s, 1 min, 2 min, … (Retry-After if longer). */
export const retryDelay = (attempt: number, retryAfterMs = 0): number =>
  Math.max(
    WEBHOOK_FIRST_RETRY_MS * 2 ** (attempt - 1),
    Math.min(retryAfterMs, WEBHOOK_RETRY_AFTER_MAX_MS),
  );

export interface WebhookDeliveriesDeps {
  jobs: JobRunner;
  db: Database;
  /** The safe fetcher's POST, through the server's outside-request limiter. */
  poster: SafePoster;
  now?: () => number;
}

/** Reads the receiver's answer no further than needed, and keeps nothing of it. */
const discard = (): BodyReader<null> => ({ write: () => 'more', end: () => null });

/**
 * The background's deliveries (docs/product/webhooks.md#delivery): one job a delivery, asked for
 * by the trigger on webhook_deliveries in the transaction that wrote it, claimed with a lease
 * (decision 0093) so that with several server processes each try is made once. A try POSTs the
 * signed body through the safe fetcher; a 2xx delivers it, anything else is written in the log
 * and tried again 30 s later, each pause twice the last (or the receiver's Retry-After), at most
 * WEBHOOK_ATTEMPTS_MAX tries. METADATA_FETCH does not stop them: the address is the user's own.
 */
export function defineWebhookDeliveries({
  jobs,
  db,
  poster,
  now = Date.now,
}: WebhookDeliveriesDeps): JobQueue {
  return jobs.define({
    kind: 'webhook',
    name: 'Sending webhooks',
    concurrency: WEBHOOK_DELIVERIES_PER_PROCESS,
    perParty: WEBHOOK_DELIVERIES_PER_USER,
    retryMs: 5_000,
    retryMaxMs: 5 * 60_000,
    async run(id, control) {
      const delivery = await db.system((tx) => deliveryToSend(tx, id));
      // Gone with its webhook, or settled already: the job ends.
      if (!delivery || delivery.nextAttemptAt === null || delivery.deliveredAt !== null) return;
      const { userId } = delivery;
      if (!delivery.enabled && delivery.event !== 'ping') {
        await db.asUser(userId, async (tx) => {
          await abandonDelivery(tx, userId, id, TURNED_OFF_MESSAGE);
          await pruneDeliveries(tx, userId, delivery.webhookId);
        });
        return;
      }
      // A retry asked for early waits for its time (the first try goes at once).
      const wait = delivery.nextAttemptAt.getTime() - now();
      if (delivery.attempts > 0 && wait > 0) return control.later(wait);

      const attempt = delivery.attempts + 1;
      const body = deliveryBody({
        id,
        event: delivery.event as WebhookDeliveryEvent,
        createdAt: delivery.createdAt,
        sentAt: new Date(now()),
        attempt,
        payload: delivery.payload,
      });
      let record: AttemptRecord;
      let retryIn: number | undefined;
      try {
        const answer = await poster.post(delivery.url, {
          body,
          headers: {
            'Content-Type': 'application/json',
            'X-Vidshelf-Event': delivery.event,
            'X-Vidshelf-Delivery': id,
            'X-Vidshelf-Signature': signatureOf(delivery.secret, body),
          },
          maxBytes: WEBHOOK_ANSWER_MAX_BYTES,
          read: discard,
          owner: userId,
        });
        record = {
          attempts: attempt,
          lastStatus: answer.status,
          lastError: null,
          deliveredAt: new Date(now()),
          nextAttemptAt: null,
        };
      } catch (error) {
        const failed = deliveryFailure(error, WEBHOOK_TIMEOUT_MS);
        if (failed.retry && attempt < WEBHOOK_ATTEMPTS_MAX) {
          retryIn = retryDelay(attempt, failed.retryAfterMs);
        }
        record = {
          attempts: attempt,
          lastStatus: failed.status,
          lastError: failed.message,
          deliveredAt: null,
          nextAttemptAt: retryIn === undefined ? null : new Date(now() + retryIn),
        };
      }
      // Written even when the server is stopping: the try was made, and a repeat would be a
      // second delivery. Not when another process made this try meanwhile (its claim ran out).
      const written = await db.asUser(userId, async (tx) => {
        if (!(await recordAttempt(tx, userId, id, record))) return false;
        if (retryIn === undefined) await pruneDeliveries(tx, userId, delivery.webhookId);
        return true;
      });
      if (written && retryIn !== undefined) control.later(retryIn);
    },
  });
}
