import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_MESSAGES } from '@shared/errors';
import { bookmarkFile, finishedImport, startImport } from '@server/test-support/import-api';
import { setTier, signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp, type TestResponse } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { named, readEvents, type EventReader } from '@server/test-support/event-reader';
import { libraryEtag, openStream } from './test-support/open-stream';

// docs/product/live-updates.md: a change to the library, made by any route of any process,
// reaches every open stream of that user within about a second, as a `library` event; another
// user's streams hear nothing.
const { app, request, database } = await createTestApp({ signUpsPerIp: 100 });

type User = Awaited<ReturnType<typeof signUpUser>>;

const opened: EventReader[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((stream) => stream.cancel()));
});

async function streamOf(user: User, lastEventId?: string) {
  const stream = await openStream(app, user.token, lastEventId);
  opened.push(stream);
  return stream;
}

/**
 * The write is answered, and a stream of the user hears of it: one opened just before, naming the
 * library as it was, so that no earlier write's notification (PostgreSQL delivers them a moment
 * after the commit) counts for it: the stream saw those.
 */
async function expectHeard(user: User, write: () => Promise<TestResponse<any>>) {
  const stream = await streamOf(user, await libraryEtag(request, user.token));
  const res = await write();
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  const event = await stream.next(named('library'));
  expect(JSON.parse(event.data!)).toEqual({ version: event.id });
  expect(event.id).toMatch(/^"[\w-]+"$/);
  await stream.cancel();
  return res;
}

describe(`pushed library changes (${testDriver()})`, () => {
  it('refuses a request without a session', async () => {
    const res = await request('GET', '/api/events');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: { code: 'session_missing', message: DEFAULT_ERROR_MESSAGES.session_missing },
    });
    const forged = await request('GET', '/api/events', { token: 'not-a-jwt' });
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('invalid_jwt');
  });

  it('answers an event stream proxies pass on as it comes', async () => {
    const user = await signUpUser(request);
    const stream = await streamOf(user);
    expect(stream.response.headers.get('Content-Type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('Cache-Control')).toBe('no-store, no-cache');
    expect(stream.response.headers.get('X-Accel-Buffering')).toBe('no');
  });

  it('tells every stream of the user, and no one else, of a write', async () => {
    const user = await signUpUser(request);
    const other = await signUpUser(request);
    const [first, second] = [await streamOf(user), await streamOf(user)];
    const others = await streamOf(other);
    await request('POST', '/api/categories', { token: user.token, body: { name: 'Talks' } });
    await first.next(named('library'));
    await second.next(named('library'));
    expect(await others.quiet(300, named('library'))).toBe(true);
  });

  it('hears every kind of write: videos, collections, tags, watched, order, bulk, undo, import', async () => {
    const user = await signUpUser(request);
    await setTier(database.db, user.id, 'pro');
    const { token } = user;
    const unsorted = await user.unsortedId();
    const post = (path: string, body: object) => request('POST', path, { token, body });
    const patch = (path: string, body: object) => request('PATCH', path, { token, body });

    const collection = (await expectHeard(user, () => post('/api/categories', { name: 'A' }))).body
      .id as string;
    const video = (
      await expectHeard(user, () =>
        post('/api/videos', { url: 'https://example.com/a', categoryId: unsorted }),
      )
    ).body.id as string;
    const edit = { title: 'Renamed', url: 'https://example.com/a', categoryId: unsorted };
    await expectHeard(user, () => patch(`/api/videos/${video}`, { ...edit, tags: ['Jazz'] }));
    await expectHeard(user, () =>
      request('PUT', `/api/videos/${video}/watched`, { token, body: { watched: true } }),
    );
    await expectHeard(user, () =>
      post(`/api/videos/${video}/move`, { categoryId: collection, afterId: null }),
    );
    await expectHeard(user, () => post(`/api/categories/${collection}/move`, { afterId: null }));
    const tagId = (await user.library()).tags[0]!.id as string;
    await expectHeard(user, () => patch(`/api/tags/${tagId}`, { name: 'Blues' }));
    await expectHeard(user, () => request('DELETE', `/api/tags/${tagId}`, { token }));
    await expectHeard(user, () =>
      post('/api/videos/bulk', { action: 'tag', ids: [video], tag: 'Soul' }),
    );
    await expectHeard(user, () => post('/api/videos/bulk', { action: 'delete', ids: [video] }));
    await expectHeard(user, () => post('/api/videos/bulk', { action: 'restore', ids: [video] }));
    await expectHeard(user, () => request('DELETE', `/api/videos/${video}`, { token }));
    await expectHeard(user, () => post(`/api/videos/${video}/restore`, {}));
    await expectHeard(user, () => patch(`/api/categories/${collection}`, { name: 'B' }));
    await expectHeard(user, () => request('DELETE', `/api/categories/${collection}`, { token }));

    const file = bookmarkFile({ Imported: ['https://example.com/i1', 'https://example.com/i2'] });
    await expectHeard(user, async () => {
      const started = await startImport(request, token, 'bookmarks.html', file);
      await finishedImport(request, token);
      return { status: 200, headers: new Headers(), body: started };
    });
  });

  it('says nothing of a position saved, which is not library data', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    const added = await request('POST', '/api/videos', {
      token: user.token,
      body: { url: 'https://example.com/p', categoryId: unsorted },
    });
    const stream = await streamOf(user, await libraryEtag(request, user.token));
    const saved = await request('PUT', `/api/videos/${added.body.id}/position`, {
      token: user.token,
      body: { seconds: 30, duration: null },
    });
    expect(saved.status).toBeLessThan(300);
    expect(await stream.quiet(300, named('library'))).toBe(true);
  });

  describe('Last-Event-ID', () => {
    it('says at once that the library changed since the version named', async () => {
      const user = await signUpUser(request);
      const held = await libraryEtag(request, user.token);
      await request('POST', '/api/categories', { token: user.token, body: { name: 'Since' } });
      const response = await app.request('/api/events', {
        headers: { Authorization: `Bearer ${user.token}`, 'Last-Event-ID': held },
      });
      const stream = readEvents(response.body!);
      opened.push(stream);
      // Before `ready`; the write's own event may come first (PostgreSQL's notification arrives a
      // moment after its commit), else the check's, which names no version.
      expect((await stream.next()).event).toBe('library');
      await stream.next(named('ready'));
    });

    it('says nothing more to a tab holding the current version, or the last event’s', async () => {
      const user = await signUpUser(request);
      const current = await streamOf(user, await libraryEtag(request, user.token));
      expect(await current.quiet(200, named('library'))).toBe(true);
      await request('POST', '/api/categories', { token: user.token, body: { name: 'Two' } });
      const heard = await current.next(named('library'));
      const resumed = await streamOf(user, heard.id);
      expect(await resumed.quiet(300, named('library'))).toBe(true);
    });

    it('treats a version it cannot open as none, never as an error', async () => {
      const user = await signUpUser(request);
      const other = await signUpUser(request);
      for (const id of ['garbage', '"x"', await libraryEtag(request, other.token)]) {
        const stream = await streamOf(user, id);
        expect(await stream.quiet(100, named('library'))).toBe(true);
      }
      const tooLong = await request('GET', '/api/events', {
        token: user.token,
        headers: { 'Last-Event-ID': 'x'.repeat(7_000) },
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.error.code).toBe('validation_failed');
    });
  });
});
