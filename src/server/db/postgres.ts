import { availableParallelism } from 'node:os';
import pg from 'pg';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { createDatabase, type Database } from './client';
import { loggableError } from './errors';
import { MIGRATIONS_FOLDER } from './migrate';
import { createPostgresListener } from './postgres-listener';
import { keepConnectionEndReason } from './postgres-connection-end';
import * as schema from './schema';

/** Any fixed number: the advisory lock that makes concurrent start-ups migrate one at a time. */
export const MIGRATION_LOCK_KEY = 7_301_940_221;

export interface PostgresOptions {
  /** Sees every statement after the migrations (tests and the bench count them). */
  logger?: Logger;
  /** The server cancels a statement running longer (the request answers 503 database_timeout). */
  statementTimeoutMs?: number;
  /** The server ends a transaction left idle longer, and with it its connection. */
  idleInTransactionTimeoutMs?: number;
}

/**
 * Pages of long reads (AsUserOptions.background) run at once: half this machine's cores, at
 * least one. Each keeps a database backend busy writing JSON; the other cores stay free for
 * requests, which on a small machine (PostgreSQL beside the server) otherwise queued for CPU
 * behind three 50,000-video loads (the health bench of docs/BENCHMARKS.md, decision 0064).
 */
const BACKGROUND_PAGES_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));

/** The defaults of the configuration (config.ts), for callers that do not pass their own. */
const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;
const DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;

/**
 * A PostgreSQL server at `url`, migrated before it is handed out. Every pooled connection has a
 * statement and an idle-in-transaction timeout, so no request can hold a connection (or the
 * locks it took) for long, whatever its client does.
 */
export async function openPostgres(
  url: string,
  poolSize = 10,
  {
    logger,
    statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs = DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  }: PostgresOptions = {},
): Promise<Database> {
  await migrateOnce(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: idleInTransactionTimeoutMs,
  });
  // An idle client losing its server (restart, outage) must not crash the process;
  // the next query reports the failure to its request instead.
  pool.on('error', (error) => console.error(`PostgreSQL pool error: ${loggableError(error)}`));
  // Nor one checked out, and a request whose connection the server ended between statements (an
  // idle transaction past its timeout) learns why.
  pool.on('connect', keepConnectionEndReason);
  const db = drizzle({ client: pool, schema, ...(logger ? { logger } : {}) });
  const listener = createPostgresListener(url);
  let closed = false;
  const database = createDatabase(
    'postgres',
    db,
    async () => {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
    BACKGROUND_PAGES_AT_ONCE,
  );
  return { ...database, listen: listener.listen };
}

/**
 * Applies the migrations, one process at a time (an advisory lock), on a connection of its own
 * without the requests' timeouts: a start-up waits as long as another process's migrations take,
 * and a migration on a large table may rightly run longer than any request should.
 */
async function migrateOnce(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // A connection lost mid-way fails the statement that was running; that is the error to throw.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => {});
  }
}
