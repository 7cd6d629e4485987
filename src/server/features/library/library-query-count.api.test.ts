import { describe, expect, it } from 'vitest';
import {
  fetchLibrary,
  seedVideos,
  setTier,
  signUpUser,
} from '@server/test-support/library-fixtures';
import { createQueryLog } from '@server/test-support/query-log';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';

// An N+1 guard: loading the library runs the same statements whatever its size, so a query per
// collection or per video (which would pass every other test) fails here.
const queries = createQueryLog();
const { request, database } = await createTestApp({ queryLogger: queries.logger });

/** A Pro user (no plan limits) with `collections` named collections besides "Unsorted". */
async function libraryOf(collections: number, videosPerCollection: number) {
  const user = await signUpUser(request, 'counted');
  await setTier(database.db, user.id, 'pro');
  const ids = [await user.unsortedId()];
  for (let i = 0; i < collections; i++) {
    const res = await request('POST', '/api/categories', {
      token: user.token,
      body: { name: `Shelf ${i}` },
    });
    ids.push(res.body.id as string);
  }
  for (const id of ids) await seedVideos(database.db, user.id, id, videosPerCollection);
  return user;
}

/** The library as its owner sees it, and the SQL statements the request ran. */
async function loadCounted(token: string) {
  queries.take();
  const library = await fetchLibrary(request, token);
  return { library, statements: queries.take().map((s) => s.sql) };
}

describe(`library load query count (${testDriver()})`, () => {
  it('runs the same statements for 1 video in 1 collection and 600 videos in 12', async () => {
    const small = await libraryOf(0, 1);
    const large = await libraryOf(11, 50);

    const one = await loadCounted(small.token);
    const many = await loadCounted(large.token);

    expect(one.library.videos).toHaveLength(1);
    expect(many.library.categories).toHaveLength(12);
    expect(many.library.videos).toHaveLength(600);
    // The transaction's user setting (which checks the session too), the library: nothing per row.
    expect(many.statements).toEqual(one.statements);
    expect(one.statements).toHaveLength(2);
  }, 60_000);
});
