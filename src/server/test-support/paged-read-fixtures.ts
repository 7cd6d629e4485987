import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { videos } from '@server/db/schema';
import { seedVideos, setTier, signUpUser } from './library-fixtures';
import type { ApiRequest } from './test-app';

/**
 * What the tests of reads in pages (decision 0064) share: a library whose collections span
 * pages unevenly, and a database that counts the transactions a read opens.
 */

/** A Pro user whose collections hold 7, 0, 3 and 5 videos, the empty one second. */
export async function shelvedUser(request: ApiRequest, db: Database) {
  const user = await signUpUser(request);
  await setTier(db, user.id, 'pro');
  const ids = [await user.unsortedId()];
  for (const name of ['Empty', 'Three', 'Five']) {
    const res = await request('POST', '/api/categories', { token: user.token, body: { name } });
    ids.push(res.body.id as string);
  }
  const counts = [7, 0, 3, 5];
  for (const [i, id] of ids.entries()) await seedVideos(db, user.id, id, counts[i]!);
  return { user, ids };
}

/** `db`, counting the user transactions opened and running `before` ahead of the nth. */
export function watchedDatabase(db: Database, nth?: number, before?: () => Promise<void>) {
  const seen = { transactions: 0 };
  const wrapped: Database = {
    ...db,
    asUser: async (userId, fn, options) => {
      seen.transactions += 1;
      if (seen.transactions === nth) await before?.();
      return db.asUser(userId, fn, options);
    },
  };
  return { db: wrapped, seen };
}

/**
 * Writes of a shelvedUser's library another device could land between two pages: every title
 * of the first collection renamed, and the last collection emptied.
 */
export function writesBetweenPages(db: Database, userId: string, ids: string[]) {
  const rename = () =>
    db.system(async (tx) => {
      await tx
        .update(videos)
        .set({ title: sql`'Renamed meanwhile'` })
        .where(and(eq(videos.userId, userId), eq(videos.categoryId, ids[0]!)));
    });
  const drop = () =>
    db.system(async (tx) => {
      await tx.delete(videos).where(eq(videos.categoryId, ids[3]!));
    });
  return [rename, drop];
}
