import { sql, type SQL } from 'drizzle-orm';
import type { Video } from '@shared/contracts/library';
import type { WebhookEvent } from '@shared/contracts/webhooks';
import type { Tx } from '@server/db/client';

/** What each event's delivery carries as `data` (docs/product/webhooks.md#events). */
export interface WebhookPayloads {
  /** The video as the API answers it (POST /api/videos). */
  'video.added': Video;
  /** The video as the API answers it, `unavailable` true. */
  'video.unavailable': Video;
  /** The subscription that brought it, and the video as the API answers it. */
  'subscription.item_added': { subscription: { id: string; title: string }; video: Video };
}

/** One thing that happened, for the user's webhooks that listen to its event. */
export interface WebhookEventRecord<E extends WebhookEvent = WebhookEvent> {
  event: E;
  payload: WebhookPayloads[E];
  /**
   * A path in `payload` the database fills with the transaction's time, as the API writes a
   * time (ISO 8601 in UTC, to the millisecond): the `createdAt` of a row inserted in the same
   * transaction by its column's default, which the caller has not read back.
   */
  stamp?: readonly string[];
}

/** A video added by the person (POST /api/videos): `video` as the add answers it. */
export const videoAdded = (video: Video): WebhookEventRecord<'video.added'> => ({
  event: 'video.added',
  payload: video,
});

/**
 * A video found gone (its site answers it removed or private): `video` as the API answers it
 * after the change, `unavailable` true. For the availability sweep, in the transaction that marks
 * it (see recordWebhookEvents).
 */
export const videoBecameUnavailable = (video: Video): WebhookEventRecord<'video.unavailable'> => ({
  event: 'video.unavailable',
  payload: video,
});

/**
 * A video a subscription added, inserted in this transaction: its `createdAt` is the
 * transaction's time, filled in by the database (the column's default).
 */
export const subscriptionItemAdded = (
  subscription: { id: string; title: string },
  video: Omit<Video, 'createdAt'>,
): WebhookEventRecord<'subscription.item_added'> => ({
  event: 'subscription.item_added',
  payload: {
    subscription: { id: subscription.id, title: subscription.title },
    video: { ...video, createdAt: '' },
  },
  stamp: ['video', 'createdAt'],
});

/** Whether any enabled webhook of the user listens to `event`: a condition to select. */
export const webhooksListen = (
  userId: string,
  event: WebhookEvent,
): SQL<boolean> => sql<boolean>`exists (
  select 1 from webhooks
  where webhooks.user_id = ${userId} and webhooks.enabled and ${event} = any(webhooks.events)
)`;

/**
 * The outbox (docs/decisions/0107-webhooks.md): one delivery for each of `events` and each
 * enabled webhook of the user listening to its event, written in the caller's transaction, so
 * that a committed change has its deliveries and a rolled-back one has none. Each delivery asks
 * for its job by a trigger. One statement, whatever the user has (nothing written when no
 * webhook listens); none when `events` is empty. Runs as the user (row-level security).
 */
export async function recordWebhookEvents(
  tx: Tx,
  userId: string,
  events: readonly WebhookEventRecord[],
): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((record, index) => ({
    at: index,
    event: record.event,
    payload: record.payload,
    stamp: record.stamp ? `{${record.stamp.join(',')}}` : null,
  }));
  // The transaction's time, a microsecond apart in the order given: the log lists them so.
  await tx.execute(sql`
    insert into webhook_deliveries (webhook_id, user_id, event, payload, created_at)
    select w.id, w.user_id, e.event,
      case when e.stamp is null then e.payload
        else jsonb_set(e.payload, e.stamp::text[],
          to_jsonb(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
      end,
      now() + e.at * interval '1 microsecond'
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as e(at int, event text, payload jsonb, stamp text)
    join webhooks w
      on w.user_id = ${userId} and w.enabled and e.event = any(w.events)`);
}
