import { REFRESH_TOKEN_TTL_SECONDS, VIDEO_UNDO_WINDOW_MS } from '@shared/constants';
import type { Database } from '@server/db/client';
import type { JobQueue, JobRunner } from '@server/jobs';
import {
  deleteEndedSessions,
  deleteEventsBefore,
  deleteExpiredRateLimits,
  deleteLibraryTombstonesBefore,
  deleteTokensRotatedBefore,
  deleteTombstonesBefore,
} from './sweep.repo';

/** Security events are kept this long, then forgotten (docs/decisions/0026-session-sweep.md). */
export const AUDIT_EVENT_RETENTION_DAYS = 90;
/**
 * Deletes are remembered this long for the library's versions
 * (docs/product/local-copy-and-sync.md); a copy of the library older than that is reloaded in full
 * (docs/decisions/0059-library-versions.md).
 */
export const LIBRARY_TOMBSTONE_RETENTION_DAYS = 30;
/** The sweep runs at start-up and then this often (defineSweep). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SweepResult {
  sessions: number;
  refreshTokens: number;
  events: number;
  rateLimits: number;
  deletedVideos: number;
  libraryTombstones: number;
}

/**
 * Deletes what can never be used again, so the tables do not grow forever:
 * - sessions that expired or were signed out, with their refresh tokens;
 * - refresh tokens used more than a session's lifetime ago. A used token is otherwise kept while
 *   its session lives: presented again, it proves the token was copied and ends the session
 *   (reuse detection). Past a session's lifetime a copy of it is simply unknown (still refused);
 * - security events older than 90 days, and rate-limit windows that have passed;
 * - deleted videos kept for "Undo" whose window has passed (a user's next delete also does it);
 * - the library's tombstones older than 30 days (docs/product/local-copy-and-sync.md).
 * Each runs in its own transaction, so no lock is held for long.
 */
export async function sweep(db: Database, at: number): Promise<SweepResult> {
  const now = new Date(at);
  return {
    sessions: await db.system((tx) => deleteEndedSessions(tx, now)),
    refreshTokens: await db.system((tx) =>
      deleteTokensRotatedBefore(tx, new Date(at - REFRESH_TOKEN_TTL_SECONDS * 1000)),
    ),
    events: await db.system((tx) =>
      deleteEventsBefore(tx, new Date(at - AUDIT_EVENT_RETENTION_DAYS * DAY_MS)),
    ),
    rateLimits: await db.system((tx) => deleteExpiredRateLimits(tx, now)),
    deletedVideos: await db.system((tx) =>
      deleteTombstonesBefore(tx, new Date(at - VIDEO_UNDO_WINDOW_MS)),
    ),
    libraryTombstones: await db.system((tx) =>
      deleteLibraryTombstonesBefore(tx, new Date(at - LIBRARY_TOMBSTONE_RETENTION_DAYS * DAY_MS)),
    ),
  };
}

/** A failed sweep (the database away) is tried again this much later. */
const SWEEP_RETRY_MS = 5 * 60 * 1000;

/**
 * The sweep as a job (src/server/jobs): asked for at each start-up, then every hour, run by one
 * server process of those sharing the database. A failed one is logged and tried again later;
 * it never stops the server.
 */
export const defineSweep = (jobs: JobRunner, db: Database, now: () => number): JobQueue =>
  jobs.define({
    kind: 'sweep',
    name: 'The sweep of ended sessions',
    singleKey: 'all',
    retryMs: SWEEP_RETRY_MS,
    retryMaxMs: SWEEP_INTERVAL_MS,
    run: async (_key, { later }) => {
      await sweep(db, now());
      later(SWEEP_INTERVAL_MS);
    },
  });
