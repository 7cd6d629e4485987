import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { videos } from '@server/db/schema';
import { CompactLibrarySchema, type Library } from '@shared/contracts/library';
import { expandLibrary } from '@shared/library-wire';
import { seedVideos, setTier, signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { readCompactLibrary } from './library-compact';

// The compact form must stand for exactly the full one (decision 0062), and both must arrive
// compressed as the client accepts, with the version's ETag semantics unchanged.
const { app, request, database } = await createTestApp();
const { db } = database;

async function richLibrary() {
  const user = await signUpUser(request);
  await setTier(db, user.id, 'pro');
  const unsorted = await user.unsortedId();
  const collection = async (name: string) =>
    (await request('POST', '/api/categories', { token: user.token, body: { name } })).body
      .id as string;
  const music = await collection('Mü "sic" 🎵');
  await collection('Empty');
  const talks = await collection('Talks');
  const add = async (url: string, categoryId: string) =>
    (await request('POST', '/api/videos', { token: user.token, body: { url, categoryId } })).body;

  const canonical = await add('https://www.youtube.com/watch?v=dQw4w9WgXcQ', music);
  const short = await add('https://youtu.be/9bZkp7q5f0E', music);
  const other = await add('https://vimeo.com/76979871', talks);
  await add('https://example.com/plain', unsorted);
  await seedVideos(db, user.id, talks, 3);
  await request('PATCH', `/api/videos/${canonical.id}`, {
    token: user.token,
    body: {
      title: 'Custom “title” 🎬',
      url: canonical.url,
      categoryId: music,
      tags: ['zebra', 'Apple', 'éclair', 'banana "b"'],
      note: 'Line one\n\t"quoted" \\ 🎬',
    },
  });
  await request('PATCH', `/api/videos/${other.id}`, {
    token: user.token,
    body: { title: other.title, url: other.url, categoryId: talks, tags: ['Apple', 'talk'] },
  });
  await request('PUT', `/api/videos/${short.id}/watched`, {
    token: user.token,
    body: { watched: true },
  });
  const set = (id: string, fields: Record<string, unknown>) =>
    db.system((tx) =>
      tx
        .update(videos)
        .set(fields)
        .where(sql`${videos.id} = ${id}`),
    );
  // A YouTube video with its own thumbnail, one with none and no channel, one unavailable
  // with a duration; timestamps with microseconds and before 1970.
  await set(short.id, {
    thumbnailUrl: 'https://i.ytimg.com/vi/9bZkp7q5f0E/hqdefault.jpg',
    unavailable: true,
    duration: '613',
    createdAt: sql`'2026-11-21 12:34:56.789987+00'`,
  });
  await set(other.id, {
    thumbnailUrl: null,
    channelName: null,
    createdAt: sql`'1969-12-31 23:59:59.999500+00'`,
  });
  return user;
}

const full = async (token: string) =>
  (await request<Library>('GET', '/api/library', { token })).body;
const compact = async (token: string) => {
  const res = await request('GET', '/api/library?form=compact', { token });
  expect(res.status).toBe(200);
  return { etag: res.headers.get('ETag'), body: CompactLibrarySchema.parse(res.body) };
};

const get = (path: string, token: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { Authorization: `Bearer ${token}`, ...headers } });

describe(`the compact library (${testDriver()})`, () => {
  it('expands to exactly the full library: links of every kind, edits, nulls, tags and unicode', async () => {
    const user = await richLibrary();
    const expected = await full(user.token);
    const { body } = await compact(user.token);
    expect(expandLibrary(body)).toEqual(expected);
    expect(JSON.stringify(expandLibrary(body))).toBe(JSON.stringify(expected));
    // What makes it compact: the canonical YouTube url and thumbnail are not sent.
    const [chunk, ...more] = body.chunks;
    expect(more).toEqual([]);
    expect(chunk?.url.filter((url) => url === null)).toHaveLength(1);
    expect(chunk?.thumbnailUrl.filter((url) => url === null).length).toBeGreaterThan(0);
    expect(chunk?.strings.filter((name) => name === 'Apple')).toEqual(['Apple']);
  });

  it('expands to exactly the full library when read in pages of any size', async () => {
    const user = await richLibrary();
    const expected = JSON.stringify(await full(user.token));
    for (let size = 1; size <= 8; size++) {
      const read = await readCompactLibrary(db, user.id, size);
      const body = CompactLibrarySchema.parse(JSON.parse(read.pieces.join('')));
      expect(JSON.stringify(expandLibrary(body)), `pages of ${size}`).toBe(expected);
      // A chunk per collection's slice of a page, each with its own strings.
      for (const chunk of body.chunks) expect(chunk.id.length).toBeLessThanOrEqual(size);
      if (size === 1)
        expect(body.chunks.map((chunk) => chunk.strings)).toContainEqual(['Apple', 'talk']);
    }
  });

  it('expands an empty library, and shares the full form’s version', async () => {
    const user = await signUpUser(request);
    const { etag, body } = await compact(user.token);
    expect(expandLibrary(body)).toEqual(await full(user.token));
    const again = await request('GET', '/api/library?form=compact', {
      token: user.token,
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    const fullAgain = await request('GET', '/api/library', {
      token: user.token,
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(fullAgain.status).toBe(304);
  });

  it('refuses a form it does not know with 400 validation_failed', async () => {
    const user = await signUpUser(request);
    const res = await request('GET', '/api/library?form=tiny', { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.message).toBe('Choose the form full or compact.');
  });
});

describe(`library answers on the wire (${testDriver()})`, () => {
  const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;

  it('sends br or gzip as Accept-Encoding allows, the same JSON, and identity otherwise', async () => {
    const user = await signUpUser(request);
    await seedVideos(db, user.id, await user.unsortedId(), 40);
    const plain = await get('/api/library', user.token);
    const text = await plain.text();
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toMatch(/\bAccept-Encoding\b/);
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['br;q=0.5, gzip;q=1', 'br'],
    ] as const) {
      const res = await get('/api/library', user.token, { 'Accept-Encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Encoding')).toBe(encoding);
      expect(res.headers.get('Vary')).toMatch(/\bAccept-Encoding\b/);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(res.headers.get('ETag')).toBe(plain.headers.get('ETag'));
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length).toBeLessThan(text.length / 3);
      expect(decoders[encoding](bytes).toString()).toBe(text);
    }
    for (const accept of ['identity', 'gzip;q=0, br;q=0', 'deflate', '*;q=0']) {
      const res = await get('/api/library', user.token, { 'Accept-Encoding': accept });
      expect(res.headers.get('Content-Encoding')).toBeNull();
      expect(await res.text()).toBe(text);
    }
  });

  it('sends a large uncompressed library in pieces, the same text as compressed', async () => {
    const user = await signUpUser(request);
    // About 300 KB of JSON: past the length sent whole.
    await seedVideos(db, user.id, await user.unsortedId(), 800);
    const plain = await get('/api/library', user.token, { 'Accept-Encoding': 'identity' });
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(256 * 1024);
    const br = await get('/api/library', user.token, { 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
    expect((JSON.parse(text) as Library).videos).toHaveLength(800);
  });

  it('answers a 304 as before, and leaves a small answer uncompressed', async () => {
    const user = await signUpUser(request);
    const first = await get('/api/library', user.token, { 'Accept-Encoding': 'br' });
    expect(first.headers.get('Content-Encoding')).toBeNull();
    const body = await first.text();
    expect(body.length).toBeLessThan(1024);
    const etag = first.headers.get('ETag') ?? '';
    const again = await get('/api/library', user.token, {
      'Accept-Encoding': 'br',
      'If-None-Match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Vary')).toMatch(/\bAccept-Encoding\b/);
    expect(await again.text()).toBe('');
  });

  it.each(['/api/library', '/api/library?form=compact'])(
    'answers an unchanged library from its compressed body, though others wrote meanwhile (%s)',
    async (path) => {
      const user = await signUpUser(request);
      const unsorted = await user.unsortedId();
      await seedVideos(db, user.id, unsorted, 40);
      const other = await signUpUser(request);
      const br = { 'Accept-Encoding': 'br' };
      const first = await get(path, user.token, br);
      const bytes = Buffer.from(await first.arrayBuffer());
      const etag = first.headers.get('ETag');
      // Another user's write moves every later snapshot on: a new read would name a new version.
      await request('POST', '/api/categories', { token: other.token, body: { name: 'Theirs' } });
      const again = await get(path, user.token, br);
      expect(again.status).toBe(200);
      expect(again.headers.get('ETag')).toBe(etag);
      expect(again.headers.get('Content-Encoding')).toBe('br');
      expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);
      // Read anew (identity), the same library keeps its version (decision 0086).
      expect((await get(path, user.token)).headers.get('ETag')).toBe(etag);
      // Its own write: read again, with the write in it.
      await request('POST', '/api/categories', { token: user.token, body: { name: 'Mine' } });
      const after = await get(path, user.token, br);
      expect(after.headers.get('ETag')).not.toBe(etag);
      const library = JSON.parse(
        brotliDecompressSync(Buffer.from(await after.arrayBuffer())).toString(),
      ) as Library;
      expect(library.categories.map((collection) => collection.name)).toContain('Mine');
    },
  );

  it('compresses the compact form and the changes too', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    await seedVideos(db, user.id, unsorted, 40);
    const compactRes = await get('/api/library?form=compact', user.token, {
      'Accept-Encoding': 'br',
    });
    expect(compactRes.headers.get('Content-Encoding')).toBe('br');
    const etag = compactRes.headers.get('ETag') ?? '';
    const expanded = expandLibrary(
      CompactLibrarySchema.parse(
        JSON.parse(brotliDecompressSync(Buffer.from(await compactRes.arrayBuffer())).toString()),
      ),
    );
    expect(expanded).toEqual(await full(user.token));
    await seedVideos(db, user.id, unsorted, 40);
    const changes = await get('/api/library/changes', user.token, {
      'Accept-Encoding': 'gzip',
      'If-None-Match': etag,
    });
    expect(changes.status).toBe(200);
    expect(changes.headers.get('Content-Encoding')).toBe('gzip');
    const sent = JSON.parse(gunzipSync(Buffer.from(await changes.arrayBuffer())).toString());
    expect(sent.videos).toHaveLength(40);
  });
});
