import { onTestFinished } from 'vitest';
import type { Database, Driver } from '../db/client';
import { openPglite } from '../db/pglite';
import { tempDir } from './temp-dir';
import { createTestDatabase, testDatabaseUrl } from './test-database';

/** Where a real server process keeps its data, on the driver the suite runs on. */
export interface ServerData {
  driver: Driver;
  /** DATA_DIR (the generated JWT secret lives there on both drivers), plus DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  /** On PGlite the embedded files, which only one process may open at a time. */
  dataDir: string;
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
      driver: 'pglite',
      env: { DATA_DIR: dataDir },
      dataDir,
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
    driver: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url! },
    dataDir,
    withDatabase: (fn) => fn(database.db),
  };
}
