import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Session } from '@shared/contracts/auth';
import { AccountSessionsSchema, SecurityEventsSchema } from '@shared/contracts/account';
import { executeRows } from '@server/db/execute-rows';
import { seedVideos } from '@server/test-support/library-fixtures';
import { createTestApp, uniqueEmail } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const NEW_PASSWORD = 'zebra mountain pencil 82 orbit';

let clock = Date.parse('2026-11-20T10:00:00Z');
const { request, database } = await createTestApp({
  now: () => clock,
  signUpsPerIp: 1_000,
  signInFailuresPerIp: 1_000,
  signInFailuresPerAccount: 5,
});

const agent = (userAgent: string) => ({ 'User-Agent': userAgent });

/** An account signed in on two devices: a Mac (signed up there) and a Linux laptop. */
async function twoDevices() {
  const email = uniqueEmail('account');
  const mac = (
    await request<Session>('POST', '/api/auth/signup', {
      body: { email, password: STRONG_PASSWORD },
      headers: agent(CHROME_MAC),
    })
  ).body;
  clock += 60_000;
  const linux = (
    await request<Session>('POST', '/api/auth/signin', {
      body: { email, password: STRONG_PASSWORD },
      headers: agent(FIREFOX_LINUX),
    })
  ).body;
  return { email, mac, linux, userId: mac.user.id };
}

const sessionsOf = async (token: string) => {
  const res = await request('GET', '/api/account/sessions', { token });
  expect(res.status).toBe(200);
  return AccountSessionsSchema.parse(res.body).sessions;
};
const eventsOf = async (token: string) => {
  const res = await request('GET', '/api/account/events', { token });
  expect(res.status).toBe(200);
  return SecurityEventsSchema.parse(res.body).events;
};
const me = (token: string) => request('GET', '/api/auth/user', { token });
const refresh = (refresh_token: string) =>
  request('POST', '/api/auth/refresh', { body: { refresh_token } });
const signIn = (email: string, password: string) =>
  request<Session>('POST', '/api/auth/signin', { body: { email, password } });
const library = (token: string) => request('GET', '/api/library', { token });
async function newToken(token: string, name: string) {
  const res = await request<{ id: string; token: string }>('POST', '/api/tokens', {
    token,
    body: { name },
  });
  expect(res.status).toBe(201);
  return res.body;
}
const TOKEN_REFUSED = {
  error: { code: 'invalid_jwt', message: 'This API token is not valid: it may have been revoked.' },
};

describe(`the signed-in devices (${testDriver()})`, () => {
  it('lists each device with its name, address, sign-in and last use; this one is marked', async () => {
    const { mac, linux } = await twoDevices();
    clock += 60_000;
    await refresh(mac.refresh_token);
    const sessions = await sessionsOf(linux.access_token);
    expect(sessions.map((s) => [s.device, s.current, s.client_address])).toEqual([
      ['Chrome 131 on macOS', false, 'no-socket'],
      ['Firefox 133 on Linux', true, 'no-socket'],
    ]);
    const [macSession] = sessions;
    expect(Date.parse(macSession!.last_used_at)).toBe(clock);
    expect(Date.parse(macSession!.created_at)).toBeLessThan(clock);
  });

  it('signs one device out: its tokens stop working, the other keeps going', async () => {
    const { mac, linux } = await twoDevices();
    const macId = (await sessionsOf(linux.access_token)).find((s) => !s.current)!.id;
    const res = await request('DELETE', `/api/account/sessions/${macId}`, {
      token: linux.access_token,
    });
    expect(res.status).toBe(204);
    expect((await me(mac.access_token)).body.error.code).toBe('invalid_jwt');
    expect((await refresh(mac.refresh_token)).status).toBe(401);
    expect((await me(linux.access_token)).status).toBe(200);
    expect((await sessionsOf(linux.access_token)).map((s) => s.device)).toEqual([
      'Firefox 133 on Linux',
    ]);
  });

  it('signs out every other device at once', async () => {
    const { email, mac, linux } = await twoDevices();
    const third = (await signIn(email, STRONG_PASSWORD)).body;
    const res = await request('POST', '/api/account/sessions/revoke-others', {
      token: linux.access_token,
    });
    expect(res.body).toEqual({ revoked: 2, revoked_tokens: 0 });
    for (const other of [mac, third]) expect((await me(other.access_token)).status).toBe(401);
    expect((await me(linux.access_token)).status).toBe(200);
  });

  it('revokes the API tokens with the other devices, unless asked to keep them', async () => {
    const { mac, linux } = await twoDevices();
    const script = await newToken(linux.access_token, 'Laptop script');
    expect((await library(script.token)).status).toBe(200);
    const kept = await request('POST', '/api/account/sessions/revoke-others', {
      token: linux.access_token,
      body: { keep_api_tokens: true },
    });
    expect(kept.body).toEqual({ revoked: 1, revoked_tokens: 0 });
    expect((await me(mac.access_token)).status).toBe(401);
    expect((await library(script.token)).status).toBe(200);

    // Without a body, as before the choice existed: the tokens go too.
    const res = await request('POST', '/api/account/sessions/revoke-others', {
      token: linux.access_token,
    });
    expect(res.body).toEqual({ revoked: 0, revoked_tokens: 1 });
    expect(await library(script.token)).toMatchObject({ status: 401, body: TOKEN_REFUSED });
    expect((await me(linux.access_token)).status).toBe(200);
    const events = await eventsOf(linux.access_token);
    expect(events[0]).toMatchObject({
      type: 'api_token_revoked_with_sessions',
      detail: 'Laptop script',
    });
    const bad = await request('POST', '/api/account/sessions/revoke-others', {
      token: linux.access_token,
      body: { keep_api_tokens: 'yes' },
    });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'validation_failed']);
  });

  it('never reaches another person’s session: 404, and it lives on', async () => {
    const alice = await twoDevices();
    const bob = await twoDevices();
    const bobSession = (await sessionsOf(bob.mac.access_token))[0]!.id;
    for (const id of [bobSession, '00000000-0000-4000-8000-000000000000']) {
      const res = await request('DELETE', `/api/account/sessions/${id}`, {
        token: alice.mac.access_token,
      });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect((await me(bob.mac.access_token)).status).toBe(200);
    const bad = await request('DELETE', '/api/account/sessions/not-a-uuid', {
      token: alice.mac.access_token,
    });
    expect(bad.status).toBe(400);
  });

  it('needs a signed-in session', async () => {
    for (const [method, path] of [
      ['GET', '/api/account/sessions'],
      ['GET', '/api/account/events'],
      ['POST', '/api/account/sessions/revoke-others'],
    ] as const) {
      expect((await request(method, path)).body.error.code).toBe('session_missing');
    }
  });
});

describe(`changing the password (${testDriver()})`, () => {
  const change = (
    token: string,
    current_password: string,
    new_password: string,
    more: { keep_api_tokens?: unknown } = {},
  ) =>
    request('POST', '/api/account/password', {
      token,
      body: { current_password, new_password, ...more },
    });

  it('with the wrong current password: 403, nothing changes; guessing on is rate limited', async () => {
    const { email, linux } = await twoDevices();
    const res = await change(linux.access_token, 'not my password', NEW_PASSWORD);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: { code: 'wrong_password', message: 'The current password is not correct.' },
    });
    expect((await signIn(email, STRONG_PASSWORD)).status).toBe(200);
    // Wrong passwords count as failed sign-ins of the account (5 allowed here; the sign-in
    // above cleared the first).
    for (let i = 0; i < 5; i++) await change(linux.access_token, `guess ${i}`, NEW_PASSWORD);
    const limited = await change(linux.access_token, STRONG_PASSWORD, NEW_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    clock += 16 * 60_000;
  });

  it('of two changes racing with the same current password, one wins and the other is refused', async () => {
    const { email, mac, linux } = await twoDevices();
    const [first, second] = await Promise.all([
      change(mac.access_token, STRONG_PASSWORD, NEW_PASSWORD),
      change(linux.access_token, STRONG_PASSWORD, 'another long phrase 47 river'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 403]);
    const winner = first.status === 200 ? NEW_PASSWORD : 'another long phrase 47 river';
    expect((await signIn(email, winner)).status).toBe(200);
  });

  it('refuses a weak new password with the reasons', async () => {
    const { linux } = await twoDevices();
    const res = await change(linux.access_token, STRONG_PASSWORD, 'abc');
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('weak_password');
    expect(res.body.error.reasons).toContainEqual({
      code: 'length',
      message: 'Password should be at least 8 characters.',
    });
  });

  it('changes it: every other device is signed out, this one stays', async () => {
    const { email, mac, linux } = await twoDevices();
    const res = await change(linux.access_token, STRONG_PASSWORD, NEW_PASSWORD);
    expect([res.status, res.body]).toEqual([200, { revoked_tokens: 0 }]);
    expect((await me(mac.access_token)).status).toBe(401);
    expect((await refresh(mac.refresh_token)).status).toBe(401);
    expect((await me(linux.access_token)).status).toBe(200);
    expect((await refresh(linux.refresh_token)).status).toBe(200);
    expect((await signIn(email, STRONG_PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('revokes every API token made before it, even one in use, and records each', async () => {
    const { linux } = await twoDevices();
    const script = await newToken(linux.access_token, 'Laptop script');
    const phone = await newToken(linux.access_token, 'Phone');
    // In use: this process remembers whose the token is.
    expect((await library(script.token)).status).toBe(200);
    const res = await change(linux.access_token, STRONG_PASSWORD, NEW_PASSWORD);
    expect([res.status, res.body]).toEqual([200, { revoked_tokens: 2 }]);
    for (const { token } of [script, phone]) {
      expect(await library(token)).toMatchObject({ status: 401, body: TOKEN_REFUSED });
    }
    const listed = await request('GET', '/api/tokens', { token: linux.access_token });
    expect(listed.body).toEqual({ tokens: [] });
    const events = await eventsOf(linux.access_token);
    expect(
      events
        .slice(0, 3)
        .map((e) => [e.type, e.detail, e.device])
        .sort((a, b) => String(a).localeCompare(String(b))),
    ).toEqual([
      ['api_token_revoked_with_sessions', 'Laptop script', null],
      ['api_token_revoked_with_sessions', 'Phone', null],
      ['password_changed', null, null],
    ]);
  });

  it('keeps the API tokens when asked to, and only then', async () => {
    const { linux } = await twoDevices();
    const script = await newToken(linux.access_token, 'Laptop script');
    const res = await change(linux.access_token, STRONG_PASSWORD, NEW_PASSWORD, {
      keep_api_tokens: true,
    });
    expect([res.status, res.body]).toEqual([200, { revoked_tokens: 0 }]);
    expect((await library(script.token)).status).toBe(200);

    const bad = await change(linux.access_token, NEW_PASSWORD, STRONG_PASSWORD, {
      keep_api_tokens: 'please',
    });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'validation_failed']);
    const explicit = await change(linux.access_token, NEW_PASSWORD, STRONG_PASSWORD, {
      keep_api_tokens: false,
    });
    expect([explicit.status, explicit.body]).toEqual([200, { revoked_tokens: 1 }]);
    expect((await library(script.token)).status).toBe(401);
  });
});

describe(`deleting the account (${testDriver()})`, () => {
  const rowsOf = async (userId: string) => {
    const [row] = await database.db.system((tx) =>
      executeRows<Record<string, number>>(
        tx,
        sql`select
          (select count(*)::int from users where id = ${userId}) as users,
          (select count(*)::int from categories where user_id = ${userId}) as categories,
          (select count(*)::int from videos where user_id = ${userId}) as videos,
          (select count(*)::int from sessions where user_id = ${userId}) as sessions,
          (select count(*)::int from refresh_tokens t join sessions s on s.id = t.session_id
            where s.user_id = ${userId}) as refresh_tokens`,
      ),
    );
    return row;
  };
  const remove = (token: string, password: string) =>
    request('POST', '/api/account/delete', { token, body: { password } });

  it('with the wrong password: 403 and everything stays', async () => {
    const { linux, userId } = await twoDevices();
    const before = await rowsOf(userId);
    const res = await remove(linux.access_token, 'not my password');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('wrong_password');
    expect(await rowsOf(userId)).toEqual(before);
  });

  it('removes everything of theirs, ends every session, and touches no one else', async () => {
    const { email, mac, linux, userId } = await twoDevices();
    const unsorted = (await request('GET', '/api/library', { token: mac.access_token })).body
      .categories[0].id as string;
    await seedVideos(database.db, userId, unsorted, 3);
    const neighbour = await twoDevices();
    const neighbourBefore = await rowsOf(neighbour.userId);

    expect((await remove(linux.access_token, STRONG_PASSWORD)).status).toBe(204);

    expect(await rowsOf(userId)).toEqual({
      users: 0,
      categories: 0,
      videos: 0,
      sessions: 0,
      refresh_tokens: 0,
    });
    for (const device of [mac, linux]) {
      expect((await me(device.access_token)).status).toBe(401);
      expect((await refresh(device.refresh_token)).status).toBe(401);
    }
    expect((await signIn(email, STRONG_PASSWORD)).status).toBe(401);
    expect(await rowsOf(neighbour.userId)).toEqual(neighbourBefore);
    // The address is free again.
    const again = await request('POST', '/api/auth/signup', {
      body: { email, password: STRONG_PASSWORD },
    });
    expect(again.status).toBe(201);
    // The record of the deletion outlives the account (for operators), under the old id.
    const [deleted] = await database.db.system((tx) =>
      executeRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from audit_events
          where user_id = ${userId} and type = 'account_deleted'`,
      ),
    );
    expect(deleted?.n).toBe(1);
  });
});

describe(`security events (${testDriver()})`, () => {
  it('records sign-ins, failures, password changes, revocations and token reuse: own only, newest first', async () => {
    const { email, mac, linux } = await twoDevices();
    clock += 1_000;
    await request('POST', '/api/auth/signin', {
      body: { email, password: 'wrong password' },
      headers: agent(FIREFOX_LINUX),
    });
    clock += 1_000;
    const rotated = (await refresh(mac.refresh_token)).body as Session;
    clock += 11_000;
    await refresh(mac.refresh_token); // a copy, replayed after the window: the Mac session ends
    expect((await me(rotated.access_token)).status).toBe(401);
    clock += 1_000;
    await request('POST', '/api/account/password', {
      token: linux.access_token,
      body: { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD },
      headers: agent(FIREFOX_LINUX),
    });
    const other = await twoDevices();

    // The failed sign-in is written beside its answer, not before it.
    await expect.poll(async () => (await eventsOf(linux.access_token)).length).toBe(5);
    const events = await eventsOf(linux.access_token);
    expect(events.map((e) => e.type)).toEqual([
      'password_changed',
      'refresh_token_reuse',
      'sign_in_failed',
      'sign_in',
      'sign_in',
    ]);
    expect(events[0]).toMatchObject({
      device: 'Firefox 133 on Linux',
      client_address: 'no-socket',
    });
    expect(events.at(-1)).toMatchObject({ device: 'Chrome 131 on macOS' });
    expect((await eventsOf(other.mac.access_token)).map((e) => e.type)).toEqual([
      'sign_in',
      'sign_in',
    ]);
  });

  it('records a lockout once, when failed sign-ins reach the limit', async () => {
    const { email, linux } = await twoDevices();
    for (let i = 0; i < 7; i++) await signIn(email, `wrong ${i}`);
    // Two sign-ins, five failures, one lockout; the failures are written beside their answers.
    await expect.poll(async () => (await eventsOf(linux.access_token)).length).toBe(8);
    const types = (await eventsOf(linux.access_token)).map((e) => e.type);
    expect(types.filter((t) => t === 'lockout')).toHaveLength(1);
    expect(types.filter((t) => t === 'sign_in_failed')).toHaveLength(5);
    clock += 16 * 60_000;
  });

  it('records a device signed out from the list', async () => {
    const { linux } = await twoDevices();
    await request('POST', '/api/account/sessions/revoke-others', { token: linux.access_token });
    expect((await eventsOf(linux.access_token))[0]?.type).toBe('session_revoked');
  });
});
