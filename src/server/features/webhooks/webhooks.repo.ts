import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { WEBHOOK_DELIVERIES_KEPT, type WebhookDeliveryEvent } from '@shared/contracts/webhooks';
import type { Tx } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import {
  webhookDeliveries,
  webhooks,
  type WebhookDeliveryRow,
  type WebhookRow,
} from './webhooks.tables';

/** The user's webhooks, the oldest first. */
export const listWebhooks = (tx: Tx, userId: string): Promise<WebhookRow[]> =>
  tx
    .select()
    .from(webhooks)
    .where(eq(webhooks.userId, userId))
    .orderBy(asc(webhooks.createdAt), asc(webhooks.id));

/** The newest delivery of each of the user's webhooks that has one, by webhook. */
export async function lastDeliveries(
  tx: Tx,
  userId: string,
): Promise<Map<string, WebhookDeliveryRow>> {
  const rows = await tx
    .selectDistinctOn([webhookDeliveries.webhookId])
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.userId, userId))
    .orderBy(
      webhookDeliveries.webhookId,
      desc(webhookDeliveries.createdAt),
      desc(webhookDeliveries.id),
    );
  return new Map(rows.map((row) => [row.webhookId, row]));
}

export async function countWebhooks(tx: Tx, userId: string): Promise<number> {
  const [row] = await executeRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from webhooks where user_id = ${userId}`,
  );
  return row?.count ?? 0;
}

export async function insertWebhook(
  tx: Tx,
  values: Pick<WebhookRow, 'userId' | 'url' | 'secret' | 'events' | 'enabled'>,
): Promise<WebhookRow> {
  const [row] = await tx.insert(webhooks).values(values).returning();
  if (!row) throw new Error('insert into webhooks returned no row');
  return row;
}

const owned = (userId: string, id: string) => and(eq(webhooks.userId, userId), eq(webhooks.id, id));

export async function findWebhook(
  tx: Tx,
  userId: string,
  id: string,
): Promise<WebhookRow | undefined> {
  const [row] = await tx.select().from(webhooks).where(owned(userId, id));
  return row;
}

export type WebhookChanges = Partial<Pick<WebhookRow, 'url' | 'events' | 'enabled' | 'secret'>>;

/** The webhook as changed; undefined when the user has none of that id. */
export async function updateWebhook(
  tx: Tx,
  userId: string,
  id: string,
  changes: WebhookChanges,
): Promise<WebhookRow | undefined> {
  if (Object.keys(changes).length === 0) return findWebhook(tx, userId, id);
  const [row] = await tx.update(webhooks).set(changes).where(owned(userId, id)).returning();
  return row;
}

/** Deletes it and its log (a cascade); false when the user has none of that id. */
export async function deleteWebhook(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await tx.delete(webhooks).where(owned(userId, id)).returning({ id: webhooks.id });
  return rows.length > 0;
}

/** One delivery to one webhook (the ping of "Send test"); its trigger asks for its job. */
export async function insertDelivery(
  tx: Tx,
  values: { webhookId: string; userId: string; event: WebhookDeliveryEvent; payload: unknown },
): Promise<WebhookDeliveryRow> {
  const [row] = await tx.insert(webhookDeliveries).values(values).returning();
  if (!row) throw new Error('insert into webhook_deliveries returned no row');
  return row;
}

/** A webhook's log, the newest first. */
export const listDeliveries = (
  tx: Tx,
  userId: string,
  webhookId: string,
  limit = WEBHOOK_DELIVERIES_KEPT,
): Promise<WebhookDeliveryRow[]> =>
  tx
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.userId, userId), eq(webhookDeliveries.webhookId, webhookId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);

/** A delivery with what sending it takes from its webhook. */
export type DeliveryToSend = WebhookDeliveryRow & Pick<WebhookRow, 'url' | 'secret' | 'enabled'>;

/** The delivery `id` and its webhook's address and secret, for the job (as the system). */
export async function deliveryToSend(tx: Tx, id: string): Promise<DeliveryToSend | undefined> {
  const [row] = await tx
    .select({
      delivery: webhookDeliveries,
      url: webhooks.url,
      secret: webhooks.secret,
      enabled: webhooks.enabled,
    })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, id));
  return row && { ...row.delivery, url: row.url, secret: row.secret, enabled: row.enabled };
}

/** How one try went, as the log keeps it. */
export interface AttemptRecord {
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
  /** When the next try is due; null: none (delivered, or failed for good). */
  nextAttemptAt: Date | null;
}

/**
 * Writes how try number `attempt.attempts` went, unless another process wrote it meanwhile (the
 * count moved on: its claim ran out during the try); false then.
 */
export async function recordAttempt(
  tx: Tx,
  userId: string,
  id: string,
  attempt: AttemptRecord,
): Promise<boolean> {
  const rows = await tx
    .update(webhookDeliveries)
    .set(attempt)
    .where(
      and(
        eq(webhookDeliveries.userId, userId),
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.attempts, attempt.attempts - 1),
        isNull(webhookDeliveries.deliveredAt),
        isNotNull(webhookDeliveries.nextAttemptAt),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/** Ends a delivery unsent, saying why (its webhook was turned off). */
export async function abandonDelivery(
  tx: Tx,
  userId: string,
  id: string,
  reason: string,
): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ nextAttemptAt: null, lastError: reason })
    .where(and(eq(webhookDeliveries.userId, userId), eq(webhookDeliveries.id, id)));
}

/**
 * Keeps a webhook's log to its newest WEBHOOK_DELIVERIES_KEPT: older entries go once settled
 * (delivered or failed for good); one still being tried stays until it is.
 */
export async function pruneDeliveries(tx: Tx, userId: string, webhookId: string): Promise<void> {
  await tx.execute(sql`
    delete from webhook_deliveries
    where user_id = ${userId} and webhook_id = ${webhookId} and next_attempt_at is null
      and id not in (
        select id from webhook_deliveries
        where user_id = ${userId} and webhook_id = ${webhookId}
        order by created_at desc, id desc
        limit ${WEBHOOK_DELIVERIES_KEPT})`);
}
