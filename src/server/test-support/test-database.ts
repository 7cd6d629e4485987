import { randomBytes } from 'node:crypto';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import type { Database } from '../db/client';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';

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
 * `logger` sees every statement the database runs (see query-log.ts).
 */
export async function createTestDatabase(options: { logger?: Logger } = {}): Promise<TestDatabase> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const db = await openPglite(undefined, options);
    return { db, url: undefined, drop: () => db.close() };
  }
  const name = `vidshelf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 4, options);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
