import type { Config } from '@server/config/config';
import type { Database } from './client';
import { fillNameKeys } from './name-keys';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/**
 * PostgreSQL when a URL is configured, else the embedded PGlite in dataDir: migrated, and with
 * what the migrations leave to the app done (the name keys of older rows), before anything reads.
 */
export async function openDatabase(
  options: Pick<
    Config,
    'databaseUrl' | 'dataDir' | 'databaseStatementTimeoutMs' | 'databaseIdleInTransactionTimeoutMs'
  >,
): Promise<Database> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, undefined, {
        statementTimeoutMs: options.databaseStatementTimeoutMs,
        idleInTransactionTimeoutMs: options.databaseIdleInTransactionTimeoutMs,
      })
    : await openPglite(options.dataDir);
  try {
    await fillNameKeys(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
