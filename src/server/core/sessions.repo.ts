import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { sessions } from '@server/db/schema';

/** Ends a session; returns false when the user has no such session. */
export async function revokeSession(tx: Tx, sessionId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .update(sessions)
    .set({ revoked: true })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every live session of the user but `exceptSessionId`; returns how many ended. */
export async function revokeUserSessions(
  tx: Tx,
  userId: string,
  exceptSessionId?: string,
): Promise<number> {
  const rows = await tx
    .update(sessions)
    .set({ revoked: true })
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.revoked, false),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
