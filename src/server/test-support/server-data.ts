import { onTestFinished } from 'vitest';
import type { Database } from '@server/db/client';
import { openPglite } from '@server/db/pglite';
import { tempDir } from './temp-dir';
import { createTestDatabase, testDatabaseUrl } from './test-database';

/** Where a real server process keeps its data, on the driver the suite runs on. */
export interface ServerData {
  /** DATA_DIR (the generated JWT secret lives there on both drivers); DATABASE_URL on PG. */
  env: Record<string, string>;
  /**
   * Runs `fn` on the same database, opened from the test: on PGlite only while no server
   * process holds the directory (the lock refuses otherwise).
   */
  withDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T>;
}

/**
 * A temporary DATA_DIR and, when TEST_DATABASE_URL is set, a throwaway PostgreSQL database for
 * the server to use instead of PGlite; both are removed when the calling test ends. Restarted
 * on the same `env`, a server finds the same data.
 */
export async function createServerData(): Promise<ServerData> {
  const dataDir = tempDir('vidshelf-server-');
  if (!testDatabaseUrl()) {
    return {
      env: { DATA_DIR: dataDir },
      async withDatabase(fn) {
        const db = await openPglite(dataDir);
        try {
          return await fn(db);
        } finally {
          await db.close();
        }
      },
    };
  }
  const database = await createTestDatabase();
  onTestFinished(() => database.drop());
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url! },
    withDatabase: (fn) => fn(database.db),
  };
}
