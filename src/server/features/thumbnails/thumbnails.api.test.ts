import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@server/db/client';
import { videos } from '@server/db/schema';
import { answer, stallAfter, startFakeSite } from '@server/test-support/fake-site';
import { seedVideos, signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { JPEG_START, pngImage } from '@server/test-support/test-images';
import { THUMBNAIL_FETCHES_PER_MINUTE, THUMBNAIL_MAX_BYTES } from './thumbnails.service';

// GET /api/videos/{id}/thumbnail (decision 0053): the server fetches a video's image from a
// local fake host, reached through the test-only allowance.

const site = await startFakeSite();
/** Another local site, which the app is not allowed to reach. */
const other = await startFakeSite();
/** A port nobody listens on: a connection there is refused at once. */
const closedPort = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
afterAll(() => Promise.all([site.close(), other.close()]));

const PNG = pngImage(4, 3);
const png = (body: Buffer | string = PNG, type = 'image/png') =>
  answer(body, { 'content-type': type });
site.on('/cover.png', png());

const main = await createTestApp({
  // A short deadline, so the host that never answers fails well within the test.
  outbound: { allowAddresses: [site.allowance, `127.0.0.1:${closedPort}`], timeoutMs: 1500 },
});
const { request, database } = main;
type User = Awaited<ReturnType<typeof signUpUser>>;
const alice = await signUpUser(request, 'alice');
const bob = await signUpUser(request, 'bob');

beforeEach(() => {
  site.requests.length = 0;
  other.requests.length = 0;
  // The service logs each refused or failed image (host and reason): expected here.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return () => warn.mockRestore();
});

/** A new video of `user` (a web page: saved with the placeholder), its image set to `thumbnailUrl`. */
async function videoWithImage(
  user: User,
  thumbnailUrl: string | null,
  { request: send, database: { db } }: Pick<TestApp, 'request' | 'database'> = main,
): Promise<string> {
  const res = await send('POST', '/api/videos', {
    token: user.token,
    body: { url: `https://example.com/${Math.random()}`, categoryId: await user.unsortedId() },
  });
  expect(res.status).toBe(201);
  // As a lookup stores it (a provider's thumbnail, a page's og:image).
  await setImage(db, res.body.id, thumbnailUrl);
  return res.body.id as string;
}

const setImage = (db: Database, id: string, thumbnailUrl: string | null) =>
  db.system((tx) => tx.update(videos).set({ thumbnailUrl }).where(eq(videos.id, id)));

/** The answer, its body as bytes. */
async function thumbnail(
  id: string,
  token: string,
  headers: Record<string, string> = {},
  app = main.app,
) {
  const res = await app.request(`/api/videos/${id}/thumbnail`, {
    headers: { Authorization: `Bearer ${token}`, ...headers },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = () =>
    JSON.parse(bytes.toString('utf8')) as { error: { code: string; message: string } };
  return { status: res.status, headers: res.headers, bytes, json };
}

describe(`the image proxy (${testDriver()})`, () => {
  it('answers the owner the image, with its checked type and strict headers', async () => {
    const id = await videoWithImage(alice, `${site.url}/cover.png`);
    const res = await thumbnail(id, alice.token);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(PNG)).toBe(true);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'");
    expect(res.headers.get('Cache-Control')).toBe('private, max-age=86400');
    expect(res.headers.get('ETag')).toMatch(/^"[\w-]{27}"$/);
    // Asked plainly: no credentials or cookies of the user go to the image's host.
    expect(site.requests).toHaveLength(1);
    expect(site.requests[0]!.headers.authorization).toBeUndefined();
    expect(site.requests[0]!.headers.cookie).toBeUndefined();

    const again = await thumbnail(id, alice.token, { 'If-None-Match': res.headers.get('ETag')! });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('answers another user’s video exactly as a missing one: 404', async () => {
    const id = await videoWithImage(alice, `${site.url}/cover.png`);
    const theirs = await thumbnail(id, bob.token);
    const missing = await thumbnail(crypto.randomUUID(), bob.token);
    expect(theirs.status).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect(theirs.json().error.code).toBe('not_found');
    expect(theirs.headers.get('Cache-Control')).toBe('no-store');
    expect((await thumbnail(id, 'not.a.jwt')).status).toBe(401);
  });

  it.each([
    ['the placeholder', '/video-placeholder.svg'],
    ['no image', null],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['a file: URL', 'file:///etc/passwd'],
  ])('answers 404 for %s, fetching nothing', async (_name, stored) => {
    const id = await videoWithImage(alice, stored);
    const res = await thumbnail(id, alice.token);
    expect(res.status).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect(site.requests).toEqual([]);
  });

  it.each([
    ['an SVG', '/image.svg', png('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml')],
    ['an HTML page', '/page.html', answer('<!doctype html><title>x</title>')],
    ['an SVG that says it is a PNG', '/svg.png', png('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['text that says it is a JPEG', '/text.jpg', png('not an image at all', 'image/jpeg')],
    [
      'an image over 2 MB',
      '/huge.png',
      png(Buffer.concat([PNG, Buffer.alloc(THUMBNAIL_MAX_BYTES)])),
    ],
    ['an answer of 404', '/missing.png', undefined],
  ])('refuses %s: 404', async (_name, path, handler) => {
    if (handler) site.on(path, handler);
    const id = await videoWithImage(alice, `${site.url}${path}`);
    const res = await thumbnail(id, alice.token);
    expect(res.status).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(site.requests).toHaveLength(1);
  });

  it('stops at the first bytes of an answer that is no image: the host sees the line closed before its end', async () => {
    let closedBeforeEnd = false;
    site.on('/page-as.png', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      // The start of a page said to be a PNG; the rest would come later, up to the 2 MB cap.
      res.write('<!doctype html><html><head><title>Not an image</title>');
      res.on('close', () => (closedBeforeEnd = !res.writableEnded));
    });
    const id = await videoWithImage(alice, `${site.url}/page-as.png`);
    const res = await thumbnail(id, alice.token);
    expect(res.status).toBe(404);
    expect(res.json().error).toEqual({
      code: 'not_found',
      message: 'This video’s image cannot be shown.',
    });
    await expect.poll(() => closedBeforeEnd).toBe(true);
  });

  it('answers the type the bytes have, not the one the host declared', async () => {
    site.on('/mislabelled.png', png(Buffer.concat([JPEG_START, Buffer.alloc(100)])));
    const id = await videoWithImage(alice, `${site.url}/mislabelled.png`);
    const res = await thumbnail(id, alice.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/jpeg');
  });

  it('refuses the server’s own network: 127.0.0.1 without the allowance is never asked', async () => {
    other.on('/cover.png', png());
    const id = await videoWithImage(alice, `${other.url}/cover.png`);
    const res = await thumbnail(id, alice.token);
    expect(res.status).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect(other.requests).toEqual([]);
  });

  it('answers 503 lookup_unavailable when the host does not answer (refused, or too slow)', async () => {
    const refused = await videoWithImage(alice, `http://127.0.0.1:${closedPort}/cover.png`);
    const closed = await thumbnail(refused, alice.token);
    expect(closed.status).toBe(503);
    expect(closed.json().error.code).toBe('lookup_unavailable');

    site.on('/slow.png', stallAfter('', { 'content-type': 'image/png' }));
    const slow = await videoWithImage(alice, `${site.url}/slow.png`);
    const stalled = await thumbnail(slow, alice.token);
    expect(stalled.status).toBe(503);
    expect(stalled.json().error.code).toBe('lookup_unavailable');
  });

  it('keeps what it fetched: the same image is fetched once, for cards asking at once and for other users', async () => {
    site.on('/shared.png', png());
    const url = `${site.url}/shared.png`;
    const ids = await Promise.all([1, 2, 3].map(() => videoWithImage(alice, url)));
    const answers = await Promise.all(ids.map((id) => thumbnail(id, alice.token)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect((await thumbnail(ids[0]!, alice.token)).bytes.equals(PNG)).toBe(true);
    // Bob saved the same image: his own video's, from the cache.
    const bobs = await videoWithImage(bob, url);
    expect((await thumbnail(bobs, bob.token)).status).toBe(200);
    expect(site.requests.map((r) => r.path)).toEqual(['/shared.png']);
  });

  it('remembers a refused image a while instead of asking its host per card', async () => {
    site.on('/refused.svg', png('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml'));
    const id = await videoWithImage(alice, `${site.url}/refused.svg`);
    expect((await thumbnail(id, alice.token)).status).toBe(404);
    expect((await thumbnail(id, alice.token)).status).toBe(404);
    expect(site.requests).toHaveLength(1);
  });

  it(`fetches at most ${THUMBNAIL_FETCHES_PER_MINUTE} images from outside a minute per user; cached ones still come`, async () => {
    const carol = await signUpUser(request, 'carol');
    await seedVideos(
      database.db,
      carol.id,
      await carol.unsortedId(),
      THUMBNAIL_FETCHES_PER_MINUTE + 1,
    );
    const base = `${site.url}/many/`;
    const ids = await database.db.system(async (tx) => {
      await tx.execute(
        sql`update videos set thumbnail_url = ${base} || id::text where user_id = ${carol.id}`,
      );
      const rows = await tx
        .select({ id: videos.id })
        .from(videos)
        .where(eq(videos.userId, carol.id));
      return rows.map((row) => row.id);
    });
    for (const id of ids) site.on(`/many/${id}`, png());
    const [last, ...rest] = ids;
    for (const id of rest) expect((await thumbnail(id, carol.token)).status).toBe(200);
    const limited = await thumbnail(last!, carol.token);
    expect(limited.status).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await thumbnail(rest[0]!, carol.token)).status).toBe(200);
    // Others are not held up by Carol's fetches.
    expect(
      (await thumbnail(await videoWithImage(bob, `${site.url}/cover.png`), bob.token)).status,
    ).toBe(200);
  });
});

describe(`METADATA_FETCH=off (${testDriver()})`, () => {
  it('fetches no image from outside: 404 lookups_off', async () => {
    const off = await createTestApp({
      metadataFetch: 'off',
      outbound: { allowAddresses: [site.allowance] },
    });
    const user = await signUpUser(off.request);
    const id = await videoWithImage(user, `${site.url}/cover.png`, off);
    const res = await thumbnail(id, user.token, {}, off.app);
    expect(res.status).toBe(404);
    expect(res.json().error.code).toBe('lookups_off');
    expect(site.requests).toEqual([]);
  });
});
