import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { Database } from '@server/db/client';
import { openPglite } from '@server/db/pglite';
import { openPostgres, type PostgresOptions } from '@server/db/postgres';
import { withAdminClient } from './admin-client';
import { TEST_DATABASE_RUN, testDatabasePrefix } from './test-database-names';

export interface TestDatabase {
  db: Database;
  /** The connection string of the throwaway PostgreSQL database; undefined on PGlite. */
  url: string | undefined;
  /** Closes the database and, on PostgreSQL, drops it. */
  drop(): Promise<void>;
}

/** Set by `.ci/run` (and by anyone who wants the API suite on a PostgreSQL server). */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

export const testDriver = () => (testDatabaseUrl() ? 'postgres' : 'pglite');

/**
 * A freshly migrated, empty database for one test file: in-memory PGlite by default, or a new
 * database on the server TEST_DATABASE_URL points at, created here and dropped afterwards.
 * `logger` sees every statement the database runs (see query-log.ts); the other options are
 * PostgreSQL's only.
 */
export interface TestDatabaseOptions extends PostgresOptions {
  /** The PostgreSQL pool's size (production's is 10). */
  poolSize?: number;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const db = await openPglite(undefined, { logger: options.logger });
    return { db, url: undefined, drop: () => db.close() };
  }
  // Named after the run, whose global set-up drops what a file leaves (scripts/test-databases-setup.ts).
  const run = inject(TEST_DATABASE_RUN) ?? randomBytes(4).toString('hex');
  const name = `${testDatabasePrefix(run)}${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // A small pool by default: many test files run at once against one server.
  const { poolSize = 4, ...postgresOptions } = options;
  const db = await openPostgres(url.toString(), poolSize, postgresOptions);
  return {
    db,
    url: url.toString(),
    async drop() {
      // Dropped even when closing fails: `with (force)` ends whatever connection is left.
      try {
        await db.close();
      } finally {
        await withAdminClient(serverUrl, (admin) =>
          admin.query(`drop database if exists ${name} with (force)`),
        );
      }
    },
  };
}
