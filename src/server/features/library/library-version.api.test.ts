import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import type { Library, LibraryChanges } from '@shared/contracts/library';
import { DEFAULT_ERROR_MESSAGES } from '@shared/errors';
import { applyLibraryChanges } from '@shared/library-changes';
import { executeRows } from '@server/db/execute-rows';
import { users } from '@server/db/schema';
import { createLibraryEtags } from '@server/features/library';
import { LIBRARY_TOMBSTONE_RETENTION_DAYS, sweep } from '@server/features/sweep';
import { setTier, signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp, TEST_JWT_SECRET } from '@server/test-support/test-app';
import { testDatabaseUrl, testDriver } from '@server/test-support/test-database';

// docs/product/local-copy-and-sync.md: the library answer's ETag names its version; a load that
// names the current one in If-None-Match is a 304 without a body, and any write to the library (by
// any route, on any device) makes the next one a 200 with the library as it now is. GET
// /api/library/changes answers what changed since that version: applied to the library held, the
// library as it is.
const { request, database } = await createTestApp({ signUpsPerIp: 100 });
const { db } = database;

type User = Awaited<ReturnType<typeof signUpUser>>;

const load = (user: User, etag?: string) =>
  request<Library>('GET', '/api/library', {
    token: user.token,
    ...(etag === undefined ? {} : { headers: { 'If-None-Match': etag } }),
  });

const changesSince = (user: User, etag?: string) =>
  request<LibraryChanges>('GET', '/api/library/changes', {
    token: user.token,
    ...(etag === undefined ? {} : { headers: { 'If-None-Match': etag } }),
  });

async function held(user: User): Promise<{ etag: string; library: Library }> {
  const res = await load(user);
  expect(res.status).toBe(200);
  const etag = res.headers.get('ETag');
  expect(etag).toMatch(/^".+"$/);
  return { etag: etag!, library: res.body };
}

const etagOf = async (user: User) => (await held(user)).etag;

/** A device holding `copy` catches up by changes: it must end equal to a full load. */
async function expectCaughtUp(user: User, copy: { etag: string; library: Library }) {
  const changes = await changesSince(user, copy.etag);
  expect(changes.status).toBe(200);
  const etag = changes.headers.get('ETag')!;
  expect(etag).not.toBe(copy.etag);
  const now = await held(user);
  expect(applyLibraryChanges(copy.library, changes.body)).toEqual(now.library);
  expect((await changesSince(user, etag)).status).toBe(304);
  expect((await load(user, etag)).status).toBe(304);
  return changes.body;
}

/**
 * Runs a write; the ETag from before it must no longer match, the new one must, and the changes
 * since the old one must bring a copy from before up to date.
 */
async function expectWriteSeen(user: User, write: () => Promise<{ status: number }>) {
  const before = await held(user);
  expect((await load(user, before.etag)).status).toBe(304);
  const unchanged = await changesSince(user, before.etag);
  expect(unchanged.status).toBe(304);
  expect(unchanged.headers.get('ETag')).toBe(before.etag);
  expect((await write()).status).toBeLessThan(300);
  const after = await load(user, before.etag);
  expect(after.status).toBe(200);
  expect(after.body).toEqual((await load(user)).body);
  expect((await load(user, after.headers.get('ETag')!)).status).toBe(304);
  await expectCaughtUp(user, before);
}

async function expectReloadLibrary(user: User, etag?: string) {
  const res = await changesSince(user, etag);
  expect(res.status, etag?.slice(0, 80)).toBe(409);
  expect(res.body).toEqual({
    error: { code: 'reload_library', message: DEFAULT_ERROR_MESSAGES.reload_library },
  });
}

describe(`the library's version (${testDriver()})`, () => {
  it('answers 304 with no body to the current ETag, and keeps doing so while nothing changes', async () => {
    const user = await signUpUser(request);
    const etag = await etagOf(user);
    const again = await load(user, etag);
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Cache-Control')).toBe('no-store');
    // Another user's writes are not this library's.
    const other = await signUpUser(request);
    await request('POST', '/api/categories', { token: other.token, body: { name: 'Theirs' } });
    expect((await load(user, etag)).status).toBe(304);
  });

  it('names a version that tells nothing of other users’ writes (decision 0086)', async () => {
    const user = await signUpUser(request);
    const other = await signUpUser(request);
    const first = await etagOf(user);
    // Sealed: neither whose it is nor the snapshot (which counts everyone's transactions) shows.
    expect(first).toMatch(/^"[\w-]{40,}"$/);
    expect(first).not.toContain(user.id);
    const theirs = async () => {
      const made = await request('POST', '/api/categories', {
        token: other.token,
        body: { name: `Theirs ${Math.random()}` },
      });
      await request('POST', '/api/videos', {
        token: other.token,
        body: { url: `https://example.com/theirs/${Math.random()}`, categoryId: made.body.id },
      });
    };
    await theirs();
    await theirs();
    // A full load, a load naming the version, the changes since it: all the same.
    expect(await etagOf(user)).toBe(first);
    expect((await load(user, first)).headers.get('ETag')).toBe(first);
    const changes = await changesSince(user, first);
    expect(changes.status).toBe(304);
    expect(changes.headers.get('ETag')).toBe(first);

    // The user's own write is a new version, caught up by the changes since the old one.
    await expectWriteSeen(user, () =>
      request('POST', '/api/categories', { token: user.token, body: { name: 'Mine' } }),
    );
    const mine = await etagOf(user);
    expect(mine).not.toBe(first);
    await theirs();
    expect(await etagOf(user)).toBe(mine);
  });

  it('sees every kind of write: videos, collections, tags, deletes and their undo', async () => {
    const user = await signUpUser(request);
    await setTier(db, user.id, 'pro');
    const { token } = user;
    const unsorted = await user.unsortedId();
    const post = (path: string, body: object) => request('POST', path, { token, body });
    const patch = (path: string, body: object) => request('PATCH', path, { token, body });

    let collection = '';
    await expectWriteSeen(user, async () => {
      const res = await post('/api/categories', { name: 'Talks' });
      collection = res.body.id as string;
      return res;
    });
    let video = '';
    await expectWriteSeen(user, async () => {
      const res = await post('/api/videos', { url: 'https://example.com/a', categoryId: unsorted });
      video = res.body.id as string;
      return res;
    });
    const edit = { title: 'Renamed', url: 'https://example.com/a', categoryId: unsorted };
    await expectWriteSeen(user, () => patch(`/api/videos/${video}`, edit));
    await expectWriteSeen(user, () =>
      patch(`/api/videos/${video}`, { ...edit, tags: ['Jazz'], note: 'A note' }),
    );
    await expectWriteSeen(user, () =>
      request('PUT', `/api/videos/${video}/watched`, { token, body: { watched: true } }),
    );
    await expectWriteSeen(user, () =>
      post(`/api/videos/${video}/move`, { categoryId: collection, afterId: null }),
    );
    const tagId = (await load(user)).body.tags[0]!.id;
    await expectWriteSeen(user, () => patch(`/api/tags/${tagId}`, { name: 'Blues' }));
    await expectWriteSeen(user, () => request('DELETE', `/api/tags/${tagId}`, { token }));
    await expectWriteSeen(user, () =>
      post('/api/videos/bulk', { action: 'tag', ids: [video], tag: 'Soul' }),
    );
    await expectWriteSeen(user, () => request('DELETE', `/api/videos/${video}`, { token }));
    await expectWriteSeen(user, () => post(`/api/videos/${video}/restore`, {}));
    await expectWriteSeen(user, () => patch(`/api/categories/${collection}`, { name: 'Later' }));
    await expectWriteSeen(user, () =>
      request('DELETE', `/api/categories/${collection}`, { token }),
    );
    // An empty collection leaves nothing behind but its tombstone.
    const empty = (await post('/api/categories', { name: 'Empty' })).body.id as string;
    await expectWriteSeen(user, () => request('DELETE', `/api/categories/${empty}`, { token }));
  });

  it('leaves no tombstone behind an account that is deleted', async () => {
    const user = await signUpUser(request);
    const made = await request('POST', '/api/categories', {
      token: user.token,
      body: { name: 'Gone' },
    });
    await request('DELETE', `/api/categories/${made.body.id}`, { token: user.token });
    const tombstones = () =>
      db.system(async (tx) => {
        const [row] = await executeRows<{ count: number }>(
          tx,
          sql`select count(*)::int as count from library_tombstones where user_id = ${user.id}`,
        );
        return row!.count;
      });
    expect(await tombstones()).toBe(1);
    await db.system((tx) => tx.delete(users).where(eq(users.id, user.id)));
    expect(await tombstones()).toBe(0);
  });

  it('reloads in full a version older than a delete the sweep has forgotten', async () => {
    const user = await signUpUser(request);
    const made = await request('POST', '/api/categories', {
      token: user.token,
      body: { name: 'Soon gone' },
    });
    const before = await etagOf(user);
    await request('DELETE', `/api/categories/${made.body.id}`, { token: user.token });
    await db.system((tx) =>
      tx.execute(sql`update library_tombstones
        set deleted_at = now() - ${LIBRARY_TOMBSTONE_RETENTION_DAYS + 1} * interval '1 day'
        where user_id = ${user.id}`),
    );
    expect((await sweep(db, Date.now())).libraryTombstones).toBe(1);
    // A real tombstone is forgotten a month after its delete, when no transaction that began
    // before it is still running. This one is fresh, and on a PostgreSQL server other databases'
    // transactions (the other test files') can be: a read while one runs cannot tell that it saw
    // the delete, and reloads in full. Wait, as the month would, for the server to move past it.
    await vi.waitFor(
      async () => {
        const [row] = await db.system((tx) =>
          executeRows<{ past: boolean }>(
            tx,
            sql`select pg_snapshot_xmin(pg_current_snapshot()) > pruned_xid as past
                from library_version_horizon`,
          ),
        );
        expect(row?.past).toBe(true);
      },
      { timeout: 20_000, interval: 50 },
    );
    // Nothing of the delete is left but the horizon: the old version is too old to compare.
    const after = await load(user, before);
    expect(after.status).toBe(200);
    expect(after.body.categories.map((collection) => collection.name)).toEqual(['Unsorted']);
    expect((await load(user, after.headers.get('ETag')!)).status).toBe(304);
    await expectReloadLibrary(user, before);
    expect((await changesSince(user, after.headers.get('ETag')!)).status).toBe(304);
  });

  it('takes no ETag but the current user’s, exactly as sent', async () => {
    const user = await signUpUser(request);
    const other = await signUpUser(request);
    const etag = await etagOf(user);
    const token = etag.slice(1, -1);
    // One character changed: the tag no longer opens (the last one's spare bits included).
    const altered = (at: number) =>
      `"${token.slice(0, at)}${token.at(at) === 'A' ? 'B' : 'A'}${token.slice(at + 1)}"`;
    const snapshot = await db.system(async (tx) => {
      const [row] = await executeRows<{ s: string }>(
        tx,
        sql`select pg_current_snapshot()::text as s`,
      );
      return row!.s;
    });
    for (const sent of [
      await etagOf(other),
      `W/${etag}`,
      `${etag}, "x"`,
      '*',
      etag.slice(0, -1),
      altered(20),
      altered(token.length - 1),
      // What a tag was before versions were sealed (decision 0086): never taken any more.
      `"${user.id}.${snapshot}"`,
      // Sealed with another server's secret.
      createLibraryEtags('another-secret-another-secret-0123456789').issue(user.id, snapshot),
      `"${'A'.repeat(6000)}"`,
    ]) {
      const res = await load(user, sent);
      expect(res.status, sent.slice(0, 80)).toBe(200);
      expect(res.body.categories).toHaveLength(1);
      await expectReloadLibrary(user, sent);
    }
    await expectReloadLibrary(user);
  });

  it('never takes a version this database has not reached for current', async () => {
    const user = await signUpUser(request);
    // As if the library had moved to another server whose transaction ids are behind.
    const future = createLibraryEtags(TEST_JWT_SECRET).issue(user.id, '900000000000:900000000000:');
    expect((await load(user, future)).status).toBe(200);
    await expectReloadLibrary(user, future);
  });

  it('sends only what changed: one edited video among many, and a bulk delete as ids', async () => {
    const user = await signUpUser(request);
    await setTier(db, user.id, 'pro');
    const unsorted = await user.unsortedId();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await request('POST', '/api/videos', {
        token: user.token,
        body: { url: `https://example.com/many/${i}`, categoryId: unsorted },
      });
      ids.push(res.body.id as string);
    }
    let copy = await held(user);
    await request('PATCH', `/api/videos/${ids[2]}`, {
      token: user.token,
      body: { title: 'Only me', url: 'https://example.com/many/2', categoryId: unsorted },
    });
    const edited = await expectCaughtUp(user, copy);
    expect(edited.videos.map((video) => video.title)).toEqual(['Only me']);
    expect(edited.deletedIds).toEqual([]);

    copy = await held(user);
    await request('POST', '/api/videos/bulk', {
      token: user.token,
      body: { action: 'delete', ids: ids.slice(0, 3) },
    });
    const deleted = await expectCaughtUp(user, copy);
    expect(deleted.videos).toEqual([]);
    expect([...deleted.deletedIds].sort()).toEqual(ids.slice(0, 3).sort());
  });
});

// A write in flight while the library is read, committed after: the answer did not see it, so
// its ETag must not match afterwards, though the write's transaction id is older than others
// the answer saw. Only a PostgreSQL server interleaves transactions; PGlite runs one at a time.
describe.runIf(testDatabaseUrl())('the library version under concurrent writes', () => {
  it('does not match once a write the answer did not see commits', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    const added = await request('POST', '/api/videos', {
      token: user.token,
      body: { url: 'https://example.com/b', categoryId: unsorted },
    });
    const otherDevice = new pg.Client({ connectionString: database.url });
    await otherDevice.connect();
    try {
      await otherDevice.query('begin');
      await otherDevice.query(`update videos set title = 'From the other device' where id = $1`, [
        added.body.id,
      ]);
      // A later write commits while the first is still open: the answer sees this one.
      await request('POST', '/api/categories', { token: user.token, body: { name: 'Later' } });
      const read = await load(user);
      expect(read.body.videos[0]!.title).not.toBe('From the other device');
      const etag = read.headers.get('ETag')!;
      expect((await load(user, etag)).status).toBe(304);
      await otherDevice.query('commit');

      const copy = { etag, library: read.body };
      const after = await load(user, etag);
      expect(after.status).toBe(200);
      expect(after.body.videos[0]!.title).toBe('From the other device');
      const changes = await expectCaughtUp(user, copy);
      expect(changes.videos.map((video) => video.title)).toEqual(['From the other device']);
    } finally {
      await otherDevice.end();
    }
  });
});
