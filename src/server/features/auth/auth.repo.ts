import { and, desc, eq, exists, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Tx } from '@server/db/client';
import { refreshTokens, sessions, users } from '@server/db/schema';

export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertSession(
  tx: Tx,
  values: {
    userId: string;
    /** The server's clock, like the session's refreshes and expiry. */
    createdAt: Date;
    expiresAt: Date;
    userAgent: string | null;
    clientAddress: string | null;
  },
): Promise<string> {
  const [row] = await tx.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('insert into sessions returned no row');
  return row.id;
}

/**
 * Ends the user's live sessions past the `keep` used most recently (their last refresh, else
 * their sign-in), never `newest`, the one just started: the cap of decision 0081.
 */
export async function endSessionsPastCap(
  tx: Tx,
  userId: string,
  newest: string,
  keep: number,
  now: Date,
): Promise<void> {
  const lastUsed = sql`coalesce(${sessions.refreshedAt}, ${sessions.createdAt})`;
  const oldest = tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.revoked, false),
        gt(sessions.expiresAt, now),
        ne(sessions.id, newest),
      ),
    )
    .orderBy(desc(lastUsed), desc(sessions.id))
    .offset(keep - 1);
  await tx.update(sessions).set({ revoked: true }).where(inArray(sessions.id, oldest));
}

export async function insertRefreshToken(
  tx: Tx,
  values: { sessionId: string; tokenHash: string; rotation: number },
): Promise<void> {
  await tx.insert(refreshTokens).values(values);
}

/**
 * The token with that hash and its session, both locked until the transaction ends, so that two
 * refreshes of one session run one after the other.
 */
export async function findRefreshTokenForUpdate(
  tx: Tx,
  tokenHash: string,
): Promise<{ token: RefreshTokenRow; session: SessionRow } | undefined> {
  const [row] = await tx
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function markRotated(tx: Tx, tokenId: string, at: Date): Promise<void> {
  await tx.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.id, tokenId));
}

export async function extendSession(
  tx: Tx,
  sessionId: string,
  refreshedAt: Date,
  expiresAt: Date,
): Promise<void> {
  await tx.update(sessions).set({ refreshedAt, expiresAt }).where(eq(sessions.id, sessionId));
}

/**
 * True while the session exists, is not revoked or expired, and its user still exists: a
 * condition the request's own transaction checks (decision 0061), so it costs none of its own.
 */
export const sessionIsLive = (sessionId: string, userId: string): SQL =>
  exists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          eq(sessions.revoked, false),
          gt(sessions.expiresAt, sql`now()`),
        ),
      ),
  );
