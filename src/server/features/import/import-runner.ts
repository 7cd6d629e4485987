import type { Database } from '@server/db/client';
import { loggableError, unavailableReason } from '@server/db/errors';
import type { BackgroundTask, JobRunner } from '@server/jobs';
import { isVideoSiteLink } from '@server/features/link-details';
import { CHUNK_ENTRIES_FIRST, CHUNK_ENTRIES_MAX, nextChunkSize } from './chunk-size';
import { importChunk } from './import-chunk';
import {
  deleteUnfinishedUploads,
  recordChunkFailure,
  runningImport,
  type ImportRow,
} from './import.repo';

/** After a failed chunk (the database away), the runner tries again this much later. */
export const IMPORT_RETRY_MS = 5_000;

/**
 * Times in a row an import's chunk may fail, the database reached and refusing it, before the
 * import ends as failed, its reason on its card and in its report. Each try waits twice as long
 * as the one before (5 s, 10 s, 20 s, 40 s): enough for a passing conflict to clear, while the
 * other imports go on meanwhile (docs/decisions/0078-hostile-import-files.md).
 */
export const IMPORT_CHUNK_ATTEMPTS = 5;

export interface ImportRunnerDeps {
  db: Database;
  /** Where each import's chunks run: one process at a time, claimed with a lease. */
  jobs: JobRunner;
  now?: () => number;
  /** Told after a chunk saved videos whose details may still be to look up. */
  onVideosAdded?: () => void;
  /**
   * Which imported links wait for the background's lookup of their details: those the server's
   * lookup covers (app.ts). Without a server's settings (the CLI), the video sites' links, which
   * the server looks up when it next runs unless its lookups are off.
   */
  looksUp?: (url: string) => boolean;
}

/** Why an import's chunk failed, for its user: as a log line tells it, nothing of the rows' values. */
function failureReason(job: Pick<ImportRow, 'processed'>, error: unknown): string {
  const from = (job.processed + 1).toLocaleString('en-US');
  return `The entries from number ${from} on could not be saved: ${loggableError(error)}.`;
}

/**
 * Works through the running imports in the background: each import is a job (src/server/jobs,
 * asked for by the import's start in migration 0015) whose run is one chunk, its own
 * transaction, after which it waits behind the other imports' (so one big import does not hold
 * up a small one). The state is all in the database: a restart, or another server process on the
 * same PostgreSQL, goes on where it stood, and the job's lease keeps one process at an import at
 * a time. A chunk the database refuses is that import's failure alone: it is counted on the
 * import and tried again later, while the others go on; after IMPORT_CHUNK_ATTEMPTS in a row the
 * import ends as failed. Only a database that cannot be reached pauses them all.
 */
export function createImportRunner({
  db,
  jobs,
  now = Date.now,
  onVideosAdded = () => {},
  looksUp = isVideoSiteLink,
}: ImportRunnerDeps): BackgroundTask {
  /** Each import's next chunk size, timed on the embedded database (chunk-size.ts). */
  const chunkSizes = new Map<string, number>();
  const timed = db.driver === 'pglite';

  return jobs.define({
    kind: 'import',
    name: 'Import',
    // The database away: tried again soon, and at least every minute however long it lasts.
    retryMs: IMPORT_RETRY_MS,
    retryMaxMs: 60_000,
    run: async (id, { later }) => {
      const job = await db.system((tx) => runningImport(tx, id));
      if (!job) {
        chunkSizes.delete(id);
        return;
      }
      const size = timed ? (chunkSizes.get(id) ?? CHUNK_ENTRIES_FIRST) : CHUNK_ENTRIES_MAX;
      const started = performance.now();
      try {
        const state = await db.asUser(job.userId, (tx) =>
          importChunk(tx, job.userId, id, new Date(now()), looksUp, size),
        );
        if (timed) chunkSizes.set(id, nextChunkSize(size, performance.now() - started));
        if (state && state.added > job.added) onVideosAdded();
        if (state?.status === 'running') later(0);
        else chunkSizes.delete(id);
      } catch (error) {
        if (unavailableReason(error) !== undefined) throw error;
        const failed = await db.asUser(job.userId, (tx) =>
          recordChunkFailure(tx, id, {
            reason: failureReason(job, error),
            attempts: IMPORT_CHUNK_ATTEMPTS,
            now: new Date(now()),
          }),
        );
        console.error(
          `Import ${id}: a chunk failed (${loggableError(error)}), ` +
            `attempt ${failed?.failures ?? '?'} of ${IMPORT_CHUNK_ATTEMPTS}.`,
        );
        if (failed?.status === 'running') later(IMPORT_RETRY_MS * 2 ** (failed.failures - 1));
      }
    },
  });
}

/**
 * At start-up, before any request: PGlite's data directory is this process's alone, so an upload
 * still marked as being read died with the process before, and would block its user's next
 * import. (On PostgreSQL another process may be reading one right now; an abandoned upload is
 * let go after a while instead, see deleteReplacedImports.)
 */
export async function forgetUnfinishedUploads(db: Database): Promise<void> {
  if (db.driver === 'pglite') await db.system(deleteUnfinishedUploads);
}
