import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@shared/contracts/auth';
import { OPENAPI_PATH } from '@server/app';
import { executeRows } from '@server/db/execute-rows';
import { createTestApp, uniqueEmail, type TestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

// docs/product/security.md#rate-limits: sign-in, sign-up and refresh are rate limited, with the
// default limits: 10 failed sign-ins per account and 50 per address in 15 minutes, 20 sign-ups per
// address an hour, 60 refreshes per address a minute. The clock is injected; each test starts past
// every window.

let clock = Date.UTC(2030, 0, 1);
const now = () => clock;
afterEach(() => {
  clock += 24 * 60 * 60 * 1000;
});

/** Behind a proxy: each test gives its requests their own X-Forwarded-For address. */
const proxied = await createTestApp({ now, trustProxy: true });
/** Reached directly: X-Forwarded-For means nothing. */
const direct = await createTestApp({ now });

const RATE_LIMITED = {
  error: { code: 'rate_limited', message: 'Too many attempts. Please wait and try again.' },
};
const INVALID_CREDENTIALS = {
  error: { code: 'invalid_credentials', message: 'Invalid login credentials' },
};

let addressCounter = 0;
/** An address no other test uses (TEST-NET-2). */
const newAddress = () => `198.51.100.${++addressCounter}`;
const from = (address: string) => ({ 'X-Forwarded-For': address });

function signIn(app: TestApp, email: string, password: string, headers = {}) {
  return app.request('POST', '/api/auth/signin', { body: { email, password }, headers });
}

async function signUp(app: TestApp, address: string, email = uniqueEmail('limits')) {
  const res = await app.request<Session>('POST', '/api/auth/signup', {
    body: { email, password: STRONG_PASSWORD },
    headers: from(address),
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** Wrong passwords until `count` have failed, each answered 401 invalid_credentials. */
async function failSignIns(app: TestApp, email: string, count: number, headers = {}) {
  for (let i = 0; i < count; i++) {
    const res = await signIn(app, email, `wrong password ${i}`, headers);
    expect(res.status, `failure ${i + 1}`).toBe(401);
    expect(res.body).toEqual(INVALID_CREDENTIALS);
  }
}

/** Rows in every table a sign-in, sign-up or refresh writes: equal counts, nothing written. */
const rowCounts = (app: TestApp) =>
  app.database.db.system((tx) =>
    executeRows<Record<string, string>>(
      tx,
      sql`select (select count(*) from users) as users,
        (select count(*) from sessions) as sessions,
        (select count(*) from refresh_tokens) as tokens,
        (select count(*) from categories) as categories`,
    ),
  );

describe(`failed sign-ins per account (${testDriver()})`, () => {
  it('the 11th attempt after 10 wrong passwords is 429 rate_limited with Retry-After', async () => {
    const address = newAddress();
    const { user } = await signUp(proxied, address);
    await failSignIns(proxied, user.email, 10, from(address));

    const res = await signIn(proxied, user.email, 'yet another guess', from(address));
    expect(res.status).toBe(429);
    expect(res.body).toEqual(RATE_LIMITED);
    expect(res.headers.get('Retry-After')).toBe('900');
  });

  it('refuses even the right password while locked, from any address, and writes nothing', async () => {
    const { user } = await signUp(proxied, newAddress());
    await failSignIns(proxied, user.email, 10, from(newAddress()));
    const before = await rowCounts(proxied);

    for (const address of [newAddress(), newAddress()]) {
      const res = await signIn(proxied, user.email, STRONG_PASSWORD, from(address));
      expect(res.status).toBe(429);
      expect(res.body).toEqual(RATE_LIMITED);
    }
    expect(await rowCounts(proxied)).toEqual(before);
  });

  it('locks an unknown e-mail exactly as it locks a real account', async () => {
    const { user } = await signUp(proxied, newAddress());
    const unknown = uniqueEmail('nobody');
    const [realFrom, unknownFrom] = [from(newAddress()), from(newAddress())];
    for (let i = 0; i < 10; i++) {
      await signIn(proxied, user.email, 'wrong', realFrom);
      await signIn(proxied, unknown, 'wrong', unknownFrom);
      clock += 1000;
    }

    // Raw answers, byte for byte: status, every header, body.
    const raw = async (email: string, headers: Record<string, string>) => {
      const res = await proxied.app.request('/api/auth/signin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ email, password: STRONG_PASSWORD }),
      });
      return { status: res.status, headers: [...res.headers.entries()], body: await res.text() };
    };
    const real = await raw(user.email, realFrom);
    const made = await raw(unknown, unknownFrom);
    expect(real.status).toBe(429);
    expect(real.headers).toContainEqual(['retry-after', '890']);
    expect(made).toEqual(real);
  });

  it('counts the e-mail as sign-in matches it: any case, surrounding spaces', async () => {
    const { user } = await signUp(proxied, newAddress());
    const address = from(newAddress());
    await failSignIns(proxied, user.email.toUpperCase(), 5, address);
    await failSignIns(proxied, `  ${user.email}  `, 5, address);
    expect((await signIn(proxied, user.email, STRONG_PASSWORD, address)).status).toBe(429);
  });

  it('frees one attempt as each failure leaves the 15-minute window', async () => {
    const { user } = await signUp(proxied, newAddress());
    const address = from(newAddress());
    for (let i = 0; i < 10; i++) {
      await failSignIns(proxied, user.email, 1, address);
      clock += 1000;
    }
    const locked = await signIn(proxied, user.email, STRONG_PASSWORD, address);
    expect(locked.headers.get('Retry-After')).toBe('890');

    clock += 889_000;
    expect((await signIn(proxied, user.email, STRONG_PASSWORD, address)).status).toBe(429);
    clock += 1000;
    // The first failure has left the window: one more guess, then locked again until the second.
    await failSignIns(proxied, user.email, 1, address);
    const again = await signIn(proxied, user.email, STRONG_PASSWORD, address);
    expect(again.status).toBe(429);
    expect(again.headers.get('Retry-After')).toBe('1');

    clock += 1000;
    const res = await signIn(proxied, user.email, STRONG_PASSWORD, address);
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
  });

  it('starts the count again after a successful sign-in', async () => {
    const { user } = await signUp(proxied, newAddress());
    const address = from(newAddress());
    await failSignIns(proxied, user.email, 9, address);
    expect((await signIn(proxied, user.email, STRONG_PASSWORD, address)).status).toBe(200);
    await failSignIns(proxied, user.email, 10, address);
    expect((await signIn(proxied, user.email, STRONG_PASSWORD, address)).status).toBe(429);
  });

  it('does not count requests the contract refuses (400)', async () => {
    const { user } = await signUp(proxied, newAddress());
    const address = from(newAddress());
    for (let i = 0; i < 30; i++) {
      const missing = await proxied.request('POST', '/api/auth/signin', {
        body: { email: user.email },
        headers: address,
      });
      expect(missing.status).toBe(400);
      const empty = await signIn(proxied, user.email, '', address);
      expect(empty.status).toBe(400);
    }
    await failSignIns(proxied, user.email, 10, address);
    expect((await signIn(proxied, user.email, STRONG_PASSWORD, address)).status).toBe(429);
  });
});

describe('failed sign-ins per address', () => {
  it('allows 50 from one address across any e-mails; other addresses are not affected', async () => {
    const owner = await signUp(proxied, newAddress());
    const attacker = from(newAddress());
    for (let i = 0; i < 50; i++) await failSignIns(proxied, uniqueEmail('spray'), 1, attacker);

    const res = await signIn(proxied, uniqueEmail('spray'), 'guess', attacker);
    expect(res.status).toBe(429);
    expect(res.body).toEqual(RATE_LIMITED);
    expect(res.headers.get('Retry-After')).toBe('900');
    expect((await signIn(proxied, owner.user.email, STRONG_PASSWORD, attacker)).status).toBe(429);

    const bystander = from(newAddress());
    expect((await signIn(proxied, owner.user.email, STRONG_PASSWORD, bystander)).status).toBe(200);
    await failSignIns(proxied, uniqueEmail('other'), 1, bystander);
  });

  it('takes back the slot of a sign-in that succeeds', async () => {
    // Two accounts, each within its successful sign-ins an hour (decision 0081).
    const accounts = [await signUp(proxied, newAddress()), await signUp(proxied, newAddress())];
    const address = from(newAddress());
    for (let i = 0; i < 60; i++) {
      const { user } = accounts[i % 2]!;
      expect((await signIn(proxied, user.email, STRONG_PASSWORD, address)).status).toBe(200);
    }
    await failSignIns(proxied, uniqueEmail('spray'), 10, address);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    for (let i = 0; i < 50; i++) {
      await failSignIns(direct, uniqueEmail('spray'), 1, from(newAddress()));
    }
    const res = await signIn(direct, uniqueEmail('spray'), 'guess', from(newAddress()));
    expect(res.status).toBe(429);
    expect(res.body).toEqual(RATE_LIMITED);
  });
});

describe('sign-ups per address', () => {
  it('allows 20 an hour, whatever their outcome; the 21st is refused and creates nothing', async () => {
    const address = newAddress();
    // Bodies the contract refuses do not count.
    for (let i = 0; i < 25; i++) {
      const res = await proxied.request('POST', '/api/auth/signup', {
        body: { email: 'not an e-mail', password: STRONG_PASSWORD },
        headers: from(address),
      });
      expect(res.status).toBe(400);
    }
    const weak = await proxied.request('POST', '/api/auth/signup', {
      body: { email: uniqueEmail(), password: 'password' },
      headers: from(address),
    });
    expect(weak.status).toBe(422);
    for (let i = 0; i < 19; i++) await signUp(proxied, address);

    const before = await rowCounts(proxied);
    const refused = await proxied.request('POST', '/api/auth/signup', {
      body: { email: uniqueEmail('refused'), password: STRONG_PASSWORD },
      headers: from(address),
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(RATE_LIMITED);
    expect(refused.headers.get('Retry-After')).toBe('3600');
    expect(await rowCounts(proxied)).toEqual(before);

    await signUp(proxied, newAddress());
    clock += 3600_000;
    await signUp(proxied, address);
  });
});

describe('refreshes per address', () => {
  it('allows 60 a minute; the 61st is refused and leaves the refresh token unused', async () => {
    const session = await signUp(proxied, newAddress());
    const address = from(newAddress());
    for (let i = 0; i < 60; i++) {
      const res = await proxied.request('POST', '/api/auth/refresh', {
        body: { refresh_token: `not-a-token-${i}` },
        headers: address,
      });
      expect(res.status).toBe(401);
    }

    const before = await rowCounts(proxied);
    const refused = await proxied.request('POST', '/api/auth/refresh', {
      body: { refresh_token: session.refresh_token },
      headers: address,
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(RATE_LIMITED);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(await rowCounts(proxied)).toEqual(before);

    // The token was not used up: another address exchanges it, once.
    const elsewhere = await proxied.request<Session>('POST', '/api/auth/refresh', {
      body: { refresh_token: session.refresh_token },
      headers: from(newAddress()),
    });
    expect(elsewhere.status).toBe(200);
    clock += 60_000;
    const later = await proxied.request('POST', '/api/auth/refresh', {
      body: { refresh_token: elsewhere.body.refresh_token },
      headers: address,
    });
    expect(later.status).toBe(200);
  });
});

describe('over a real socket', () => {
  const server = serve({ fetch: direct.app.fetch, port: 0, hostname: '127.0.0.1' });
  let port = 0;
  beforeAll(async () => {
    if (!server.listening) await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A refresh sent from `localAddress` (any 127.x.y.z is this machine), with extra headers. */
  const refreshFrom = (localAddress: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/auth/refresh',
          method: 'POST',
          localAddress,
          headers: { 'Content-Type': 'application/json', ...headers },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }),
          );
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ refresh_token: 'not-a-token' }));
    });

  it('counts per peer address, whatever X-Forwarded-For says', async () => {
    for (let i = 0; i < 60; i++) {
      expect((await refreshFrom('127.0.0.2', from(newAddress()))).status).toBe(401);
    }
    expect(await refreshFrom('127.0.0.2', from(newAddress()))).toEqual({
      status: 429,
      retryAfter: '60',
    });
    expect((await refreshFrom('127.0.0.3')).status).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it.each(['/api/auth/signin', '/api/auth/signup', '/api/auth/refresh'])(
    'documents 429 rate_limited with Retry-After on %s',
    async (path) => {
      const doc = await proxied.request('GET', OPENAPI_PATH);
      const response = doc.body.paths[path].post.responses['429'];
      expect(response.description).toMatch(/^rate_limited: /);
      expect(response.headers['Retry-After'].schema).toEqual({ type: 'integer', minimum: 1 });
      expect(response.content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/Error',
      });
    },
  );
});
