import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { createDatabase, type Database } from './client';
import { lockDataDir } from './data-dir-lock';
import { MIGRATIONS_FOLDER } from './migrate';
import { PGLITE_TEMPLATE_ENV } from './pglite-template';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

/** Where PGlite keeps its files inside a data directory (beside the lock and the JWT secret). */
export const pgdataDir = (dataDir: string) => join(dataDir, 'pgdata');

/**
 * How long a busy embedded database may go without answering before the health check calls it
 * down: far longer than the heaviest request (a 50,000-video library load, about 2 s).
 */
const HEALTH_PATIENCE_MS = 30_000;
/** How long the health check waits for its own `select 1` before judging by the thread's pace. */
const PING_WAIT_MS = 100;

/**
 * The embedded database: PGlite with its files in `<dataDir>/pgdata`, locked to this process,
 * running in a worker thread (docs/decisions/0029-pglite-worker-thread.md). Without a dataDir it
 * lives in memory (tests). Migrations run before it is handed out. `logger` sees every
 * statement after the migrations (tests and the bench count them).
 */
export async function openPglite(
  dataDir?: string,
  { logger }: { logger?: Logger } = {},
): Promise<Database> {
  const lock = dataDir === undefined ? undefined : lockDataDir(dataDir);
  try {
    const thread = await PgliteThread.start(
      dataDir === undefined ? undefined : pgdataDir(dataDir),
      MIGRATIONS_FOLDER,
      // The test suites' shortcut past initdb (pglite-template.ts); unset in a deployment.
      process.env[PGLITE_TEMPLATE_ENV],
    );
    // Drizzle's PGlite driver calls only query() and transaction(), which the thread provides.
    const client = thread as unknown as PGlite;
    const db = drizzle({ client, schema, ...(logger ? { logger } : {}) });
    const dialect = new PgDialect();
    let closed = false;
    const database = createDatabase(
      'pglite',
      db,
      async () => {
        if (closed) return;
        closed = true;
        // close() checkpoints, so the files are whole on disk before the lock is given up.
        await thread.close();
        lock?.release();
      },
      // One transaction runs at a time: pages of long reads take turns among themselves, so a
      // request waits behind one page at most.
      1,
      // A user's settings travel with the transaction's first statement (decision 0067), and a
      // request's later transaction opens before those of requests not yet let in (0068).
      (statement, ahead) => {
        const { sql, params } = dialect.sqlToQuery(statement);
        logger?.logQuery(sql, params);
        return thread.open(sql, params, ahead);
      },
      // A transaction's last statement carries its commit (decision 0075).
      (run) => thread.endWithNext(run),
    );
    return {
      ...database,
      listen: (channel, listener) => thread.listen(channel, listener),
      /**
       * Up while the thread is alive and getting through its queue: a `select 1` would wait
       * behind a heavy query, and the health check must answer at once
       * (docs/product/reliability.md#nothing-heavy-holds-the-others).
       */
      async ping() {
        if (thread.stopped) return false;
        const answered = database.ping();
        const judged = new Promise<boolean>((resolve) =>
          setTimeout(() => resolve(thread.isHealthy(HEALTH_PATIENCE_MS)), PING_WAIT_MS).unref(),
        );
        return Promise.race([answered, judged]);
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
