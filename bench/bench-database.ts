import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import type { Database, Driver } from '@server/db/client';
import { openPglite } from '@server/db/pglite';
import { openPostgres } from '@server/db/postgres';

/** The PostgreSQL server to measure beside the embedded database, if one is named. */
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;

/** The embedded database always; PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL is set. */
export const benchDrivers = (): Driver[] => (serverUrl ? ['pglite', 'postgres'] : ['pglite']);

/** A database made for one run: opened here, or handed to a server process by its environment. */
export interface BenchStore {
  driver: Driver;
  /**
   * Opens it in this process. A PGlite directory opens in one process at a time: close it
   * before a server process starts on it.
   */
  open(options?: { logger?: Logger }): Promise<Database>;
  /** What the server (src/server/main.ts) needs in its environment to use it. */
  serverEnv: Record<string, string>;
}

/**
 * Runs `fn` on a database made for the run and removed afterwards: PGlite in a temporary
 * directory (on disk, as in production), or a new database on the PostgreSQL server.
 */
export async function withBenchStore<T>(
  driver: Driver,
  fn: (store: BenchStore) => Promise<T>,
): Promise<T> {
  if (driver === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'vidshelf-bench-'));
    try {
      return await fn({
        driver,
        open: (options) => openPglite(dir, options),
        serverEnv: { DATA_DIR: dir },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!serverUrl) throw new Error('No PostgreSQL server: set DATABASE_URL or TEST_DATABASE_URL.');
  const name = `vidshelf_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await fn({
      driver,
      open: (options) => openPostgres(url.toString(), 10, options),
      serverEnv: { DATABASE_URL: url.toString() },
    });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * Opens the store's database in this process for `fn` and closes it after: set-up before the
 * server under test starts, checks after it stopped (a PGlite directory opens in one process at
 * a time).
 */
export async function openBenchDatabase<T>(
  store: BenchStore,
  fn: (db: Database) => Promise<T>,
): Promise<T> {
  const db = await store.open();
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}
