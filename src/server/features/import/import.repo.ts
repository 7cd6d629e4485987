import { and, asc, between, desc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { collections, importItems, imports, videos } from '@server/db/schema';

export type ImportRow = typeof imports.$inferSelect;
export type ImportItemRow = typeof importItems.$inferSelect;
export type NewImportItem = typeof importItems.$inferInsert;
export type ImportOutcomeRow = Required<Pick<ImportItemRow, 'seq' | 'outcome' | 'detail'>>;

/**
 * An upload still being read after this long died with its server (a 32 MB file takes minutes
 * only on the slowest links), and is let go so that it cannot block the user's next import.
 */
const ABANDONED_READING_MS = 10 * 60 * 1000;

/** The one import per user the unique index allows at a time. */
export const ONE_OPEN_IMPORT_KEY = 'imports_one_open_per_user';

/** Imports that have ended, one way or another: only their report is left. */
export const ENDED_IMPORT_STATUSES = ['done', 'cancelled', 'failed'] as const;

/**
 * Forgets the user's earlier imports that a new upload replaces: ended ones (their report),
 * one waiting to be started, and an upload abandoned long ago. A running import stays.
 */
export async function deleteReplacedImports(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .delete(imports)
    .where(
      and(
        eq(imports.userId, userId),
        or(
          inArray(imports.status, [...ENDED_IMPORT_STATUSES, 'staged']),
          and(
            eq(imports.status, 'reading'),
            lt(imports.createdAt, new Date(now.getTime() - ABANDONED_READING_MS)),
          ),
        ),
      ),
    );
}

/**
 * Forgets every upload being read: at the start of the only process that can reach the data
 * (PGlite's directory is locked to one), any such upload died with the previous one.
 */
export async function deleteUnfinishedUploads(tx: Tx): Promise<void> {
  await tx.delete(imports).where(eq(imports.status, 'reading'));
}

export async function insertImport(
  tx: Tx,
  values: Pick<ImportRow, 'userId' | 'format' | 'fileName'>,
): Promise<ImportRow> {
  const [row] = await tx
    .insert(imports)
    .values({ ...values, status: 'reading' })
    .returning();
  if (!row) throw new Error('insert into imports returned no row');
  return row;
}

export async function findImport(
  tx: Tx,
  userId: string,
  id: string,
): Promise<ImportRow | undefined> {
  const [row] = await tx
    .select()
    .from(imports)
    .where(and(eq(imports.userId, userId), eq(imports.id, id)));
  return row;
}

/** The user's latest import that has been read whole (one being uploaded is not shown yet). */
export async function latestImport(tx: Tx, userId: string): Promise<ImportRow | undefined> {
  const [row] = await tx
    .select()
    .from(imports)
    .where(and(eq(imports.userId, userId), ne(imports.status, 'reading')))
    .orderBy(desc(imports.createdAt))
    .limit(1);
  return row;
}

export async function updateImport(
  tx: Tx,
  id: string,
  changes: Partial<Omit<ImportRow, 'id' | 'userId'>>,
): Promise<ImportRow | undefined> {
  const [row] = await tx.update(imports).set(changes).where(eq(imports.id, id)).returning();
  return row;
}

export async function deleteImport(tx: Tx, id: string): Promise<void> {
  await tx.delete(imports).where(eq(imports.id, id));
}

export async function insertItems(tx: Tx, rows: NewImportItem[]): Promise<void> {
  if (rows.length > 0) await tx.insert(importItems).values(rows);
}

/**
 * The link keys a query looks up, as rows `k(key)`, each to probe an index with in a lateral
 * subquery ending in `limit 1` (which the planner cannot fold into a join). Asked as
 * `link_key = any(keys)`, or as a plain join, the planner weighs the keys against the table's
 * statistics, which the embedded database never brings up to date (it has no autovacuum): it
 * read every video of the user, or every entry of the import, for each chunk of an import
 * (docs/decisions/0078-hostile-import-files.md).
 */
const keyProbes = (keys: string[]) =>
  sql`jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as k(key)`;

/** For each of `keys` an earlier entry of the import has, that entry's place in the file. */
export async function firstSeqOf(
  tx: Tx,
  importId: string,
  keys: string[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  // One probe of the (import, link key) index per key, first entry first (keyProbes).
  const rows = await executeRows<{ key: string; seq: number }>(
    tx,
    sql`select k.key, first.seq
        from ${keyProbes(keys)}
        cross join lateral (
          select ${importItems.seq} as seq from ${importItems}
          where ${importItems.importId} = ${importId} and ${importItems.linkKey} = k.key
          order by ${importItems.seq} limit 1) first`,
  );
  return new Map(rows.map((row) => [row.key, Number(row.seq)]));
}

/** What the preview counts once the file is read whole. */
export async function countFound(
  tx: Tx,
  userId: string,
  importId: string,
): Promise<
  Pick<ImportRow, 'total' | 'inLibrary' | 'repeated' | 'invalid' | 'collectionCount' | 'folded'>
> {
  const [row] = await executeRows<Record<string, string | number>>(
    tx,
    sql`select count(*) as total,
          count(*) filter (where i.repeat_of is not null) as repeated,
          count(*) filter (where i.link_key is null) as invalid,
          count(distinct i.collection_name) as collection_count,
          count(*) filter (where i.folded) as folded,
          count(*) filter (where i.repeat_of is null and i.link_key is not null and exists (
            select 1 from ${videos} v where v.user_id = ${userId} and v.link_key = i.link_key
          )) as in_library
        from ${importItems} i where i.import_id = ${importId}`,
  );
  const number = (key: string) => Number(row?.[key] ?? 0);
  return {
    total: number('total'),
    inLibrary: number('in_library'),
    repeated: number('repeated'),
    invalid: number('invalid'),
    collectionCount: number('collection_count'),
    folded: number('folded'),
  };
}

/** The distinct collection names the import's entries carry. */
export async function importCollectionNames(tx: Tx, importId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ name: importItems.collectionName })
    .from(importItems)
    .where(and(eq(importItems.importId, importId), sql`${importItems.collectionName} is not null`));
  return rows.map((row) => row.name as string);
}

/**
 * The next entries not yet dealt with, in file order: entries are dealt with in that order, and
 * numbered 1, 2, 3… as staged, so they are those numbered `processed` + 1 to `processed` +
 * `limit`. Asked as that closed range of the primary key, so no plan reads further: the
 * embedded database keeps no fresh statistics (it has no autovacuum), and asked for "after
 * `processed`" it read every entry left and sorted them, for each chunk.
 */
export const pendingItems = (
  tx: Tx,
  { id, processed }: Pick<ImportRow, 'id' | 'processed'>,
  limit: number,
): Promise<ImportItemRow[]> =>
  tx
    .select()
    .from(importItems)
    .where(
      and(eq(importItems.importId, id), between(importItems.seq, processed + 1, processed + limit)),
    )
    .orderBy(asc(importItems.seq))
    .limit(limit);

/** Where each of `seqs` stands in the file ("line 3"), for "Same link as line 3". */
export async function sourcesOf(
  tx: Tx,
  importId: string,
  seqs: number[],
): Promise<Map<number, string>> {
  if (seqs.length === 0) return new Map();
  const rows = await tx
    .select({ seq: importItems.seq, source: importItems.source })
    .from(importItems)
    .where(and(eq(importItems.importId, importId), inArray(importItems.seq, seqs)));
  return new Map(rows.map((row) => [row.seq, row.source]));
}

/**
 * Writes what became of a chunk of entries, in one statement. The chunk's range of `seq` bounds
 * the rows read: without it the join reads every entry of the import for each chunk.
 */
export async function recordOutcomes(
  tx: Tx,
  importId: string,
  outcomes: ImportOutcomeRow[],
): Promise<void> {
  if (outcomes.length === 0) return;
  const seqs = outcomes.map((outcome) => outcome.seq);
  await tx.execute(sql`
    update ${importItems} set outcome = o.outcome, detail = o.detail
    from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as o(seq int, outcome text, detail text)
    where ${importItems.importId} = ${importId}
      and ${importItems.seq} between ${Math.min(...seqs)} and ${Math.max(...seqs)}
      and ${importItems.seq} = o.seq`);
}

/** Imports being run, oldest first: what the runner works through after a restart too. */
/** An import if it is running (its job's run: import-runner.ts). */
export async function runningImport(
  tx: Tx,
  id: string,
): Promise<Pick<ImportRow, 'id' | 'userId' | 'processed' | 'added'> | undefined> {
  const [row] = await tx
    .select({
      id: imports.id,
      userId: imports.userId,
      processed: imports.processed,
      added: imports.added,
    })
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.status, 'running')));
  return row;
}

/**
 * Counts a failed chunk on a running import and keeps why; the `attempts`-th in a row ends it as
 * failed. Answers the import as it then stands (undefined: it is not running any more).
 */
export async function recordChunkFailure(
  tx: Tx,
  id: string,
  { reason, attempts, now }: { reason: string; attempts: number; now: Date },
): Promise<Pick<ImportRow, 'status' | 'failures'> | undefined> {
  const [row] = await tx
    .update(imports)
    .set({
      failures: sql`${imports.failures} + 1`,
      failure: reason,
      status: sql`case when ${imports.failures} + 1 >= ${attempts} then 'failed' else ${imports.status} end`,
      finishedAt: sql`case when ${imports.failures} + 1 >= ${attempts} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(imports.id, id), eq(imports.status, 'running')))
    .returning({ status: imports.status, failures: imports.failures });
  return row;
}

/**
 * A page of the report, in file order: the entries dealt with, and with `unprocessed` those that
 * were not (an import that ended before its end). `outcome` null: only those not dealt with.
 */
export const reportItems = (
  tx: Tx,
  importId: string,
  {
    outcome,
    after,
    limit,
    unprocessed,
  }: {
    outcome?: ImportItemRow['outcome'];
    after: number;
    limit: number;
    unprocessed: boolean;
  },
): Promise<ImportItemRow[]> =>
  tx
    .select()
    .from(importItems)
    .where(
      and(
        eq(importItems.importId, importId),
        gt(importItems.seq, after),
        outcome === null
          ? sql`${importItems.outcome} is null`
          : outcome
            ? eq(importItems.outcome, outcome)
            : unprocessed
              ? undefined
              : sql`${importItems.outcome} is not null`,
      ),
    )
    .orderBy(asc(importItems.seq))
    .limit(limit);

/** The user's videos with any of `keys`, with the name of the collection each is in. */
export const videosWithKeys = (
  tx: Tx,
  userId: string,
  keys: string[],
): Promise<Array<{ linkKey: string; collectionName: string }>> =>
  keys.length === 0
    ? Promise.resolve([])
    : executeRows(
        tx,
        sql`select k.key as "linkKey", ${collections.name} as "collectionName"
            from ${keyProbes(keys)}
            cross join lateral (
              select ${videos.categoryId} as category_id from ${videos}
              where ${videos.userId} = ${userId} and ${videos.linkKey} = k.key
              limit 1) saved
            join ${collections} on ${collections.id} = saved.category_id`,
      );

/**
 * The last ordering key of each of the collections (absent: the collection is empty). Each is
 * one step down the (user, collection, position) index: a `max` grouped by collection would read
 * every key of the collection instead, and a chunk of an import into a collection of 200,000
 * videos would read them all again each time.
 */
export async function lastVideoKeys(
  tx: Tx,
  userId: string,
  collectionIds: string[],
): Promise<Map<string, string>> {
  if (collectionIds.length === 0) return new Map();
  const rows = await executeRows<{ collection_id: string; position: string | null }>(
    tx,
    sql`select c.id as collection_id,
          (select v.position from ${videos} v
           where v.user_id = ${userId} and v.category_id = c.id::uuid
           order by v.position desc limit 1) as position
        from jsonb_array_elements_text(${JSON.stringify(collectionIds)}::jsonb) as c(id)`,
  );
  return new Map(
    rows.flatMap((row) => (row.position === null ? [] : [[row.collection_id, row.position]])),
  );
}
