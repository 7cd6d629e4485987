import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

const clientDir = mkdtempSync(join(tmpdir(), 'vidshelf-client-'));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');

const { request } = await createTestApp({ clientDir });
const user = await signUpUser(request);

/** The directives of a Content-Security-Policy header, by name. */
const directives = (header: string | null) =>
  Object.fromEntries(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('security headers', () => {
  it.each([
    ['the app page', 'GET', '/settings', undefined],
    ['an API answer', 'GET', '/api/health', undefined],
    ['an API error', 'GET', '/api/library', undefined],
    [
      'a refused body',
      'POST',
      '/api/auth/signin',
      { raw: { body: '{', contentType: 'application/json' } },
    ],
    ['an unknown API path', 'GET', '/api/nope', undefined],
  ] as const)('are on %s', async (_name, method, path, options) => {
    const res = await request(method, path, options);
    const csp = directives(res.headers.get('Content-Security-Policy'));
    expect(csp['default-src']).toEqual(["'self'"]);
    // No inline script, no script from elsewhere.
    expect(csp['script-src']).toEqual(["'self'"]);
    // blob: for other hosts' images, fetched by the server's image proxy (decision 0053).
    expect(csp['img-src']).toEqual(["'self'", 'https://i.ytimg.com', 'data:', 'blob:']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    // The in-app player's frames (docs/product/watching.md#player), and nothing else.
    expect(csp['frame-src']).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('the players allowed to frame', () => {
  it('are the configured YOUTUBE_EMBED_URL and VIMEO_PLAYER_URL origins, exactly', async () => {
    const configured = await createTestApp({
      youtubeEmbedUrl: 'https://invidious.example/embed',
      vimeoPlayerUrl: 'http://127.0.0.1:4010/video',
    });
    const res = await configured.request('GET', '/api/health');
    expect(directives(res.headers.get('Content-Security-Policy'))['frame-src']).toEqual([
      'https://invidious.example',
      'http://127.0.0.1:4010',
    ]);
  });
});

describe('Cache-Control', () => {
  it.each([
    [
      'a new session',
      'POST',
      '/api/auth/signin',
      { body: { email: user.email, password: STRONG_PASSWORD } },
    ],
    ['the signed-in user', 'GET', '/api/auth/user', { token: user.token }],
    ['the library', 'GET', '/api/library', { token: user.token }],
    ['the export', 'GET', '/api/export', { token: user.token }],
    ['a refused refresh', 'POST', '/api/auth/refresh', { body: { refresh_token: 'unknown' } }],
    ['an error', 'GET', '/api/library', undefined],
    ['an unknown API path', 'GET', '/api/nope', undefined],
  ] as const)('is no-store on %s', async (_name, method, path, options) => {
    const res = await request(method, path, options);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('leaves the client files to their own caching', async () => {
    const res = await request('GET', '/settings');
    expect(res.headers.get('Cache-Control')).not.toBe('no-store');
  });
});
