import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listen } from '@server/test-support/listening-app';
import { createTestApp, uniqueEmail } from '@server/test-support/test-app';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

// DNS rebinding (decision 0085): a page of another site, once its name resolves to 127.0.0.1,
// reaches a server bound to loopback from the visitor's own browser, which sends that page's
// name as the Host. Such a request is refused before anything runs.

const clientDir = mkdtempSync(join(tmpdir(), 'vidshelf-client-'));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');

const REFUSED = {
  error: {
    code: 'host_not_allowed',
    message:
      'This server does not answer to this host name. Its operator can allow it in ALLOWED_HOSTS.',
  },
};
const REBOUND = 'rebound.attacker.example:3000';

/** A fresh install bound to loopback (HOST's default), sign-up offered to its first visitor. */
const fresh = await createTestApp({ allowSignup: undefined, clientDir });

describe('a server bound to loopback', () => {
  it('refuses a rebound page’s first-account sign-up, and the account is still to take', async () => {
    const attack = await fresh.request('POST', '/api/auth/signup', {
      body: { email: uniqueEmail('attacker'), password: STRONG_PASSWORD },
      headers: { Host: REBOUND },
    });
    expect(attack.status).toBe(421);
    expect(attack.body).toEqual(REFUSED);
    expect(attack.headers.get('Cache-Control')).toBe('no-store');

    const settings = await fresh.request('GET', '/api/auth/settings');
    expect(settings.body).toMatchObject({ signup_enabled: true });
    const owner = await fresh.request('POST', '/api/auth/signup', {
      body: { email: uniqueEmail('owner'), password: STRONG_PASSWORD },
      headers: { Host: 'localhost:3000' },
    });
    expect(owner.status).toBe(201);
  });

  it.each([
    ['an API route', '/api/health'],
    ['the app page', '/'],
    ['an unknown path', '/api/nope'],
  ])('refuses %s under another name', async (_what, path) => {
    const res = await fresh.request('GET', path, { headers: { Host: REBOUND } });
    expect(res.status).toBe(421);
    expect(res.body).toEqual(REFUSED);
  });

  it.each([
    'localhost',
    'localhost:3000',
    '127.0.0.1:3000',
    '127.0.0.2',
    '[::1]:3000',
    'vidshelf.localhost:3000',
  ])('answers Host %s', async (host) => {
    const res = await fresh.request('GET', '/api/health', { headers: { Host: host } });
    expect(res.status).toBe(200);
  });

  it.each(['localhost.attacker.example', '127.0.0.1.nip.io', 'localhost/', '', 'a@localhost'])(
    'refuses Host %j',
    async (host) => {
      const res = await fresh.request('GET', '/api/health', { headers: { Host: host } });
      expect(res.status).toBe(421);
      expect(res.body).toEqual(REFUSED);
    },
  );
});

describe('over a real socket', () => {
  const get = (url: string, path: string, host: string) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const req = httpRequest(new URL(url), { path, headers: { Host: host } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      });
      req.on('error', reject);
      req.end();
    });

  it('reads the Host header the browser sent, and an absolute request line', async () => {
    const server = await listen(fresh.app);
    try {
      expect(await get(server.url, '/api/health', REBOUND)).toEqual({
        status: 421,
        body: REFUSED,
      });
      expect(
        await get(server.url, 'http://rebound.attacker.example/api/health', 'localhost'),
      ).toEqual({ status: 421, body: REFUSED });
      expect((await get(server.url, '/api/health', `localhost:${server.port}`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('ALLOWED_HOSTS', () => {
  it('adds names to a loopback server’s', async () => {
    const { request } = await createTestApp({ allowedHosts: ['vidshelf.example.com'] });
    const as = async (host: string) =>
      (await request('GET', '/api/health', { headers: { Host: host } })).status;
    expect(await as('vidshelf.example.com')).toBe(200);
    expect(await as('VIDSHELF.example.com:8443')).toBe(200);
    expect(await as('localhost')).toBe(200);
    expect(await as('www.vidshelf.example.com')).toBe(421);
    expect(await as(REBOUND)).toBe(421);
  });

  it('is not needed on a server bound to every address, and enforced there once set', async () => {
    const open = await createTestApp({ host: '0.0.0.0' });
    expect((await open.request('GET', '/api/health', { headers: { Host: REBOUND } })).status).toBe(
      200,
    );

    const listed = await createTestApp({ host: '0.0.0.0', allowedHosts: ['192.168.1.20'] });
    const as = async (host: string) =>
      (await listed.request('GET', '/api/health', { headers: { Host: host } })).status;
    expect(await as('192.168.1.20:3000')).toBe(200);
    expect(await as('localhost:3000')).toBe(200);
    expect(await as(REBOUND)).toBe(421);
  });
});
