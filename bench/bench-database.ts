import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database, Driver } from '../src/server/db/client';
import { openPglite } from '../src/server/db/pglite';
import { openPostgres } from '../src/server/db/postgres';

/** The PostgreSQL server to measure beside the embedded database, if one is named. */
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;

/** The embedded database always; PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL is set. */
export const benchDrivers = (): Driver[] => (serverUrl ? ['pglite', 'postgres'] : ['pglite']);

/**
 * Runs `fn` on a database made for the run and removed afterwards: PGlite in a temporary
 * directory (on disk, as in production), or a new database on the PostgreSQL server.
 */
export async function withBenchDatabase<T>(
  driver: Driver,
  fn: (db: Database) => Promise<T>,
): Promise<T> {
  if (driver === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'vidshelf-bench-'));
    const db = await openPglite(dir);
    try {
      return await fn(db);
    } finally {
      await db.close();
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
  const db = await openPostgres(url.toString());
  try {
    return await fn(db);
  } finally {
    await db.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
