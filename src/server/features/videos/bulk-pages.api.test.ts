import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BULK_VIDEOS_MAX } from '@shared/constants';
import type { Library } from '@shared/contracts/library';
import type { Database } from '@server/db/client';
import {
  fetchLibrary,
  seedVideos,
  setTier,
  signUpUser,
} from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';

// Decision 0084: a bulk action runs in pages. On the embedded database, which runs one
// transaction at a time, another user's request is answered between the pages of a
// 10,000-video bulk, not after all of them; the user's own requests wait for the end and see it
// whole; and a failure part-way leaves nothing changed, on either driver.

/** Who the running code acts for: statements are counted by it. */
const acting = new AsyncLocalStorage<string>();
const statements: string[] = [];
let onStatement = (_by: string | undefined) => {};

/** Write steps of a bulk, counted; the one numbered `failAt` fails after its work. */
const writes = new AsyncLocalStorage<{ wrote: boolean }>();
let failAt: number | undefined;
const WRITE = /^\s*(insert|update|delete|with)\b/i;
const databaseGone = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });

const wrapDb = (db: Database): Database => ({
  ...db,
  userSteps: (userId, fn) => {
    let written = 0;
    return db.userSteps(userId, (steps) =>
      fn({
        separate: steps.separate,
        run: (step) =>
          steps.run((tx) =>
            writes.run({ wrote: false }, async () => {
              const result = await step(tx);
              if (writes.getStore()?.wrote && ++written === failAt) throw databaseGone();
              return result;
            }),
          ),
      }),
    );
  },
});

const { request, database } = await createTestApp({
  signUpsPerIp: 100,
  wrapDb,
  bulkOptions: { pageVideos: 100 },
  queryLogger: {
    logQuery(sql) {
      const by = acting.getStore();
      statements.push(by ?? '');
      const step = writes.getStore();
      if (step && WRITE.test(sql)) step.wrote = true;
      onStatement(by);
    },
  },
});
const { db } = database;

type User = Awaited<ReturnType<typeof signUpUser>>;

async function proUser(videos: number) {
  const user = await signUpUser(request);
  await setTier(db, user.id, 'pro');
  const unsorted = await user.unsortedId();
  await seedVideos(db, user.id, unsorted, videos);
  const later = await request('POST', '/api/categories', {
    token: user.token,
    body: { name: 'Later' },
  });
  return { user, unsorted, later: later.body.id as string };
}

const bulk = (user: User, body: Record<string, unknown>) =>
  request('POST', '/api/videos/bulk', { token: user.token, body });

const count = (by: string) => statements.filter((who) => who === by).length;

describe.runIf(testDriver() === 'pglite')('a 10,000-video bulk action on PGlite', () => {
  it('lets another user’s request through between its pages', async () => {
    const { user, later } = await proUser(BULK_VIDEOS_MAX);
    const other = await signUpUser(request);
    const before = await fetchLibrary(request, user.token);
    const ids = before.videos.map((video) => video.id);

    const started = new Promise<void>(
      (resolve) => (onStatement = (by) => by === 'bulk' && resolve()),
    );
    const moving = acting.run('bulk', () => bulk(user, { action: 'move', ids, categoryId: later }));
    await started;
    onStatement = () => {};
    const theirs = await acting.run('other', () =>
      request('GET', '/api/library', { token: other.token }),
    );
    const bulkBeforeTheirs = count('bulk');
    const moved = await moving;
    expect(theirs.status).toBe(200);
    expect(moved.status).toBe(200);

    // Their answer came after a page or two of the bulk's, not after all of them.
    const bulkStatements = count('bulk');
    expect(bulkBeforeTheirs).toBeLessThan(bulkStatements / 20);
    // The result is as one transaction's would be: every video first in Later, in order.
    const after = await fetchLibrary(request, user.token);
    expect(after.videos.map((video) => [video.id, video.categoryId])).toEqual(
      ids.map((id) => [id, later]),
    );
  }, 180_000);
});

describe(`a bulk action as its user sees it (${testDriver()})`, () => {
  it('is seen whole or not at all by the user’s own requests meanwhile', async () => {
    const { user, later } = await proUser(1_000);
    const ids = (await fetchLibrary(request, user.token)).videos.map((video) => video.id);
    const started = new Promise<void>(
      (resolve) => (onStatement = (by) => by === 'bulk' && resolve()),
    );
    const moving = acting.run('bulk', () => bulk(user, { action: 'move', ids, categoryId: later }));
    await started;
    onStatement = () => {};
    const seen = (await request<Library>('GET', '/api/library', { token: user.token })).body;
    expect((await moving).status).toBe(200);
    const inLater = seen.videos.filter((video) => video.categoryId === later).length;
    expect([0, ids.length]).toContain(inLater);
  });

  /** The library as its owner sees it, tags by name (a tag made again has a new id). */
  const seenBy = async (user: User) => {
    const library = await fetchLibrary(request, user.token);
    return { videos: library.videos, tags: library.tags.map((tag) => tag.name) };
  };

  it.each([
    ['a move', (later: string) => ({ action: 'move', categoryId: later })],
    ['a tag', () => ({ action: 'tag', tag: 'Fresh' })],
    ['an untag', () => ({ action: 'untag', tag: 'Kept' })],
    ['a delete', () => ({ action: 'delete' })],
  ] as const)('changes nothing when %s fails part-way', async (_action, bodyFor) => {
    const { user, later } = await proUser(450);
    const ids = (await fetchLibrary(request, user.token)).videos.map((video) => video.id);
    expect((await bulk(user, { action: 'tag', ids: ids.slice(0, 300), tag: 'Kept' })).status).toBe(
      200,
    );
    const before = await seenBy(user);
    failAt = 3;
    try {
      const failed = await bulk(user, { ...bodyFor(later), ids });
      expect(failed.status).toBe(503);
      expect(failed.body.error.code).toBe('database_unavailable');
    } finally {
      failAt = undefined;
    }
    expect(await seenBy(user)).toEqual(before);
  });

  it('renumbers a collection whose first key leaves no room, and undoes that too', async () => {
    const { user, unsorted, later } = await proUser(250);
    await seedVideos(db, user.id, later, 3);
    // Keys at the bound: nothing shorter than 50 characters sorts before them.
    const lowest = 'A' + '0'.repeat(48);
    await db.system((tx) =>
      tx.execute(sql`update videos v set position = ${lowest} || k.n from (
          select id, row_number() over (order by position) as n from videos
          where user_id = ${user.id} and category_id = ${later}) k
        where v.id = k.id`),
    );
    const before = await seenBy(user);
    const ids = before.videos.filter((video) => video.categoryId === unsorted).map((v) => v.id);
    const staying = before.videos.filter((video) => video.categoryId === later).map((v) => v.id);

    failAt = 2; // the renumbering, a page of moves, then the failure
    try {
      expect((await bulk(user, { action: 'move', ids, categoryId: later })).status).toBe(503);
    } finally {
      failAt = undefined;
    }
    expect(await seenBy(user)).toEqual(before);

    expect((await bulk(user, { action: 'move', ids, categoryId: later })).status).toBe(200);
    const after = (await seenBy(user)).videos;
    expect(after.map((video) => video.id)).toEqual([...ids, ...staying]);
    expect(Math.max(...after.map((video) => video.position.length))).toBeLessThan(10);
  });

  it('changes nothing when a restore fails part-way', async () => {
    const { user } = await proUser(450);
    const ids = (await fetchLibrary(request, user.token)).videos.map((video) => video.id);
    await bulk(user, { action: 'tag', ids: ids.slice(0, 10), tag: 'Kept' });
    expect((await bulk(user, { action: 'delete', ids })).status).toBe(200);
    const before = await seenBy(user);
    failAt = 3;
    try {
      expect((await bulk(user, { action: 'restore', ids })).status).toBe(503);
    } finally {
      failAt = undefined;
    }
    expect(await seenBy(user)).toEqual(before);
    // Still within the undo window: it comes back whole.
    expect((await bulk(user, { action: 'restore', ids })).status).toBe(200);
    expect((await seenBy(user)).videos).toHaveLength(ids.length);
  });
});
