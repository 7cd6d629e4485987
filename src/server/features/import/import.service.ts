import type {
  Import,
  ImportReportItem,
  ImportReportPage,
  StartImportRequest,
} from '@shared/contracts/import';
import { collectionNameKey } from '@shared/collection-name';
import type { Database, Tx } from '@server/db/client';
import { AppError } from '@server/http/app-error';
import { findCollection, listCollections, lockUser, planRoom } from '@server/core';
import type { BackgroundTask } from '@server/jobs';
import { ImportFileError } from './formats/import-item';
import {
  deleteImport,
  findImport,
  importCollectionNames,
  latestImport,
  reportItems,
  updateImport,
  type ImportItemRow,
  type ImportRow,
} from './import.repo';
import { reportCsv, REPORT_CSV_HEADER } from './import-report-csv';
import { importUnderWay, stageImport } from './stage-import';

const importNotFound = () => new AppError('not_found', 404, 'Import not found.');

/** How many of the file's collections the library does not have yet (while it waits to start). */
async function countNewCollections(tx: Tx, row: ImportRow): Promise<number> {
  if (row.status !== 'staged') return 0;
  const have = new Set(
    (await listCollections(tx, row.userId)).map((collection) => collectionNameKey(collection.name)),
  );
  const names = await importCollectionNames(tx, row.id);
  return new Set(names.map(collectionNameKey).filter((key) => !have.has(key))).size;
}

async function toImport(tx: Tx, row: ImportRow): Promise<Import> {
  return {
    id: row.id,
    status: row.status,
    format: row.format as Import['format'],
    fileName: row.fileName,
    found: {
      links: row.total,
      collections: row.collectionCount,
      newCollections: await countNewCollections(tx, row),
      inLibrary: row.inLibrary,
      repeated: row.repeated,
      invalid: row.invalid,
      folded: row.folded,
    },
    room: await planRoom(tx, row.userId),
    targetCollectionId: row.targetCollectionId,
    progress: {
      processed: row.processed,
      added: row.added,
      duplicates: row.duplicates,
      invalid: row.rejected,
      overLimit: row.overLimit,
    },
    failure: row.failure,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Why the entries an import did not come to were not imported: it ended before them. */
function notImportedDetail(row: ImportRow): string {
  return row.status === 'failed'
    ? `The import stopped after an error: ${row.failure ?? 'no reason was kept.'}`
    : 'The import was cancelled before this entry.';
}

/** An entry as the report shows it; one not dealt with only appears once the import ended early. */
const reportItemOf =
  (imported: ImportRow) =>
  (row: ImportItemRow): ImportReportItem => ({
    seq: row.seq,
    source: row.source,
    url: row.url,
    title: row.title,
    outcome: row.outcome ?? 'not_imported',
    detail: row.outcome ? (row.detail ?? '') : notImportedDetail(imported),
  });

/** Whether the import ended before its end: its report then lists the entries left too. */
const endedEarly = (row: ImportRow) => row.status === 'cancelled' || row.status === 'failed';

/**
 * Report rows per read while the CSV is written: what the server holds of it at once, and the
 * work of one transaction (each page its own, so a report of 200,000 entries never holds the
 * embedded database for more than a page; an ended import's entries do not change, and a running
 * one's are written in file order, so page by page still reads one whole prefix).
 */
const REPORT_PAGE = 500;

export interface ImportServiceDeps {
  db: Database;
  runner: BackgroundTask;
  now?: () => number;
  /** Entries one file may hold (IMPORT_ENTRIES_MAX; tests make it small). */
  entriesMax?: number;
}

/** Bringing a file into a library: read it, preview it, run it in the background, report it. */
export function createImportService({ db, runner, now = Date.now, entriesMax }: ImportServiceDeps) {
  const ownImport = async (tx: Tx, userId: string, id: string) => {
    const row = await findImport(tx, userId, id);
    if (!row || row.status === 'reading') throw importNotFound();
    return row;
  };

  return {
    /** Reads the file into a new import waiting to be started; 400 for a file it cannot read. */
    async upload(
      userId: string,
      bytes: AsyncIterable<Uint8Array>,
      fileName: string,
    ): Promise<Import> {
      try {
        const row = await stageImport(db, userId, bytes, fileName, now, entriesMax);
        return await db.asUser(userId, (tx) => toImport(tx, row));
      } catch (error) {
        if (error instanceof ImportFileError) {
          throw new AppError('import_file_invalid', 400, error.message);
        }
        throw error;
      }
    },

    /** The import under way, or the last one finished (its report), or null. */
    current: (userId: string): Promise<Import | null> =>
      db.asUser(userId, async (tx) => {
        const row = await latestImport(tx, userId);
        return row ? toImport(tx, row) : null;
      }),

    /** Starts a waiting import, into the file's collections or the one chosen. */
    start: (userId: string, id: string, { collectionId }: StartImportRequest): Promise<Import> =>
      db
        .asUser(userId, async (tx) => {
          await lockUser(tx, userId);
          const row = await ownImport(tx, userId, id);
          if (row.status !== 'staged') {
            throw new AppError('conflict', 409, 'This import has already been started.');
          }
          if (collectionId && !(await findCollection(tx, userId, collectionId))) {
            throw new AppError('not_found', 404, 'Collection not found.');
          }
          const started = await updateImport(tx, id, {
            status: 'running',
            targetCollectionId: collectionId,
            startedAt: new Date(now()),
          });
          return toImport(tx, started ?? row);
        })
        .then((started) => {
          runner.wake();
          return started;
        }),

    /**
     * Stops a running import where it stands: what it added stays, the entries it did not come
     * to are reported as not imported. The user's lock orders it with the chunks: one under way
     * finishes first, and none starts after.
     */
    cancel: (userId: string, id: string): Promise<Import> =>
      db.asUser(userId, async (tx) => {
        await lockUser(tx, userId);
        const row = await ownImport(tx, userId, id);
        if (row.status !== 'running') {
          throw new AppError('conflict', 409, 'This import is not running.');
        }
        const cancelled = await updateImport(tx, id, {
          status: 'cancelled',
          finishedAt: new Date(now()),
        });
        return toImport(tx, cancelled ?? row);
      }),

    /** Forgets an import waiting to start, or a finished one's report; a running one stays. */
    discard: (userId: string, id: string): Promise<void> =>
      db.asUser(userId, async (tx) => {
        const row = await ownImport(tx, userId, id);
        if (row.status === 'running') throw importUnderWay();
        await deleteImport(tx, id);
      }),

    /** A page of what became of each entry dealt with so far, in file order. */
    report: (
      userId: string,
      id: string,
      query: { outcome?: ImportReportItem['outcome']; after: number; limit: number },
    ): Promise<ImportReportPage> =>
      db.asUser(userId, async (tx) => {
        const imported = await ownImport(tx, userId, id);
        const { outcome, ...page } = query;
        const rows = await reportItems(tx, id, {
          ...page,
          outcome: outcome === 'not_imported' ? null : outcome,
          unprocessed: endedEarly(imported),
        });
        const last = rows.at(-1);
        return {
          items: rows.map(reportItemOf(imported)),
          nextAfter: rows.length === query.limit && last ? last.seq : null,
        };
      }),

    /** The whole report as CSV, written page by page, each page read in its own transaction. */
    async writeReport(
      userId: string,
      id: string,
      write: (chunk: string) => Promise<void>,
    ): Promise<ImportRow> {
      const imported = await db.asUser(userId, (tx) => ownImport(tx, userId, id));
      const toItem = reportItemOf(imported);
      await write(REPORT_CSV_HEADER);
      for (let after = 0; ;) {
        const rows = await db.asUser(
          userId,
          (tx) =>
            reportItems(tx, id, { after, limit: REPORT_PAGE, unprocessed: endedEarly(imported) }),
          { background: true },
        );
        if (rows.length > 0) await write(reportCsv(rows.map(toItem)));
        const last = rows.at(-1);
        if (!last || rows.length < REPORT_PAGE) return imported;
        after = last.seq;
      }
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
