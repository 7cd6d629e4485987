import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Library } from '@shared/contracts/library';
import { seedVideos, signUpUser } from '@server/test-support/library-fixtures';
import { TEST_JWT_SECRET, createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { createLibraryEtags } from './library-etag';

// Library answers must arrive compressed as the client accepts (decision 0062), with the
// version's ETag semantics unchanged.
const { app, request, database } = await createTestApp();
const { db } = database;

const get = (path: string, token: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { Authorization: `Bearer ${token}`, ...headers } });

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

  it('answers an unchanged library from its compressed body, though others wrote meanwhile', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    await seedVideos(db, user.id, unsorted, 40);
    const other = await signUpUser(request);
    const br = { 'Accept-Encoding': 'br' };
    const first = await get('/api/library', user.token, br);
    const bytes = Buffer.from(await first.arrayBuffer());
    const etag = first.headers.get('ETag');
    // Another user's write moves every later snapshot on: a new read would name a new version.
    await request('POST', '/api/categories', { token: other.token, body: { name: 'Theirs' } });
    const again = await get('/api/library', user.token, br);
    expect(again.status).toBe(200);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Content-Encoding')).toBe('br');
    expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);
    // Read anew (identity), the same library keeps its version (decision 0086).
    expect((await get('/api/library', user.token)).headers.get('ETag')).toBe(etag);
    // Its own write: read again, with the write in it.
    await request('POST', '/api/categories', { token: user.token, body: { name: 'Mine' } });
    const after = await get('/api/library', user.token, br);
    expect(after.headers.get('ETag')).not.toBe(etag);
    const library = JSON.parse(
      brotliDecompressSync(Buffer.from(await after.arrayBuffer())).toString(),
    ) as Library;
    expect(library.categories.map((collection) => collection.name)).toContain('Mine');
  });

  // Each server process seals its own tag for a version (decision 0086): a client behind a load
  // balancer holds one another process issued, and it is as current as the one kept here.
  it('answers 304 to a current version under another tag, though a compressed body is kept', async () => {
    const user = await signUpUser(request);
    await seedVideos(db, user.id, await user.unsortedId(), 40);
    const br = { 'Accept-Encoding': 'br' };
    const kept = (await get('/api/library', user.token, br)).headers.get('ETag') ?? '';
    const etags = createLibraryEtags(TEST_JWT_SECRET);
    const otherProcesses = etags.issue(user.id, etags.open(kept, user.id)!);
    expect(otherProcesses).not.toBe(kept);
    const again = await get('/api/library', user.token, { ...br, 'If-None-Match': otherProcesses });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('compresses the changes too', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    await seedVideos(db, user.id, unsorted, 40);
    const loaded = await get('/api/library', user.token);
    const etag = loaded.headers.get('ETag') ?? '';
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
