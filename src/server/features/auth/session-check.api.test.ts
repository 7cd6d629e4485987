import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_SECONDS } from '@shared/constants';
import type { Session } from '@shared/contracts/auth';
import type { Database } from '@server/db/client';
import { collections } from '@server/db/schema';
import { signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp, uniqueEmail } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

// Decision 0061: a signed-in request's session (or API token) is checked by the request's own
// first transaction, not one of its own, and an ended one is refused from the next request on.

let clock = Date.parse('2026-11-20T10:00:00Z');
let transactions = 0;
/** Counts the transactions the app opens, through either door. */
const counted = (db: Database): Database => ({
  ...db,
  system: (fn) => (transactions++, db.system(fn)),
  asUser: (userId, fn, options) => (transactions++, db.asUser(userId, fn, options)),
});
const { request, database } = await createTestApp({
  now: () => clock,
  wrapDb: counted,
  signUpsPerIp: 1_000,
  signInFailuresPerIp: 1_000,
});

const ENDED = { code: 'invalid_jwt', message: 'Invalid JWT: the session has ended.' };
const TOKEN_REVOKED = {
  code: 'invalid_jwt',
  message: 'This API token is not valid: it may have been revoked.',
};

async function twoSessions() {
  const email = uniqueEmail('checked');
  const first = await request<Session>('POST', '/api/auth/signup', {
    body: { email, password: STRONG_PASSWORD },
  });
  const second = await request<Session>('POST', '/api/auth/signin', {
    body: { email, password: STRONG_PASSWORD },
  });
  return { email, first: first.body, second: second.body };
}

/** The transactions one request opened, and its answer. */
async function countedRequest(...args: Parameters<typeof request>) {
  transactions = 0;
  const res = await request(...args);
  return { res, transactions };
}

const collectionCount = async (userId: string) =>
  (
    await database.db.system((tx) =>
      tx.select().from(collections).where(eq(collections.userId, userId)),
    )
  ).length;

/**
 * Every kind of signed-in request refuses an ended session the same way: one whose transaction
 * sets the user (the library), one that opens only the system's (sign-out), and one refused
 * before any transaction (a bad body, checked before it answers 400).
 */
async function expectEnded(token: string) {
  for (const [method, path, body] of [
    ['GET', '/api/library', undefined],
    ['GET', '/api/auth/user', undefined],
    ['POST', '/api/categories', { name: '' }],
    ['POST', '/api/auth/signout', undefined],
  ] as const) {
    const res = await request(method, path, { token, body });
    expect([method, path, res.status, res.body]).toEqual([method, path, 401, { error: ENDED }]);
  }
}

describe(`the session check (${testDriver()})`, () => {
  it('costs a signed-in request no transaction of its own', async () => {
    const { first } = await twoSessions();
    const token = first.access_token;
    for (const path of ['/api/library', '/api/auth/user', '/api/limits?type=video']) {
      const { res, transactions: count } = await countedRequest('GET', path, { token });
      expect([path, res.status, count]).toEqual([path, 200, 1]);
    }
  });

  it('checks a request that opens no transaction once, before it answers', async () => {
    const { first } = await twoSessions();
    const { res, transactions: count } = await countedRequest('POST', '/api/categories', {
      token: first.access_token,
      body: { name: '' },
    });
    expect([res.status, res.body.error.code, count]).toEqual([400, 'validation_failed', 1]);
  });

  it('refuses the session from the request after sign-out, and writes nothing for it', async () => {
    const { first, second } = await twoSessions();
    const before = await collectionCount(first.user.id);
    expect((await request('POST', '/api/auth/signout', { token: first.access_token })).status).toBe(
      204,
    );
    await expectEnded(first.access_token);
    const write = await request('POST', '/api/categories', {
      token: first.access_token,
      body: { name: 'After sign-out' },
    });
    expect([write.status, write.body]).toEqual([401, { error: ENDED }]);
    expect(await collectionCount(first.user.id)).toBe(before);
    expect((await request('GET', '/api/library', { token: second.access_token })).status).toBe(200);
  });

  it('refuses a device signed out from another, and every other after "sign out all"', async () => {
    const { email, first, second } = await twoSessions();
    const listed = await request('GET', '/api/account/sessions', { token: second.access_token });
    const others = (listed.body.sessions as Array<{ id: string; current: boolean }>).filter(
      (s) => !s.current,
    );
    expect(others).toHaveLength(1);
    const out = await request('DELETE', `/api/account/sessions/${others[0]!.id}`, {
      token: second.access_token,
    });
    expect(out.status).toBe(204);
    await expectEnded(first.access_token);

    const third = (
      await request<Session>('POST', '/api/auth/signin', {
        body: { email, password: STRONG_PASSWORD },
      })
    ).body;
    expect((await request('GET', '/api/library', { token: third.access_token })).status).toBe(200);
    await request('POST', '/api/account/sessions/revoke-others', { token: second.access_token });
    await expectEnded(third.access_token);
    expect((await request('GET', '/api/library', { token: second.access_token })).status).toBe(200);
  });

  it('refuses the other sessions after a password change', async () => {
    const { first, second } = await twoSessions();
    const res = await request('POST', '/api/account/password', {
      token: second.access_token,
      body: { current_password: STRONG_PASSWORD, new_password: 'zebra mountain pencil 82 orbit' },
    });
    expect(res.status).toBe(200);
    await expectEnded(first.access_token);
    expect((await request('GET', '/api/library', { token: second.access_token })).status).toBe(200);
  });

  it('refuses the session once a copied refresh token has been used again', async () => {
    const { first } = await twoSessions();
    const refresh = () =>
      request('POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect((await refresh()).status).toBe(200);
    clock += (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000;
    expect((await refresh()).status).toBe(401);
    await expectEnded(first.access_token);
  });

  it('refuses every session and token of a deleted account', async () => {
    const { first, second } = await twoSessions();
    const made = await request('POST', '/api/tokens', {
      token: first.access_token,
      body: { name: 'Script' },
    });
    expect((await request('GET', '/api/library', { token: made.body.token })).status).toBe(200);
    const deleted = await request('POST', '/api/account/delete', {
      token: first.access_token,
      body: { password: STRONG_PASSWORD },
    });
    expect(deleted.status).toBe(204);
    await expectEnded(first.access_token);
    await expectEnded(second.access_token);
    const res = await request('GET', '/api/library', { token: made.body.token });
    expect([res.status, res.body]).toEqual([401, { error: TOKEN_REVOKED }]);
  });
});

describe(`the API token check (${testDriver()})`, () => {
  it('costs a request with a token seen before no transaction of its own', async () => {
    const user = await signUpUser(request, 'token-check');
    const made = await request('POST', '/api/tokens', {
      token: user.token,
      body: { name: 'Script' },
    });
    expect((await request('GET', '/api/library', { token: made.body.token })).status).toBe(200);
    const { res, transactions: count } = await countedRequest('GET', '/api/library', {
      token: made.body.token,
    });
    // On PostgreSQL the token's rate limit is counted in the database (shared by processes),
    // in a transaction of its own; on PGlite in memory.
    const rateLimit = database.db.driver === 'postgres' ? 1 : 0;
    expect([res.status, count]).toEqual([200, 1 + rateLimit]);
  });

  it('refuses a remembered token from the request after its revocation, whatever the route', async () => {
    const user = await signUpUser(request, 'token-revoked');
    const made = await request('POST', '/api/tokens', {
      token: user.token,
      body: { name: 'Script' },
    });
    const token = made.body.token as string;
    expect((await request('GET', '/api/library', { token })).status).toBe(200);
    await request('DELETE', `/api/tokens/${made.body.id}`, { token: user.token });
    for (const [method, path, body] of [
      ['GET', '/api/library', undefined],
      ['POST', '/api/categories', { name: '' }],
      ['POST', '/api/categories', { name: 'After revocation' }],
    ] as const) {
      const res = await request(method, path, { token, body });
      expect([path, res.status, res.body]).toEqual([path, 401, { error: TOKEN_REVOKED }]);
    }
    expect(await collectionCount(user.id)).toBe(1);
  });
});
