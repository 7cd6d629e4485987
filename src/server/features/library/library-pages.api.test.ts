import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Library } from '@shared/contracts/library';
import type { Database } from '@server/db/client';
import { videos } from '@server/db/schema';
import { seedVideos, setTier, signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { readLibrary } from './library-pages';
import { versionState } from '@server/core';

// Issue 20: a large library is read in pages, a transaction each, so that other requests run
// in between on the embedded database. Whatever the page size, the answer is the library as of
// one version; a write between pages makes it read again as one.
const { request, database } = await createTestApp();
const { db } = database;

/** A Pro user whose collections hold 7, 0, 3 and 5 videos, the empty one second. */
async function shelvedUser() {
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

/** The database, counting the user transactions opened and running `before` ahead of the nth. */
function watched(nth?: number, before?: () => Promise<void>) {
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

const parse = (read: { pieces: readonly string[] }) => JSON.parse(read.pieces.join('')) as Library;

describe(`the library read in pages (${testDriver()})`, () => {
  it('answers the same library, key for key and in order, whatever the page size', async () => {
    const { user } = await shelvedUser();
    const whole = await readLibrary(db, user.id, 100);
    const expected = (await request('GET', '/api/library', { token: user.token })).body;
    expect(parse(whole)).toEqual(expected);
    expect(parse(whole).videos).toHaveLength(15);
    for (const size of [1, 2, 3, 5, 7, 14]) {
      const { db: counted, seen } = watched();
      const paged = await readLibrary(counted, user.id, size);
      expect(JSON.stringify(parse(paged)), `pages of ${size}`).toBe(JSON.stringify(expected));
      // The start, at least a page per `size` videos, and the check.
      expect(seen.transactions).toBeGreaterThanOrEqual(2 + Math.ceil(15 / size));
      const state = await db.asUser(user.id, (tx) => versionState(tx, user.id, paged.snapshot));
      expect(state).toBe('unchanged');
    }
  });

  it('reads a library of no more than one page in one transaction', async () => {
    const { user } = await shelvedUser();
    const { db: counted, seen } = watched();
    expect(parse(await readLibrary(counted, user.id, 15)).videos).toHaveLength(15);
    expect(seen.transactions).toBe(1);
  });

  it('reads the library again as one when it changed between pages', async () => {
    const { user, ids } = await shelvedUser();
    const rename = () =>
      db.system(async (tx) => {
        await tx
          .update(videos)
          .set({ title: sql`'Renamed meanwhile'` })
          .where(and(eq(videos.userId, user.id), eq(videos.categoryId, ids[0]!)));
      });
    const drop = () =>
      db.system(async (tx) => {
        await tx.delete(videos).where(eq(videos.categoryId, ids[3]!));
      });
    for (const write of [rename, drop]) {
      // Before the third transaction: between the first page and the second.
      const { db: racing } = watched(3, write);
      const read = await readLibrary(racing, user.id, 4);
      const now = (await request('GET', '/api/library', { token: user.token })).body;
      expect(parse(read)).toEqual(now);
      const state = await db.asUser(user.id, (tx) => versionState(tx, user.id, read.snapshot));
      expect(state).toBe('unchanged');
    }
    const after = (await request('GET', '/api/library', { token: user.token })).body as Library;
    expect(after.videos.filter((video) => video.title === 'Renamed meanwhile')).toHaveLength(7);
    expect(after.videos).toHaveLength(10);
  });
});
