import { and, isNotNull, lt, or, eq, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import {
  auditEvents,
  deletedVideos,
  rateLimitHits,
  refreshTokens,
  sessions,
} from '@server/db/schema';

/** Sessions that can never be used again: expired or signed out. Their tokens go with them. */
export async function deleteEndedSessions(tx: Tx, now: Date): Promise<number> {
  const rows = await tx
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), eq(sessions.revoked, true)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Refresh tokens of live sessions that were used (rotated) before `before`. */
export async function deleteTokensRotatedBefore(tx: Tx, before: Date): Promise<number> {
  const rows = await tx
    .delete(refreshTokens)
    .where(and(isNotNull(refreshTokens.rotatedAt), lt(refreshTokens.rotatedAt, before)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

export async function deleteEventsBefore(tx: Tx, before: Date): Promise<number> {
  const rows = await tx
    .delete(auditEvents)
    .where(lt(auditEvents.createdAt, before))
    .returning({ id: auditEvents.id });
  return rows.length;
}

export async function deleteExpiredRateLimits(tx: Tx, now: Date): Promise<number> {
  const rows = await tx
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.expiresAt, now))
    .returning({ key: rateLimitHits.key });
  return rows.length;
}

/** Tombstones of videos deleted before `before`: too old to undo (docs/product/undo.md). */
export async function deleteTombstonesBefore(tx: Tx, before: Date): Promise<number> {
  const rows = await tx
    .delete(deletedVideos)
    .where(lt(deletedVideos.deletedAt, before))
    .returning({ id: deletedVideos.id });
  return rows.length;
}

/**
 * Forgets the library tombstones (docs/product/local-copy-and-sync.md) of deletes before `before`,
 * and moves the version horizon past the newest of them: a library version older than that is
 * reloaded in full.
 */
export async function deleteLibraryTombstonesBefore(tx: Tx, before: Date): Promise<number> {
  const [row] = await executeRows<{ pruned: number }>(
    tx,
    sql`with pruned as (
          delete from library_tombstones where deleted_at < ${before.toISOString()}
          returning changed_xid),
        moved as (
          update library_version_horizon
          set pruned_xid = greatest(pruned_xid, (select max(changed_xid) from pruned))
          where exists (select 1 from pruned))
        select count(*)::int as pruned from pruned`,
  );
  return row?.pruned ?? 0;
}
