import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '@server/app';
import { apiTokens } from '@server/db/schema';
import { fetchLibrary, signUpUser } from '@server/test-support/library-fixtures';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { API_TOKENS_PER_USER_MAX } from '@shared/contracts/tokens';
import { API_TOKEN_REQUESTS_PER_MINUTE, API_TOKENS_MADE_PER_HOUR } from './tokens.service';

let clock = Date.parse('2026-11-20T10:00:00Z');
const { request, database } = await createTestApp({ now: () => clock });
const HOUR = 60 * 60 * 1000;

async function newToken(token: string, name = 'My script') {
  const res = await request('POST', '/api/tokens', { token, body: { name } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; name: string; token: string };
}

describe(`API tokens (${testDriver()})`, () => {
  it('are made with a name, shown once, listed without their secret, and stored hashed', async () => {
    const user = await signUpUser(request, 'tokens');
    const made = await newToken(user.token, '  Laptop script  ');
    expect(made.name).toBe('Laptop script');
    expect(made.token).toMatch(/^vs_pat_[A-Za-z0-9_-]{43}$/);
    const listed = await request('GET', '/api/tokens', { token: user.token });
    expect(listed.body).toEqual({
      tokens: [
        { id: made.id, name: 'Laptop script', createdAt: expect.any(String), lastUsedAt: null },
      ],
    });
    expect(JSON.stringify(listed.body)).not.toContain(made.token);
    const [row] = await database.db.system((tx) =>
      tx.select().from(apiTokens).where(eq(apiTokens.id, made.id)),
    );
    expect(row?.tokenHash).toBe(createHash('sha256').update(made.token).digest('hex'));
    const blank = await request('POST', '/api/tokens', { token: user.token, body: { name: ' ' } });
    expect([blank.status, blank.body.error.message]).toEqual([
      400,
      'Name the token, e.g. after the device or script that uses it.',
    ]);
  });

  it('work on the library API as their owner, with the same isolation as a session', async () => {
    const alice = await signUpUser(request, 'alice');
    const bob = await signUpUser(request, 'bob');
    const { token } = await newToken(alice.token);
    const music = await request('POST', '/api/categories', { token, body: { name: 'Music' } });
    expect(music.status).toBe(201);
    const saved = await request('POST', '/api/videos', {
      token,
      body: { url: 'https://example.com/song', categoryId: music.body.id },
    });
    expect(saved.status).toBe(201);
    const library = await fetchLibrary(request, token);
    expect(library.videos.map((v) => v.url)).toEqual(['https://example.com/song']);
    expect((await request('GET', '/api/limits?type=video', { token })).status).toBe(200);
    expect((await request('GET', '/api/export', { token })).status).toBe(200);
    const listed = await request('GET', '/api/tokens', { token: alice.token });
    expect(listed.body.tokens[0].lastUsedAt).not.toBeNull();

    // Bob's token reaches none of Alice's rows.
    const bobs = await newToken(bob.token);
    const foreign = await request('DELETE', `/api/videos/${saved.body.id}`, { token: bobs.token });
    expect([foreign.status, foreign.body.error.code]).toEqual([404, 'not_found']);
    expect((await fetchLibrary(request, bobs.token)).videos).toEqual([]);
  });

  it('cannot manage tokens, the password, the sessions or the account', async () => {
    const user = await signUpUser(request, 'limited');
    const made = await newToken(user.token);
    const token = made.token;
    for (const [method, path, body] of [
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/tokens', { name: 'Another' }],
      ['DELETE', `/api/tokens/${made.id}`, undefined],
      [
        'POST',
        '/api/account/password',
        { current_password: STRONG_PASSWORD, new_password: `${STRONG_PASSWORD}!` },
      ],
      ['POST', '/api/account/delete', { password: STRONG_PASSWORD }],
      ['GET', '/api/account/sessions', undefined],
      ['POST', '/api/auth/signout', undefined],
    ] as const) {
      const res = await request(method, path, { token, ...(body ? { body } : {}) });
      expect([path, res.status, res.body.error]).toEqual([
        path,
        403,
        {
          code: 'token_not_allowed',
          message:
            'API tokens cannot do this: sign in to Vidshelf to manage tokens, your password or your account.',
        },
      ]);
    }
    expect((await request('GET', '/api/tokens', { token: user.token })).body.tokens).toHaveLength(
      1,
    );
  });

  it('are refused from the request after they are revoked, and unknown ones never pass', async () => {
    const user = await signUpUser(request, 'revoke');
    const made = await newToken(user.token);
    expect((await request('GET', '/api/library', { token: made.token })).status).toBe(200);
    expect((await request('DELETE', `/api/tokens/${made.id}`, { token: user.token })).status).toBe(
      204,
    );
    for (const token of [made.token, 'vs_pat_not-a-real-token', `${made.token}x`]) {
      const res = await request('GET', '/api/library', { token });
      expect([res.status, res.body.error]).toEqual([
        401,
        { code: 'invalid_jwt', message: 'This API token is not valid: it may have been revoked.' },
      ]);
    }
    const again = await request('DELETE', `/api/tokens/${made.id}`, { token: user.token });
    expect(again.status).toBe(404);
  });

  it('are rate limited per token', async () => {
    const user = await signUpUser(request, 'busy');
    const busy = await newToken(user.token, 'Busy');
    const calm = await newToken(user.token, 'Calm');
    for (let i = 0; i < API_TOKEN_REQUESTS_PER_MINUTE; i++) {
      const res = await request('GET', '/api/limits?type=video', { token: busy.token });
      expect(res.status).toBe(200);
    }
    const over = await request('GET', '/api/limits?type=video', { token: busy.token });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('rate_limited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another token of the same user, and the user's session, are not held back.
    expect((await request('GET', '/api/limits?type=video', { token: calm.token })).status).toBe(
      200,
    );
    expect((await request('GET', '/api/limits?type=video', { token: user.token })).status).toBe(
      200,
    );
    // Revoked while over its limit: refused as revoked, though this process remembered it.
    await request('DELETE', `/api/tokens/${busy.id}`, { token: user.token });
    const revoked = await request('GET', '/api/limits?type=video', { token: busy.token });
    expect([revoked.status, revoked.body.error.code]).toEqual([401, 'invalid_jwt']);
  });

  it('are documented: the library routes list the token scheme, the others only sessions', async () => {
    const doc = (await request('GET', OPENAPI_PATH)).body;
    expect(doc.components.securitySchemes.apiToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const security = (path: string, method: string) => doc.paths[path][method].security;
    expect(security('/api/videos', 'post')).toEqual([{ bearerAuth: [] }, { apiToken: [] }]);
    expect(security('/api/library', 'get')).toEqual([{ bearerAuth: [] }, { apiToken: [] }]);
    expect(security('/api/tokens', 'post')).toEqual([{ bearerAuth: [] }]);
    expect(security('/api/account/password', 'post')).toEqual([{ bearerAuth: [] }]);
  });
});

/** The account's security events about its tokens, newest first: type and the token's name. */
async function tokenEvents(sessionToken: string) {
  const res = await request('GET', '/api/account/events', { token: sessionToken });
  expect(res.status).toBe(200);
  return (res.body.events as { type: string; detail: string | null }[])
    .filter((event) => event.type.startsWith('api_token'))
    .map((event) => [event.type, event.detail]);
}

describe(`how many API tokens (${testDriver()})`, () => {
  it(`are capped at ${API_TOKENS_PER_USER_MAX} an account: the next is 409 and says to revoke one`, async () => {
    const user = await signUpUser(request, 'many-tokens');
    const other = await signUpUser(request, 'few-tokens');
    // All but the last place taken, as if made over weeks.
    await database.db.system((tx) =>
      tx.insert(apiTokens).values(
        Array.from({ length: API_TOKENS_PER_USER_MAX - 1 }, (_, i) => ({
          userId: user.id,
          name: `Script ${i}`,
          tokenHash: `hash of script ${user.id} ${i}`,
        })),
      ),
    );
    const last = await newToken(user.token, 'The last one');
    const over = await request('POST', '/api/tokens', {
      token: user.token,
      body: { name: 'One too many' },
    });
    expect([over.status, over.body.error]).toEqual([
      409,
      {
        code: 'token_limit_reached',
        message:
          'You have 100 API tokens, the most an account may have: revoke one you no longer use before you create another.',
      },
    ]);
    const listed = await request('GET', '/api/tokens', { token: user.token });
    expect(listed.body.tokens).toHaveLength(API_TOKENS_PER_USER_MAX);
    // Another account has its own room.
    await newToken(other.token, 'Elsewhere');
    // Revoking one makes room for one.
    await request('DELETE', `/api/tokens/${last.id}`, { token: user.token });
    await newToken(user.token, 'In its place');
  });

  it(`are made at most ${API_TOKENS_MADE_PER_HOUR} an hour per account, a refusal counting none`, async () => {
    const user = await signUpUser(request, 'token-maker');
    for (let i = 0; i < API_TOKENS_MADE_PER_HOUR - 1; i++) {
      const made = await newToken(user.token, `Token ${i}`);
      await request('DELETE', `/api/tokens/${made.id}`, { token: user.token });
    }
    const blank = await request('POST', '/api/tokens', { token: user.token, body: { name: '' } });
    expect(blank.status).toBe(400);
    await newToken(user.token, 'The last this hour');
    const over = await request('POST', '/api/tokens', {
      token: user.token,
      body: { name: 'Too soon' },
    });
    expect([over.status, over.body.error]).toEqual([
      429,
      {
        code: 'rate_limited',
        message: 'Too many API tokens were created in the last hour. Please wait and try again.',
      },
    ]);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not held back; an hour later, this one is not either.
    await newToken((await signUpUser(request, 'token-maker-2')).token, 'Mine');
    clock += HOUR;
    const later = await request('POST', '/api/auth/signin', {
      body: { email: user.email, password: STRONG_PASSWORD },
    });
    await newToken(later.body.access_token, 'Next hour');
  });
});

describe(`API tokens in the security events (${testDriver()})`, () => {
  it('record each token made and revoked, by its name and by who revoked it', async () => {
    const user = await signUpUser(request, 'token-events');
    const script = await newToken(user.token, 'Laptop script');
    const extension = await newToken(user.token, 'Browser extension (Chrome on Linux)');
    expect(
      (await request('DELETE', `/api/tokens/${script.id}`, { token: user.token })).status,
    ).toBe(204);
    expect(
      (await request('DELETE', '/api/tokens/current', { token: extension.token })).status,
    ).toBe(204);
    expect(await tokenEvents(user.token)).toEqual([
      ['api_token_disconnected', 'Browser extension (Chrome on Linux)'],
      ['api_token_revoked', 'Laptop script'],
      ['api_token_created', 'Browser extension (Chrome on Linux)'],
      ['api_token_created', 'Laptop script'],
    ]);
    // A refused make or revoke records nothing.
    await request('DELETE', `/api/tokens/${script.id}`, { token: user.token });
    await request('POST', '/api/tokens', { token: user.token, body: { name: ' ' } });
    expect(await tokenEvents(user.token)).toHaveLength(4);
  });
});

describe(`the calling API token (${testDriver()})`, () => {
  it('tells a client what it is connected to, and revokes itself when it disconnects', async () => {
    const user = await signUpUser(request, 'current');
    const made = await newToken(user.token, 'Browser extension (Chrome on Linux)');
    const current = await request('GET', '/api/tokens/current', { token: made.token });
    expect([current.status, current.body]).toEqual([
      200,
      {
        id: made.id,
        name: 'Browser extension (Chrome on Linux)',
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        email: user.email,
      },
    ]);
    const other = await newToken(user.token, 'Script');
    expect((await request('DELETE', '/api/tokens/current', { token: made.token })).status).toBe(
      204,
    );
    const after = await request('GET', '/api/tokens/current', { token: made.token });
    expect([after.status, after.body.error.code]).toEqual([401, 'invalid_jwt']);
    // Only itself: the user's other token still works.
    const left = await request('GET', '/api/tokens', { token: user.token });
    expect(left.body.tokens.map((token: { id: string }) => token.id)).toEqual([other.id]);
    expect((await request('GET', '/api/library', { token: other.token })).status).toBe(200);
  });

  it('is no route for a signed-in session, which changes nothing there', async () => {
    const user = await signUpUser(request, 'current-session');
    await newToken(user.token);
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await request(method, '/api/tokens/current', { token: user.token });
      expect([res.status, res.body.error]).toEqual([
        404,
        { code: 'not_found', message: 'This request was not sent with an API token.' },
      ]);
    }
    expect((await request('GET', '/api/tokens', { token: user.token })).body.tokens).toHaveLength(
      1,
    );
    const doc = (await request('GET', OPENAPI_PATH)).body;
    expect(doc.paths['/api/tokens/current'].delete.security).toEqual([
      { bearerAuth: [] },
      { apiToken: [] },
    ]);
  });
});
