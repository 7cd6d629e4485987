import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { sessions, users } from '@server/db/schema';

/** The user's sessions that still work: not signed out, not expired. Most recently used first. */
export function listLiveSessions(tx: Tx, userId: string, now: Date) {
  const lastUsed = sql<Date>`coalesce(${sessions.refreshedAt}, ${sessions.createdAt})`;
  return tx
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      clientAddress: sessions.clientAddress,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.refreshedAt,
    })
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), eq(sessions.revoked, false), gt(sessions.expiresAt, now)),
    )
    .orderBy(desc(lastUsed), desc(sessions.id));
}

export async function updatePasswordHash(
  tx: Tx,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Deletes the user; their collections, videos, sessions and tokens go with them (cascade). */
export async function deleteUser(tx: Tx, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
