import { sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';

/*
 * A library answer's version (issue 20, docs/decisions/0059-library-versions.md) is the snapshot
 * of the transaction that read it: which transactions it saw. Every row of the library records
 * the transaction that last wrote it, and a deleted row leaves a tombstone (migration 0011), so
 * "changed since" is "a row or tombstone of the user's written by a transaction that snapshot
 * did not see". Transaction ids below the snapshot's xmin were all seen, so each table needs
 * one index range from there.
 */

/** PostgreSQL's text form of a snapshot: xmin:xmax:xip,... (decimal transaction ids). */
const SNAPSHOT = /^\d{1,20}:\d{1,20}:(?:\d{1,20}(?:,\d{1,20})*)?$/;
/** Far more in-flight transactions than a server has connections. */
const SNAPSHOT_MAX_LENGTH = 4096;

export const isSnapshotText = (text: string): boolean =>
  text.length <= SNAPSHOT_MAX_LENGTH && SNAPSHOT.test(text);

/**
 * Whether the user's library may differ from what a read at `snapshot` answered. A snapshot
 * this database never took (from before a restore into another server, whose transaction ids
 * are behind it) counts as changed: its ids say nothing here. So does one older than the
 * newest tombstone the sweep forgot: a delete since it may have left no trace.
 */
export async function changedSince(tx: Tx, userId: string, snapshot: string): Promise<boolean> {
  const unseen = (table: string) => sql`exists (
    select 1 from ${sql.identifier(table)}
    where user_id = ${userId}
      and changed_xid >= pg_snapshot_xmin(${snapshot}::pg_snapshot)
      and not pg_visible_in_snapshot(changed_xid, ${snapshot}::pg_snapshot))`;
  const [row] = await executeRows<{ changed: boolean }>(
    tx,
    sql`select (
          pg_snapshot_xmax(${snapshot}::pg_snapshot) > pg_snapshot_xmax(pg_current_snapshot())
          or ${unseen('videos')} or ${unseen('categories')} or ${unseen('tags')}
          or ${unseen('library_tombstones')}
          or exists (select 1 from library_version_horizon
                     where pruned_xid >= pg_snapshot_xmin(${snapshot}::pg_snapshot))
        ) as changed`,
  );
  return row?.changed ?? true;
}
