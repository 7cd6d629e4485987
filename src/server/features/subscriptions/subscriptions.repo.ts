import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { collectionNameKey } from '@shared/collection-name';
import { INBOX_COLLECTION_NAME } from '@shared/constants';
import type { Tx } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { collections, subscriptionItems, subscriptions, videos } from '@server/db/schema';
import { assertRoomFor, listCollections, planAllowance } from '@server/core';
import { insertCollectionsReusing } from '@server/features/collections';
import { keysAfter } from '@server/ordering/order-keys';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
/** A subscription with the name of the collection its new videos go to. */
export type ListedSubscription = SubscriptionRow & { collectionName: string | null };

const listed = {
  subscription: subscriptions,
  collectionName: collections.name,
};

const toListed = (row: { subscription: SubscriptionRow; collectionName: string | null }) => ({
  ...row.subscription,
  collectionName: row.collectionName,
});

/** The user's subscriptions, the most recently followed first. */
export async function listSubscriptions(tx: Tx, userId: string): Promise<ListedSubscription[]> {
  const rows = await tx
    .select(listed)
    .from(subscriptions)
    .leftJoin(collections, eq(collections.id, subscriptions.categoryId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(sql`${subscriptions.createdAt} desc, ${subscriptions.id}`);
  return rows.map(toListed);
}

export async function findSubscription(
  tx: Tx,
  userId: string,
  id: string,
): Promise<ListedSubscription | undefined> {
  const [row] = await tx
    .select(listed)
    .from(subscriptions)
    .leftJoin(collections, eq(collections.id, subscriptions.categoryId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.id, id)));
  return row && toListed(row);
}

/** The user's subscription to `feedUrl`, if any. */
export async function findByFeed(tx: Tx, userId: string, feedUrl: string) {
  const [row] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.feedUrl, feedUrl)));
  return row;
}

export async function countSubscriptions(tx: Tx, userId: string): Promise<number> {
  const [row] = await executeRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from subscriptions where user_id = ${userId}`,
  );
  return row?.count ?? 0;
}

export async function insertSubscription(
  tx: Tx,
  row: typeof subscriptions.$inferInsert,
): Promise<SubscriptionRow> {
  const [inserted] = await tx.insert(subscriptions).values(row).returning();
  if (!inserted) throw new Error('insert into subscriptions returned no row');
  return inserted;
}

export type SubscriptionChanges = Partial<
  Pick<
    SubscriptionRow,
    | 'categoryId'
    | 'paused'
    | 'etag'
    | 'lastModified'
    | 'lastCheckedAt'
    | 'lastNewAt'
    | 'nextCheckAt'
    | 'failures'
    | 'lastError'
    | 'skippedForLimit'
    | 'checkAskedAt'
    | 'title'
    | 'baselined'
  >
>;

/** Writes the changes; false when the subscription is gone. */
export async function updateSubscription(
  tx: Tx,
  userId: string,
  id: string,
  changes: SubscriptionChanges,
): Promise<boolean> {
  const rows = await tx
    .update(subscriptions)
    .set(changes)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.id, id)))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscription(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.id, id)))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** Whose a subscription is, for its background check (which then acts as that user). */
export async function subscriptionOwner(tx: Tx, id: string): Promise<string | undefined> {
  const [row] = await executeRows<{ userId: string }>(
    tx,
    sql`select user_id as "userId" from subscriptions where id = ${id}`,
  );
  return row?.userId;
}

/** Of `keys`, those the subscription took already. */
export async function takenKeys(
  tx: Tx,
  subscriptionId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .select({ linkKey: subscriptionItems.linkKey })
    .from(subscriptionItems)
    .where(
      and(
        eq(subscriptionItems.subscriptionId, subscriptionId),
        inArray(subscriptionItems.linkKey, [...keys]),
      ),
    );
  return new Set(rows.map((row) => row.linkKey));
}

/** Records items as taken: each is added at most once. */
export async function markTaken(
  tx: Tx,
  userId: string,
  subscriptionId: string,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .insert(subscriptionItems)
    .values(keys.map((linkKey) => ({ subscriptionId, userId, linkKey })))
    .onConflictDoNothing();
}

/** Of `keys`, those of videos in the user's library already. */
export async function savedKeys(
  tx: Tx,
  userId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .select({ linkKey: videos.linkKey })
    .from(videos)
    .where(and(eq(videos.userId, userId), inArray(videos.linkKey, [...keys])));
  return new Set(rows.flatMap((row) => (row.linkKey === null ? [] : [row.linkKey])));
}

/**
 * The user's "Inbox", made after their last collection when they have none of that name (its
 * key, as the unique index compares names); refused with the plan's message when the plan has
 * no room for one more collection. The caller holds the user's lock.
 */
export async function inboxCollection(
  tx: Tx,
  userId: string,
): Promise<{ id: string; name: string }> {
  return (await inbox(tx, userId, 'refuse')).collection;
}

/**
 * Where a subscription whose collection was deleted puts its videos: "Inbox" as
 * inboxCollection, or "Unsorted" when the plan has no room for an Inbox.
 */
export async function inboxOrDefault(
  tx: Tx,
  userId: string,
): Promise<{ id: string; name: string }> {
  return (await inbox(tx, userId, 'default')).collection;
}

async function inbox(tx: Tx, userId: string, whenFull: 'refuse' | 'default') {
  const existing = await listCollections(tx, userId);
  const nameKey = collectionNameKey(INBOX_COLLECTION_NAME);
  const found = existing.find((row) => row.nameKey === nameKey);
  if (found) return { collection: found };
  if (whenFull === 'refuse') await assertRoomFor(tx, userId, 'category');
  else if (!(await planAllowance(tx, userId, 'category')).hasRoom()) {
    const fallback = existing.find((row) => row.isDefault);
    if (!fallback) throw new Error(`user ${userId} has no default collection`);
    return { collection: fallback };
  }
  const [position] = keysAfter(existing.at(-1)?.position ?? null, 1) as [string];
  const row = { id: randomUUID(), userId, name: INBOX_COLLECTION_NAME, position };
  const reused = await insertCollectionsReusing(tx, userId, [row]);
  return { collection: reused.get(row.id) ?? row };
}
