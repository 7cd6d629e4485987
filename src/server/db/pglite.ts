import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createDatabase, type Database } from './client';
import { lockDataDir } from './data-dir-lock';
import { MIGRATIONS_FOLDER } from './migrate';
import * as schema from './schema';

/** Where PGlite keeps its files inside a data directory (beside the lock and the JWT secret). */
export const pgdataDir = (dataDir: string) => join(dataDir, 'pgdata');

/**
 * The embedded database: PGlite with its files in `<dataDir>/pgdata`, locked to this process.
 * Without a dataDir it lives in memory (tests). Migrations run before it is handed out.
 * `logger` sees every statement after the migrations (tests and the bench count them).
 */
export async function openPglite(
  dataDir?: string,
  { logger }: { logger?: Logger } = {},
): Promise<Database> {
  const lock = dataDir === undefined ? undefined : lockDataDir(dataDir);
  try {
    const client = await PGlite.create(
      dataDir === undefined ? {} : { dataDir: pgdataDir(dataDir) },
    );
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    const db = drizzle({ client, schema, ...(logger ? { logger } : {}) });
    let closed = false;
    return createDatabase('pglite', db, async () => {
      if (closed) return;
      closed = true;
      // close() checkpoints, so the files are whole on disk before the lock is given up.
      await client.close();
      lock?.release();
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
}
