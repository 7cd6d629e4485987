import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';

/*
 * A library answer's version (docs/decisions/0059-library-versions.md) is the snapshot
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

/** The rows of `table` (aliased `alias`) a read at `snapshot` did not see written. */
export const unseenSince = (alias: string, snapshot: string) =>
  sql`(${sql.identifier(alias)}.changed_xid >= pg_snapshot_xmin(${snapshot}::pg_snapshot)
       and not pg_visible_in_snapshot(${sql.identifier(alias)}.changed_xid,
                                      ${snapshot}::pg_snapshot))`;

/**
 * How the user's library stands against a read at `snapshot`: unchanged, changed (the rows
 * written since can be told), or too old to tell. A snapshot this database never took (from
 * before a restore into another server, whose transaction ids are behind it) is too old: its
 * ids say nothing here. So is one older than the newest tombstone the sweep forgot: a delete
 * since it may have left no trace.
 */
export type VersionState = 'unchanged' | 'changed' | 'too_old';

export async function versionState(
  tx: Tx,
  userId: string,
  snapshot: string,
): Promise<VersionState> {
  const [row] = await executeRows<{ state: VersionState }>(
    tx,
    sql`select ${versionStateOf(userId, snapshot)} as state`,
  );
  return row?.state ?? 'too_old';
}

/**
 * versionState in a read-only snapshot transaction of its own: one statement, which carries the
 * commit (decision 0075).
 */
export const versionStateNow = (db: Database, userId: string, snapshot: string) =>
  db.asUser(userId, (tx) => db.lastStatement(() => versionState(tx, userId, snapshot)), {
    snapshot: true,
  });

/** versionState as an SQL expression, for a statement that reads more with it. */
export function versionStateOf(userId: string, snapshot: string): SQL<VersionState> {
  const unseen = (table: string) => sql`exists (
    select 1 from ${sql.identifier(table)} t where t.user_id = ${userId} and ${unseenSince('t', snapshot)})`;
  return sql<VersionState>`case
          when pg_snapshot_xmax(${snapshot}::pg_snapshot) > pg_snapshot_xmax(pg_current_snapshot())
            or exists (select 1 from library_version_horizon
                       where pruned_xid >= pg_snapshot_xmin(${snapshot}::pg_snapshot))
            then 'too_old'
          when ${unseen('videos')} or ${unseen('categories')} or ${unseen('tags')}
            or ${unseen('library_tombstones')}
            then 'changed'
          else 'unchanged'
        end`;
}

/** The version a read in `tx` sees: its snapshot (a snapshot transaction keeps one). */
export async function currentSnapshot(tx: Tx): Promise<string> {
  const [row] = await executeRows<{ snapshot: string }>(
    tx,
    sql`select pg_current_snapshot()::text as snapshot`,
  );
  if (!row) throw new Error('the snapshot query returned no row');
  return row.snapshot;
}
