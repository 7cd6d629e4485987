import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { Database } from '@server/db/client';
import { openPglite } from '@server/db/pglite';
import { useServer, type E2eServer, type ServerEnv } from './server';

/**
 * The real server on an embedded database prepared before it starts: `prepare` gets that
 * database (migrated) and writes what the test needs, including what no API would accept (a
 * Pro tier, data from outside the rules). Only one process may hold a data directory, so the
 * preparing happens first, in a directory of our own, which the server is then pointed at.
 */
export function useServerOnPreparedData(
  prepare: (db: Database) => Promise<void>,
  env: ServerEnv = {},
): E2eServer {
  let dataDir: string | undefined;
  // Registered before the server's hooks, so it runs after the server has stopped.
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return useServer(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'vidshelf-e2e-prepared-'));
    const db = await openPglite(dataDir);
    try {
      await prepare(db);
    } finally {
      await db.close();
    }
    return { ...env, DATA_DIR: dataDir };
  });
}
