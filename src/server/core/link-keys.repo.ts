import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '@server/db/client';
import { videos } from '@server/db/schema';
import { linkKey } from './link-key';

/** Keys filled per transaction: what one holds the user's rows for. */
const FILL_BATCH_SIZE = 500;

/**
 * Fills in the link keys of the user's videos saved before keys existed (a library restored
 * from an older backup), a batch per transaction, so that a duplicate check (the import's, an
 * add's) compares every video. An add asks first whether any is missing, in its own checks.
 */
export async function fillLinkKeys(db: Database, userId: string): Promise<void> {
  for (;;) {
    const filled = await db.asUser(userId, (tx) => fillLinkKeyBatch(tx, userId, FILL_BATCH_SIZE));
    if (filled === 0) return;
  }
}

/** Fills in the keys of up to `limit` videos that have none; returns how many it filled. */
async function fillLinkKeyBatch(tx: Tx, userId: string, limit: number): Promise<number> {
  const rows = await tx
    .select({ id: videos.id, url: videos.url })
    .from(videos)
    .where(and(eq(videos.userId, userId), isNull(videos.linkKey)))
    .limit(limit);
  if (rows.length === 0) return 0;
  // A stored URL always has a key; '' marks one that somehow has none, so it is not read again.
  const keys = rows.map((row) => ({ id: row.id, linkKey: linkKey(row.url) ?? '' }));
  await tx.execute(sql`
    update ${videos} set link_key = k."linkKey"
    from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(id uuid, "linkKey" text)
    where ${videos.userId} = ${userId} and ${videos.id} = k.id`);
  return rows.length;
}
