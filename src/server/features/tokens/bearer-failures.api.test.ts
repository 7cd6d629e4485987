import { describe, expect, it } from 'vitest';
import { API_TOKEN_PREFIX } from '@shared/contracts/tokens';
import { BEARER_FAILURES_PER_IP, BEARER_FAILURE_WINDOW_SECONDS } from '@shared/constants';
import { signUpUser } from '@server/test-support/library-fixtures';
import { createQueryLog } from '@server/test-support/query-log';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';

// Decision 0081: API tokens that fail (unknown, revoked, malformed) count per client address,
// as failed sign-ins do; past the limit the address is answered 429 before its token is looked
// up, and, the refusal remembered, without a statement of the shared window either.

let clock = Date.parse('2026-11-20T10:00:00Z');
const queries = createQueryLog();
/** Behind a proxy: each test gives its requests their own X-Forwarded-For address. */
const { request } = await createTestApp({
  now: () => clock,
  trustProxy: true,
  queryLogger: queries.logger,
});
/** Reached directly: X-Forwarded-For means nothing. */
const direct = await createTestApp({ now: () => clock });

let addressCounter = 0;
/** An address no other test uses (TEST-NET-3). */
const newAddress = () => `203.0.113.${++addressCounter}`;

const REFUSED = {
  error: { code: 'invalid_jwt', message: 'This API token is not valid: it may have been revoked.' },
};
const RATE_LIMITED = {
  error: { code: 'rate_limited', message: 'Too many attempts. Please wait and try again.' },
};

/** A token that looks real and was never made. */
const unknownToken = (i: number) => `${API_TOKEN_PREFIX}${`unknown-${i}-`.padEnd(43, 'x')}`;

const libraryWith = (token: string, address: string) =>
  request('GET', '/api/library', { token, headers: { 'X-Forwarded-For': address } });

async function newToken(sessionToken: string, name = 'Script') {
  const res = await request('POST', '/api/tokens', { token: sessionToken, body: { name } });
  expect(res.status).toBe(201);
  return res.body as { id: string; token: string };
}

/** Whether a statement looks a token up by its secret's hash. */
const isLookup = (statement: { sql: string }) => /"api_tokens"\."token_hash" =/.test(statement.sql);
/** Lookups of tokens among the statements run since the last call. */
const tokenLookups = () => queries.take().filter(isLookup);

/** Fails `count` unknown tokens from the address, each answered 401. */
async function failTokens(address: string, count: number) {
  for (let i = 0; i < count; i++) {
    const res = await libraryWith(unknownToken(i), address);
    expect([i, res.status, res.body]).toEqual([i, 401, REFUSED]);
  }
}

describe(`failed API tokens per address (${testDriver()})`, () => {
  it(`refuse the address past ${BEARER_FAILURES_PER_IP}, before any lookup, and no one else`, async () => {
    const flooder = newAddress();
    await failTokens(flooder, BEARER_FAILURES_PER_IP);

    // The first refusal reads the window (on PostgreSQL, in the database), never the token.
    queries.take();
    const first = await libraryWith(unknownToken(999), flooder);
    expect([first.status, first.body]).toEqual([429, RATE_LIMITED]);
    expect(tokenLookups()).toEqual([]);
    for (let i = 0; i < 20; i++) {
      const res = await libraryWith(unknownToken(1000 + i), flooder);
      expect([res.status, res.body]).toEqual([429, RATE_LIMITED]);
      expect(res.headers.get('Retry-After')).toBe(String(BEARER_FAILURE_WINDOW_SECONDS));
    }
    // Not a lookup of the token, nor (the refusal remembered) a statement of any kind.
    expect(queries.take()).toEqual([]);

    // Another address is not held back: its unknown token is looked up and refused.
    const res = await libraryWith(unknownToken(0), newAddress());
    expect([res.status, res.body]).toEqual([401, REFUSED]);
    expect(tokenLookups()).toHaveLength(1);
  });

  it('count malformed and revoked tokens too; a malformed one is never looked up', async () => {
    const user = await signUpUser(request, 'bearer-revoked');
    const revoked = await newToken(user.token);
    await request('DELETE', `/api/tokens/${revoked.id}`, { token: user.token });
    const address = newAddress();
    const malformed = [`${API_TOKEN_PREFIX}short`, `${unknownToken(0)}x`, `${API_TOKEN_PREFIX}`];

    queries.take();
    for (const token of malformed) {
      const res = await libraryWith(token, address);
      expect([res.status, res.body]).toEqual([401, REFUSED]);
    }
    expect(tokenLookups()).toEqual([]);
    await failTokens(address, BEARER_FAILURES_PER_IP - malformed.length - 1);
    expect(await libraryWith(revoked.token, address)).toMatchObject({ status: 401, body: REFUSED });

    const res = await libraryWith(unknownToken(0), address);
    expect([res.status, res.body]).toEqual([429, RATE_LIMITED]);
  });

  it('never count a good token, nor slow one this server already knows', async () => {
    const user = await signUpUser(request, 'bearer-good');
    const known = await newToken(user.token, 'Known');
    const address = newAddress();
    // More good requests than the limit of failures: none of them counts.
    for (let i = 0; i < BEARER_FAILURES_PER_IP + 10; i++) {
      expect((await libraryWith(known.token, address)).status).toBe(200);
    }
    await failTokens(address, BEARER_FAILURES_PER_IP);
    expect((await libraryWith(unknownToken(0), address)).status).toBe(429);

    // Out of failures, the address still gets through with a token this process knows, at no
    // extra statement: no lookup, no count.
    queries.take();
    expect((await libraryWith(known.token, address)).status).toBe(200);
    const statements = queries.take();
    expect(statements.filter(isLookup)).toEqual([]);
    expect(statements.filter((s) => s.params.some((p) => String(p).includes('bearer')))).toEqual(
      [],
    );
    // A token it has not seen yet waits like any other from there.
    const fresh = await newToken(user.token, 'Fresh');
    expect((await libraryWith(fresh.token, address)).status).toBe(429);
    expect((await libraryWith(fresh.token, newAddress())).status).toBe(200);
  });

  it('let the address try again as its failures leave the 15-minute window', async () => {
    const address = newAddress();
    await failTokens(address, 1);
    clock += 5 * 60_000;
    await failTokens(address, BEARER_FAILURES_PER_IP - 1);
    const refused = await libraryWith(unknownToken(0), address);
    expect([refused.status, refused.headers.get('Retry-After')]).toEqual([429, '600']);
    clock += 10 * 60_000;
    expect(await libraryWith(unknownToken(0), address)).toMatchObject({
      status: 401,
      body: REFUSED,
    });
    expect((await libraryWith(unknownToken(1), address)).status).toBe(429);
  });

  it('count by the socket’s address, not X-Forwarded-For, unless TRUST_PROXY', async () => {
    for (let i = 0; i < BEARER_FAILURES_PER_IP; i++) {
      const res = await direct.request('GET', '/api/library', {
        token: unknownToken(i),
        headers: { 'X-Forwarded-For': newAddress() },
      });
      expect(res.status).toBe(401);
    }
    const res = await direct.request('GET', '/api/library', {
      token: unknownToken(0),
      headers: { 'X-Forwarded-For': newAddress() },
    });
    expect([res.status, res.body]).toEqual([429, RATE_LIMITED]);
  });
});
