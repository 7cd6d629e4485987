import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '@server/db/client';
import { videos } from '@server/db/schema';
import { linkKey } from './link-key';

/** Keys filled per transaction: what one holds the user's rows for. */
const FILL_BATCH_SIZE = 500;

/**
 * Fills in the link keys of the user's videos saved before keys existed (a library restored
 * from an older backup), a batch per transaction, so that a duplicate check (the import's, an
 * add's) compares every video; then runs `andThen` in the transaction that found none left.
 * Finding none is one probe of videos_user_link_key_idx (`link_key IS NULL`), so in the usual
 * case the probe and `andThen` are one transaction: on the embedded database, which runs one at
 * a time, each transaction of a request waits its turn.
 */
export async function withLinkKeysFilled<T>(
  db: Database,
  userId: string,
  andThen: (tx: Tx) => Promise<T>,
): Promise<T> {
  for (;;) {
    const step = await db.asUser(userId, async (tx) =>
      // Only a transaction that filled nothing goes on: a refusal thrown by `andThen` rolls its
      // transaction back, which must not take keys filled with it.
      (await fillLinkKeyBatch(tx, userId, FILL_BATCH_SIZE)) === 0
        ? { filled: true as const, result: await andThen(tx) }
        : { filled: false as const },
    );
    if (step.filled) return step.result;
  }
}

/** Fills in the link keys of the user's videos that have none (withLinkKeysFilled). */
export const fillLinkKeys = (db: Database, userId: string): Promise<void> =>
  withLinkKeysFilled(db, userId, () => Promise.resolve());

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
