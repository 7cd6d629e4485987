import { eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { subscriptions } from '@server/db/schema';

/** The feeds the user follows, by address: how many, and which a file names again. */
export async function followedFeedUrls(tx: Tx, userId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ feedUrl: subscriptions.feedUrl })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return new Set(rows.map((row) => row.feedUrl));
}

/**
 * Writes a file's new subscriptions in one statement (a trigger asks for each one's job, due at
 * its `nextCheckAt`); one the user follows already is left as it is. Answers the feeds written.
 */
export async function insertImported(
  tx: Tx,
  rows: readonly (typeof subscriptions.$inferInsert)[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await tx
    .insert(subscriptions)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ feedUrl: subscriptions.feedUrl });
  return new Set(inserted.map((row) => row.feedUrl));
}
