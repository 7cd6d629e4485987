import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Session } from '@shared/contracts/auth';
import { SESSIONS_PER_USER_MAX, SIGNINS_PER_ACCOUNT } from '@shared/constants';
import { executeRows } from '@server/db/execute-rows';
import { sessions } from '@server/db/schema';
import { createTestApp, uniqueEmail } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

// Decision 0081: repeated successful sign-ins cannot grow sessions and security events without
// bound. Live sessions per account are capped (the one used longest ago ends), and successful
// sign-ins per account are rate limited.

let clock = Date.parse('2026-11-20T10:00:00Z');
const { request, database } = await createTestApp({ now: () => clock });
const MINUTE = 60_000;

const TOO_MANY_SIGN_INS = {
  error: {
    code: 'rate_limited',
    message: 'Too many sign-ins to this account in the last hour. Please wait and try again.',
  },
};

async function signUp(email = uniqueEmail('limits')) {
  const res = await request<Session>('POST', '/api/auth/signup', {
    body: { email, password: STRONG_PASSWORD },
  });
  expect(res.status).toBe(201);
  return res.body;
}
/** A session, or on failure the error body. */
const signIn = (email: string, password = STRONG_PASSWORD) =>
  request('POST', '/api/auth/signin', { body: { email, password } });
const me = (token: string) => request('GET', '/api/auth/user', { token });

/** The account's sessions and security events, as rows in the database. */
async function rowsOf(userId: string) {
  const [row] = await database.db.system((tx) =>
    executeRows<{ live: number; all: number; events: number }>(
      tx,
      sql`select
        (select count(*)::int from sessions where user_id = ${userId} and not revoked) as live,
        (select count(*)::int from sessions where user_id = ${userId}) as all,
        (select count(*)::int from audit_events where user_id = ${userId}) as events`,
    ),
  );
  return row!;
}

describe(`live sessions per account (${testDriver()})`, () => {
  it(`are at most ${SESSIONS_PER_USER_MAX}: a sign-in past it ends the one used longest ago`, async () => {
    const first = await signUp();
    const userId = first.user.id;
    clock += MINUTE;
    // Devices signed in since, as if over months, each used after the first.
    await database.db.system((tx) =>
      tx.insert(sessions).values(
        Array.from({ length: SESSIONS_PER_USER_MAX - 2 }, (_, i) => ({
          userId,
          createdAt: new Date(clock + i),
          expiresAt: new Date(clock + 30 * 24 * 60 * MINUTE),
        })),
      ),
    );
    clock += MINUTE;
    // Used since: the first device is now not the one used longest ago.
    const refreshed = await request<Session>('POST', '/api/auth/refresh', {
      body: { refresh_token: first.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    const [leastRecent] = await database.db.system((tx) =>
      tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.revoked, false)))
        .orderBy(sql`coalesce(${sessions.refreshedAt}, ${sessions.createdAt})`)
        .limit(1),
    );

    const fits = await signIn(first.user.email);
    expect(fits.status).toBe(200);
    expect((await rowsOf(userId)).live).toBe(SESSIONS_PER_USER_MAX);

    clock += MINUTE;
    const past = await signIn(first.user.email);
    expect(past.status).toBe(200);
    expect((await rowsOf(userId)).live).toBe(SESSIONS_PER_USER_MAX);
    const [ended] = await database.db.system((tx) =>
      tx.select().from(sessions).where(eq(sessions.id, leastRecent!.id)),
    );
    expect(ended?.revoked).toBe(true);
    for (const session of [refreshed.body, fits.body, past.body]) {
      expect((await me(session.access_token)).status).toBe(200);
    }
  });

  it('end the session used longest ago, which can be the one signed in first', async () => {
    const first = await signUp();
    const userId = first.user.id;
    clock += MINUTE;
    await database.db.system((tx) =>
      tx.insert(sessions).values(
        Array.from({ length: SESSIONS_PER_USER_MAX - 1 }, (_, i) => ({
          userId,
          createdAt: new Date(clock + i),
          expiresAt: new Date(clock + 30 * 24 * 60 * MINUTE),
        })),
      ),
    );
    clock += MINUTE;
    const newest = await signIn(first.user.email);
    expect(newest.status).toBe(200);
    expect((await me(first.access_token)).body.error.code).toBe('invalid_jwt');
    const refresh = await request('POST', '/api/auth/refresh', {
      body: { refresh_token: first.refresh_token },
    });
    expect(refresh.status).toBe(401);
    expect((await me(newest.body.access_token)).status).toBe(200);
    expect((await rowsOf(userId)).live).toBe(SESSIONS_PER_USER_MAX);
  });
});

describe(`successful sign-ins per account (${testDriver()})`, () => {
  it(`are at most ${SIGNINS_PER_ACCOUNT} an hour: the next is 429, even with the right password`, async () => {
    const { user } = await signUp();
    for (let i = 0; i < SIGNINS_PER_ACCOUNT; i++) {
      expect((await signIn(user.email)).status).toBe(200);
      clock += 1000;
    }
    const before = await rowsOf(user.id);
    const over = await signIn(user.email);
    expect([over.status, over.body]).toEqual([429, TOO_MANY_SIGN_INS]);
    expect(over.headers.get('Retry-After')).toBe(String(60 * 60 - SIGNINS_PER_ACCOUNT));
    // Nothing written: no session, no event.
    expect(await rowsOf(user.id)).toEqual(before);

    // A wrong password learns nothing of it: the same 401 as ever.
    const wrong = await signIn(user.email, 'not the password');
    expect([wrong.status, wrong.body.error.code]).toEqual([401, 'invalid_credentials']);
    // Another account is not held back.
    const other = await signUp();
    expect((await signIn(other.user.email)).status).toBe(200);

    // The window slides: as the first sign-in leaves it, one more is let in.
    clock += 60 * 60 * 1000 - SIGNINS_PER_ACCOUNT * 1000;
    expect((await signIn(user.email)).status).toBe(200);
    expect((await signIn(user.email)).status).toBe(429);
  });
});
