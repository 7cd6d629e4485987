import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VIDEO_UNDO_WINDOW_MS } from '@shared/constants';
import type { Session } from '@shared/contracts/auth';
import { executeRows } from '@server/db/execute-rows';
import { auditEvents, deletedVideos, rateLimitHits, sessions } from '@server/db/schema';
import { createTestApp, uniqueEmail } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { sweep } from './sweep.service';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

const DAY = 24 * 60 * 60 * 1000;
let clock = Date.parse('2026-01-01T00:00:00Z');
const { request, database } = await createTestApp({ now: () => clock, signUpsPerIp: 100 });
const { db } = database;

const signUp = async () =>
  (
    await request<Session>('POST', '/api/auth/signup', {
      body: { email: uniqueEmail('sweep'), password: STRONG_PASSWORD },
    })
  ).body;
const refresh = (refresh_token: string) =>
  request<Session>('POST', '/api/auth/refresh', { body: { refresh_token } });

const countOf = async (
  table: 'sessions' | 'refresh_tokens' | 'audit_events' | 'rate_limit_hits',
) => {
  const [row] = await db.system((tx) =>
    executeRows<{ n: number }>(tx, sql`select count(*)::int as n from ${sql.identifier(table)}`),
  );
  return row?.n ?? 0;
};

describe(`the sweep (${testDriver()})`, () => {
  it('deletes ended sessions, long-used tokens, old events and passed windows; keeps what works', async () => {
    // Signed out: gone at the next sweep, with its token.
    const signedOut = await signUp();
    await request('POST', '/api/auth/signout', { token: signedOut.access_token });
    // Never refreshed for 30 days: expired.
    const abandoned = await signUp();
    // Refreshed daily for 40 days: used tokens from day 1 to 39; those of days 1 to 9 were used
    // more than 30 days before the sweep.
    const active = await signUp();
    let current = active;
    for (let day = 0; day < 40; day++) {
      clock += DAY;
      current = (await refresh(current.refresh_token)).body;
    }
    const oldEvent = new Date(clock - 91 * DAY);
    const userId = active.user.id;
    await db.system(async (tx) => {
      await tx.insert(auditEvents).values([
        { userId, type: 'sign_in', createdAt: oldEvent },
        { userId, type: 'sign_in', createdAt: new Date(clock - 89 * DAY) },
      ]);
      await tx.insert(rateLimitHits).values([
        { key: 'passed', hits: [1], expiresAt: new Date(clock - 1) },
        { key: 'current', hits: [clock], expiresAt: new Date(clock + 60_000) },
      ]);
    });
    const tokensBefore = await countOf('refresh_tokens');

    const result = await sweep(db, clock);

    // On PostgreSQL the sign-up windows of this test are rows too, long passed: swept as well.
    expect(result).toMatchObject({ sessions: 2, refreshTokens: 9, events: 1 });
    expect(result.rateLimits).toBeGreaterThanOrEqual(1);
    const left = await db.system((tx) => tx.select({ id: sessions.id }).from(sessions));
    expect(left.map((s) => s.id)).toHaveLength(1);
    // The active session: its 30 days of used tokens (for reuse detection) and the live one.
    expect(await countOf('refresh_tokens')).toBe(tokensBefore - 2 - 9);
    // Of the two events written above, the one past 90 days is gone.
    const [kept] = await db.system((tx) =>
      executeRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from audit_events
          where user_id = ${userId} and created_at < ${new Date(clock - 88 * DAY)}`,
      ),
    );
    expect(kept?.n).toBe(1);
    const windows = await db.system((tx) =>
      executeRows<{ key: string }>(
        tx,
        sql`select key from rate_limit_hits where key in ('passed', 'current')`,
      ),
    );
    expect(windows.map((w) => w.key)).toEqual(['current']);
    // An ended session's token is now simply unknown: still refused.
    expect((await refresh(abandoned.refresh_token)).body).toMatchObject({
      error: { code: 'refresh_token_not_found' },
    });

    // What is kept still works: the session refreshes, and a token used recently, presented
    // again, is still caught as a copy and ends the session.
    const next = await refresh(current.refresh_token);
    expect(next.status).toBe(200);
    clock += 11_000;
    const replay = await refresh(current.refresh_token);
    expect(replay.body).toMatchObject({ error: { code: 'refresh_token_already_used' } });
    const [ended] = await db.system((tx) =>
      tx.select({ revoked: sessions.revoked }).from(sessions).where(eq(sessions.userId, userId)),
    );
    expect(ended?.revoked).toBe(true);
  });

  it('has nothing to do on a second run', async () => {
    await sweep(db, clock);
    expect(await sweep(db, clock)).toEqual({
      sessions: 0,
      refreshTokens: 0,
      events: 0,
      rateLimits: 0,
      deletedVideos: 0,
      libraryTombstones: 0,
    });
  });

  it('forgets deleted videos once their undo window has passed, keeps the recent ones', async () => {
    const user = (await signUp()).user;
    const [unsorted] = await db.system((tx) =>
      executeRows<{ id: string }>(tx, sql`select id from categories where user_id = ${user.id}`),
    );
    const tombstone = (title: string, agoMs: number) => ({
      userId: user.id,
      categoryId: unsorted!.id,
      title,
      url: `https://example.com/${title}`,
      position: 'a0',
      deletedAt: new Date(clock - agoMs),
    });
    await db.system((tx) =>
      tx
        .insert(deletedVideos)
        .values([
          tombstone('old', VIDEO_UNDO_WINDOW_MS + 1000),
          tombstone('recent', VIDEO_UNDO_WINDOW_MS - 60_000),
        ]),
    );

    expect(await sweep(db, clock)).toMatchObject({ deletedVideos: 1 });
    const left = await db.system((tx) =>
      tx
        .select({ title: deletedVideos.title })
        .from(deletedVideos)
        .where(eq(deletedVideos.userId, user.id)),
    );
    expect(left).toEqual([{ title: 'recent' }]);
  });
});
