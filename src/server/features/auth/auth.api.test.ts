import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Session } from '@shared/contracts/auth';
import { executeRows } from '@server/db/execute-rows';
import { users } from '@server/db/schema';
import { TEST_JWT_SECRET, createTestApp, uniqueEmail } from '@server/test-support/test-app';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

let clock = Date.now();
// More sign-ups than the default 20 an hour from the one in-process address. The limits
// themselves are tested in rate-limits.api.test.ts.
const { request, database } = await createTestApp({ now: () => clock, signUpsPerIp: 100 });

async function signUp(email = uniqueEmail(), password = STRONG_PASSWORD) {
  const res = await request<Session>('POST', '/api/auth/signup', { body: { email, password } });
  expect(res.status).toBe(201);
  return res.body;
}

const refresh = (refresh_token: string) =>
  request('POST', '/api/auth/refresh', { body: { refresh_token } });
const me = (token: string) => request('GET', '/api/auth/user', { token });

describe('sign-up', () => {
  it('creates the account and answers a session', async () => {
    const email = uniqueEmail('new');
    const session = await signUp(email);
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { email, display_name: null },
    });
    expect(session.expires_at).toBe(Math.floor(clock / 1000) + 3600);
    expect(session.refresh_token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
    expect((await me(session.access_token)).body).toEqual({ user: session.user });
  });

  it('refuses an e-mail already taken in another case', async () => {
    const email = uniqueEmail('Taken');
    await signUp(email);
    const res = await request('POST', '/api/auth/signup', {
      body: { email: email.toUpperCase(), password: STRONG_PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('email_exists');
  });

  it.each([
    ['too short', 'Xq7#vb', ['length', 'guessable']],
    ['ten random characters', 'k#8Vq!2zR4', []],
    ['a common password', 'password123', ['guessable']],
    ['a dictionary phrase', 'iloveyou', ['guessable']],
    ['keyboard walk', 'qwertyuiop', ['guessable']],
  ])('judges %s', async (_name, password, expected) => {
    const res = await request('POST', '/api/auth/signup', {
      body: { email: uniqueEmail(), password },
    });
    if (expected.length === 0) {
      expect(res.status).toBe(201);
      return;
    }
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('weak_password');
    expect(res.body.error.reasons.map((r: { code: string }) => r.code)).toEqual(expected);
    for (const reason of res.body.error.reasons) expect(reason.message).toMatch(/\w/);
  });

  it('says exactly why a short password is refused', async () => {
    const res = await request('POST', '/api/auth/signup', {
      body: { email: uniqueEmail(), password: 'abc' },
    });
    expect(res.body.error.reasons[0]).toEqual({
      code: 'length',
      message: 'Password should be at least 8 characters.',
    });
  });

  it('accepts a long password whole, without truncating it', async () => {
    const email = uniqueEmail('long');
    const password = `${'correct horse battery staple '.repeat(3)}Zebra!91`; // 95 characters
    await signUp(email, password);
    const prefix = password.slice(0, 72); // where bcrypt would have cut
    const wrong = await request('POST', '/api/auth/signin', { body: { email, password: prefix } });
    expect(wrong.status).toBe(401);
    const right = await request('POST', '/api/auth/signin', { body: { email, password } });
    expect(right.status).toBe(200);
  });

  it('gives every new user an "Unsorted" collection, first, in the same transaction', async () => {
    const session = await signUp();
    const rows = await database.db.system((tx) =>
      tx.query.collections.findMany({ where: (c, { eq }) => eq(c.userId, session.user.id) }),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Unsorted', isDefault: true });
  });
});

describe('sign-in', () => {
  it('signs in with the right password, in any e-mail case', async () => {
    const email = uniqueEmail('Mixed');
    await signUp(email);
    const res = await request<Session>('POST', '/api/auth/signin', {
      body: { email: `  ${email.toLowerCase()}  `, password: STRONG_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(email);
  });

  it('answers the same for a wrong password and an unknown e-mail', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const wrongPassword = await request('POST', '/api/auth/signin', {
      body: { email, password: 'not the password' },
    });
    const unknownEmail = await request('POST', '/api/auth/signin', {
      body: { email: uniqueEmail('nobody'), password: 'not the password' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({
      error: { code: 'invalid_credentials', message: 'Invalid login credentials' },
    });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });
});

describe('refresh-token rotation', () => {
  it('rotates the refresh token on every use', async () => {
    const first = await signUp();
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(second.body.user.id).toBe(first.user.id);
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
    expect((await me(third.body.access_token)).status).toBe(200);
  });

  it('lets a second tab reuse a just-rotated token within the grace window', async () => {
    const session = await signUp();
    const tabA = await refresh(session.refresh_token);
    clock += 5_000;
    const tabB = await refresh(session.refresh_token);
    expect(tabA.status).toBe(200);
    expect(tabB.status).toBe(200);
    expect((await me(tabA.body.access_token)).status).toBe(200);
    expect((await me(tabB.body.access_token)).status).toBe(200);
    // Both tabs carry on with one and the same token: the session has one line.
    expect(tabB.body.refresh_token).toBe(tabA.body.refresh_token);
  });

  it('a token replayed inside the window cannot start a second line that outlives detection', async () => {
    const session = await signUp();
    const first = await refresh(session.refresh_token);
    // A thief replays the rotated token twice inside the window: the same child each time.
    clock += 2_000;
    const replay1 = await refresh(session.refresh_token);
    clock += 2_000;
    const replay2 = await refresh(session.refresh_token);
    expect([replay1.body.refresh_token, replay2.body.refresh_token]).toEqual([
      first.body.refresh_token,
      first.body.refresh_token,
    ]);
    // One live (unused) token in the session, not three.
    const [live] = await database.db.system((tx) =>
      executeRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from refresh_tokens t join sessions s
          on s.id = t.session_id where s.user_id = ${session.user.id} and t.rotated_at is null`,
      ),
    );
    expect(live?.n).toBe(1);
    // The owner refreshes on; the thief, holding only that shared child, replays it later:
    // reuse detected, the session ends for both, so no line lives on.
    const owner = await refresh(first.body.refresh_token);
    expect(owner.status).toBe(200);
    clock += 11_000;
    const thief = await refresh(replay2.body.refresh_token);
    expect(thief.body.error.code).toBe('refresh_token_already_used');
    expect((await refresh(owner.body.refresh_token)).status).toBe(401);
    expect((await me(owner.body.access_token)).body.error.code).toBe('invalid_jwt');
  });

  it('revokes the whole session when a rotated token is reused after the grace window', async () => {
    const session = await signUp();
    const rotated = await refresh(session.refresh_token);
    clock += 11_000;
    const reuse = await refresh(session.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.code).toBe('refresh_token_already_used');
    // The thief's reuse ends the session for everyone: the newest tokens stop working too.
    const legit = await refresh(rotated.body.refresh_token);
    expect(legit.status).toBe(401);
    expect((await me(rotated.body.access_token)).body.error.code).toBe('invalid_jwt');
  });

  it('refuses an unknown refresh token', async () => {
    const res = await refresh('not-a-token-we-issued');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('refresh_token_not_found');
  });

  it('serialises concurrent refreshes of one token: all succeed within grace, none corrupt', async () => {
    const session = await signUp();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => refresh(session.refresh_token)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    // One rotation, answered five times with the same child.
    expect(new Set(results.map((r) => r.body.refresh_token)).size).toBe(1);
  });
});

describe('sign-out', () => {
  it('ends the session: its access and refresh tokens are refused afterwards', async () => {
    const session = await signUp();
    const out = await request('POST', '/api/auth/signout', { token: session.access_token });
    expect(out.status).toBe(204);
    expect((await me(session.access_token)).status).toBe(401);
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });

  it('leaves the user’s other sessions alone', async () => {
    const email = uniqueEmail();
    const first = await signUp(email);
    const second = await request<Session>('POST', '/api/auth/signin', {
      body: { email, password: STRONG_PASSWORD },
    });
    await request('POST', '/api/auth/signout', { token: first.access_token });
    expect((await me(second.body.access_token)).status).toBe(200);
  });
});

describe('access tokens', () => {
  const forge = (claims: Record<string, unknown>, secret = TEST_JWT_SECRET, alg = 'HS256') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg })
      .setAudience('vidshelf')
      .setIssuer('vidshelf')
      .setIssuedAt(Math.floor(clock / 1000))
      .setExpirationTime(Math.floor(clock / 1000) + 600)
      .sign(new TextEncoder().encode(secret));

  it('asks for a session when there is no token', async () => {
    const res = await request('GET', '/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: 'session_missing', message: 'Auth session missing!' });
  });

  it('refuses an expired access token', async () => {
    const session = await signUp();
    clock += 3601_000;
    const res = await me(session.access_token);
    clock -= 3601_000;
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('invalid_jwt');
  });

  it('refuses a tampered token', async () => {
    const session = await signUp();
    const other = await signUp();
    const [header, , signature] = session.access_token.split('.');
    const otherPayload = other.access_token.split('.')[1];
    const res = await me(`${header}.${otherPayload}.${signature}`);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('invalid_jwt');
  });

  it('refuses tokens signed with another secret, another algorithm, or none', async () => {
    const session = await signUp();
    const claims = {
      sub: session.user.id,
      sid: JSON.parse(atob(session.access_token.split('.')[1]!)).sid,
    };
    const otherSecret = await forge(claims, 'another-secret-another-secret-another-secret');
    const hs512 = await forge(claims, TEST_JWT_SECRET, 'HS512');
    const unsigned = `${btoa(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${btoa(
      JSON.stringify({
        ...claims,
        aud: 'vidshelf',
        iss: 'vidshelf',
        exp: Math.floor(clock / 1000) + 600,
      }),
    )}.`.replace(/=/g, '');
    for (const token of [otherSecret, hs512, unsigned, 'garbage', 'a.b.c']) {
      const res = await me(token);
      expect(res.status, token).toBe(401);
      expect(res.body.error.code).toBe('invalid_jwt');
    }
    // The same claims signed properly do pass: the refusals above are about the signature.
    expect((await me(await forge(claims))).status).toBe(200);
  });

  it('refuses a deleted user’s tokens', async () => {
    const session = await signUp();
    await database.db.system((tx) => tx.delete(users).where(eq(users.id, session.user.id)));
    expect((await me(session.access_token)).status).toBe(401);
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });
});

describe('sign-up disabled', async () => {
  const closed = await createTestApp({ allowSignup: false });

  it('refuses sign-up and says so in the settings', async () => {
    const res = await closed.request('POST', '/api/auth/signup', {
      body: { email: uniqueEmail(), password: STRONG_PASSWORD },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('signup_disabled');
    expect((await closed.request('GET', '/api/auth/settings')).body).toEqual({
      signup_enabled: false,
      first_account: true,
    });
    expect((await request('GET', '/api/auth/settings')).body).toEqual({
      signup_enabled: true,
      first_account: false,
    });
  });
});

describe('malformed requests get a 4xx with a code, never a 500', () => {
  it.each([
    [
      'an empty JSON body',
      { raw: { body: '', contentType: 'application/json' } },
      400,
      'malformed_body',
    ],
    [
      'broken JSON',
      { raw: { body: '{"email":', contentType: 'application/json' } },
      400,
      'malformed_body',
    ],
    ['a JSON array', { body: [] }, 400, 'validation_failed'],
    ['a JSON string', { body: 'hello' }, 400, 'validation_failed'],
    ['missing password', { body: { email: 'a@example.com' } }, 400, 'validation_failed'],
    ['numbers for strings', { body: { email: 5, password: 6 } }, 400, 'validation_failed'],
    [
      'an invalid e-mail',
      { body: { email: 'not-an-email', password: STRONG_PASSWORD } },
      400,
      'validation_failed',
    ],
    [
      'form encoding',
      { raw: { body: 'email=a&password=b', contentType: 'application/x-www-form-urlencoded' } },
      415,
      'unsupported_media_type',
    ],
    [
      'plain text',
      { raw: { body: 'hello', contentType: 'text/plain' } },
      415,
      'unsupported_media_type',
    ],
    [
      'a body over 64 KB',
      { body: { email: 'a@example.com', password: 'x'.repeat(70_000) } },
      413,
      'payload_too_large',
    ],
    [
      'a password over the maximum',
      { body: { email: 'a@example.com', password: 'x'.repeat(1025) } },
      400,
      'validation_failed',
    ],
  ])('sign-up with %s', async (_name, options, status, code) => {
    const res = await request('POST', '/api/auth/signup', options as never);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(res.body.error.message).toMatch(/\w/);
  });

  it('names the offending field', async () => {
    const res = await request('POST', '/api/auth/signin', { body: { email: 'x@example.com' } });
    expect(res.body.error.field).toBe('password');
  });

  it('answers unknown API paths with not_found', async () => {
    const res = await request('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it('answers a bearer header without a token with invalid_jwt', async () => {
    const res = await request('GET', '/api/auth/user', { headers: { Authorization: 'Bearer' } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('invalid_jwt');
  });
});

describe('access tokens issued in the same second', () => {
  it('still differ', async () => {
    const first = await signUp();
    const second = await refresh(first.refresh_token);
    expect(second.body.expires_at).toBe(first.expires_at);
    expect(second.body.access_token).not.toBe(first.access_token);
  });
});
