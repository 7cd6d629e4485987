import type { Database } from '@server/db/client';
import { backgroundTask, type BackgroundTask } from '@server/core';
import { isVideoSiteLink } from '@server/features/videos';
import { importChunk } from './import-chunk';
import { deleteUnfinishedUploads, runningImports } from './import.repo';

/** After a failed chunk (the database away), the runner tries again this much later. */
export const IMPORT_RETRY_MS = 5_000;

export interface ImportRunnerDeps {
  db: Database;
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

/** Lets the requests that queued during a chunk through before the next one. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Works through the running imports in the background, a chunk of each in turn (so one big
 * import does not hold up a small one), each chunk its own transaction. The state is all in the
 * database: a restart (wake at start-up), or another server process on the same PostgreSQL,
 * goes on where it stood.
 */
export function createImportRunner({
  db,
  now = Date.now,
  onVideosAdded = () => {},
  looksUp = isVideoSiteLink,
}: ImportRunnerDeps): BackgroundTask {
  return backgroundTask(
    'Import',
    async ({ stopped }) => {
      for (;;) {
        const jobs = await db.system(runningImports);
        if (jobs.length === 0) return;
        for (const job of jobs) {
          if (stopped()) return;
          const state = await db.asUser(job.userId, (tx) =>
            importChunk(tx, job.userId, job.id, new Date(now()), looksUp),
          );
          if (state && state.added > 0) onVideosAdded();
          await yieldToRequests();
        }
      }
    },
    IMPORT_RETRY_MS,
  );
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
