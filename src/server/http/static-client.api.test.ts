import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@server/test-support/test-app';

// A stand-in build: what `vite build` writes to dist/client.
const clientDir = mkdtempSync(join(tmpdir(), 'vidshelf-client-'));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
const INDEX = '<!doctype html><title>Vidshelf</title><div id="root"></div>';
writeFileSync(join(clientDir, 'index.html'), INDEX);
writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1);');
// What the build's precompress step writes beside it (contents stand in for the compressed bytes).
writeFileSync(join(clientDir, 'assets', 'index-abc123.js.br'), 'brotli bytes');
writeFileSync(join(clientDir, 'assets', 'index-abc123.js.gz'), 'gzip bytes');
// The installable app's files (vite-plugin-pwa and public/).
writeFileSync(join(clientDir, 'sw.js'), 'self.skipWaiting();');
writeFileSync(join(clientDir, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js");');
writeFileSync(join(clientDir, 'workbox-d8ed3718.js'), 'define([], () => {});');
writeFileSync(join(clientDir, 'manifest.webmanifest'), '{"name":"Vidshelf"}');

const { request } = await createTestApp({ clientDir });

describe('serving the built client', () => {
  it.each(['/', '/auth', '/settings', '/no/such/page', '/assets/', '/assets'])(
    'answers %s with the app’s index.html, never cached',
    async (path) => {
      const res = await request('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await request('GET', '/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log(1);');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', 'brotli bytes'],
    ['gzip, deflate', 'gzip', 'gzip bytes'],
  ])(
    'sends the precompressed file to a browser accepting %s, cached and typed as the original',
    async (acceptEncoding, encoding, body) => {
      const res = await request('GET', '/assets/index-abc123.js', {
        headers: { 'Accept-Encoding': acceptEncoding },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Encoding')).toBe(encoding);
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      expect(res.headers.get('Content-Type')).toMatch(/javascript/);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe(body);
    },
  );

  it('serves other public files', async () => {
    const res = await request('GET', '/favicon.svg');
    expect(res.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
  });

  it.each([
    ['/sw.js', /^text\/javascript/],
    ['/registerSW.js', /^text\/javascript/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
  ])(
    'serves %s typed and revalidated on every load, so a deploy shows next time',
    async (path, type) => {
      const res = await request('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(type);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
    },
  );

  it('serves the service worker’s Workbox runtime as a script', async () => {
    const res = await request('GET', '/workbox-d8ed3718.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/);
  });

  it('keeps unknown API paths JSON 404s', async () => {
    const res = await request('GET', '/api/unknown');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('does not serve files outside the build', async () => {
    const res = await request('GET', '/..%2F..%2Fetc%2Fpasswd');
    expect(res.body).not.toMatch(/root:/);
  });
});
