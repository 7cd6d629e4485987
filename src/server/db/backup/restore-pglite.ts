import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../data-dir-lock';
import { openPglite, pgdataDir } from '../pglite';
import { BackupError } from './backup-error';
import { fsyncPath, fsyncTree } from './durable-fs';
import type { PgdataTarball } from './pgdata-tarball';

const holdsDatabase = (pgdata: string) => existsSync(pgdata) && readdirSync(pgdata).length > 0;

/** Loads the backup into `dir`'s pgdata and checks that it opens and is Vidshelf's. */
async function load(dir: string, backup: PgdataTarball, name: string): Promise<void> {
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: pgdataDir(dir),
      loadDataDir: new Blob([backup.tar], { type: 'application/x-tar' }),
    });
  } catch {
    throw new BackupError(
      `${name} holds PostgreSQL ${backup.pgVersion} files that this Vidshelf cannot open (made by another PostgreSQL version, or damaged).`,
    );
  }
  try {
    const { rows } = await client.query<{ vidshelf: boolean }>(
      `select to_regclass('drizzle.__drizzle_migrations') is not null
          and to_regclass('public.users') is not null as vidshelf`,
    );
    if (!rows[0]?.vidshelf) throw new BackupError(`${name} holds a database, but not Vidshelf's.`);
  } finally {
    await client.close();
  }
}

/**
 * Brings a checked backup back into `dataDir`. It is restored into a directory beside the live
 * one, opened and migrated there (a backup from an older Vidshelf comes up to date), flushed to
 * disk, and only then renamed into place: whatever fails before that leaves `dataDir` as it
 * was, and the live `pgdata` is never half restored. A database already there is replaced only
 * with `force`.
 */
export async function restorePglite(
  dataDir: string,
  backup: PgdataTarball,
  options: { name: string; force: boolean },
): Promise<void> {
  const lock = lockDataDir(dataDir);
  try {
    const live = pgdataDir(dataDir);
    if (!options.force && holdsDatabase(live)) {
      throw new BackupError(
        `${dataDir} already holds a database; restore --force replaces it (back it up first if you may need it).`,
      );
    }
    // In dataDir, so that the renames below stay on one file system and are atomic.
    const staging = mkdtempSync(join(dataDir, 'restoring-'));
    try {
      await load(staging, backup, options.name);
      await (await openPglite(staging)).close();
      const restored = pgdataDir(staging);
      fsyncTree(restored);
      const replaced = join(staging, 'replaced-pgdata');
      const hadLive = existsSync(live);
      if (hadLive) renameSync(live, replaced);
      try {
        renameSync(restored, live);
      } catch (error) {
        if (hadLive) renameSync(replaced, live);
        throw error;
      }
      fsyncPath(dataDir);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  } finally {
    lock.release();
  }
}
