import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CompactLibrarySchema, type Library } from '@shared/contracts/library';
import { expandLibrary } from '@shared/library-wire';
import type { Database } from '@server/db/client';
import { videos } from '@server/db/schema';
import { seedVideos, setTier, signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { readCompactLibrary } from './library-compact';
import { versionState } from '@server/core';

// Issue 20: the compact form is read as the full one is (decision 0064), in pages, a
// transaction each, its chunks built by the database. Whatever the page size, it expands to the
// library as of one version; a write between pages makes it read again as one.
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

const parse = (read: { pieces: readonly string[] }) =>
  CompactLibrarySchema.parse(JSON.parse(read.pieces.join('')));
const fullLibrary = async (token: string) =>
  (await request<Library>('GET', '/api/library', { token })).body;

describe(`the compact library read in pages (${testDriver()})`, () => {
  it('expands to the same library, key for key and in order, whatever the page size', async () => {
    const { user } = await shelvedUser();
    const expected = JSON.stringify(await fullLibrary(user.token));
    for (const size of [1, 2, 3, 4, 5, 7, 14, 15]) {
      const { db: counted, seen } = watched();
      const paged = await readCompactLibrary(counted, user.id, size);
      const body = parse(paged);
      expect(JSON.stringify(expandLibrary(body)), `pages of ${size}`).toBe(expected);
      // A chunk per collection's slice of a page; the empty collection has none.
      expect(body.chunks.map((chunk) => chunk.id.length)).toEqual(chunkSizes([7, 0, 3, 5], size));
      // The start, at least a page per `size` videos, and the check; or one, when all fit.
      if (size >= 15) expect(seen.transactions).toBe(1);
      else expect(seen.transactions).toBeGreaterThanOrEqual(2 + Math.ceil(15 / size));
      const state = await db.asUser(user.id, (tx) => versionState(tx, user.id, paged.snapshot));
      expect(state).toBe('unchanged');
    }
  });

  it('reads a library of no more than one page in one transaction, as one chunk', async () => {
    const { user } = await shelvedUser();
    const { db: counted, seen } = watched();
    const body = parse(await readCompactLibrary(counted, user.id, 16));
    expect(seen.transactions).toBe(1);
    expect(body.chunks).toHaveLength(1);
    expect(body.chunks[0]?.collectionRuns).toEqual([
      [0, 7],
      [2, 3],
      [3, 5],
    ]);
  });

  it('reads an empty library in one transaction, with no chunk', async () => {
    const user = await signUpUser(request);
    const { db: counted, seen } = watched();
    const body = parse(await readCompactLibrary(counted, user.id, 1));
    expect(seen.transactions).toBe(1);
    expect(body.chunks).toEqual([]);
    expect(expandLibrary(body)).toEqual(await fullLibrary(user.token));
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
      const read = await readCompactLibrary(racing, user.id, 4);
      const body = parse(read);
      expect(expandLibrary(body)).toEqual(await fullLibrary(user.token));
      expect(body.chunks).toHaveLength(1);
      const state = await db.asUser(user.id, (tx) => versionState(tx, user.id, read.snapshot));
      expect(state).toBe('unchanged');
    }
    const after = await fullLibrary(user.token);
    expect(after.videos.filter((video) => video.title === 'Renamed meanwhile')).toHaveLength(7);
    expect(after.videos).toHaveLength(10);
  });
});

/**
 * The videos of each chunk, collections of `counts` read in pages of `size`: one chunk when they
 * fit in a page; else a page takes what fits of a collection, then goes on to the next while it
 * has room.
 */
function chunkSizes(counts: number[], size: number): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total <= size) return [total];
  const sizes: number[] = [];
  let room = size;
  for (let left of counts) {
    while (left > 0) {
      const taken = Math.min(left, room);
      sizes.push(taken);
      left -= taken;
      room -= taken;
      if (room === 0) room = size;
    }
  }
  return sizes;
}
