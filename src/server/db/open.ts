import type { Config } from '@server/config/config';
import type { Database } from './client';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when a URL is configured, else the embedded PGlite in dataDir. */
export function openDatabase(
  options: Pick<
    Config,
    'databaseUrl' | 'dataDir' | 'databaseStatementTimeoutMs' | 'databaseIdleInTransactionTimeoutMs'
  >,
): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, undefined, {
        statementTimeoutMs: options.databaseStatementTimeoutMs,
        idleInTransactionTimeoutMs: options.databaseIdleInTransactionTimeoutMs,
      })
    : openPglite(options.dataDir);
}
