import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../data-dir-lock';
import { pgdataDir } from '../pglite';
import { BackupError } from './backup-error';

/**
 * A snapshot of the embedded database in `dataDir`: PGlite's own dump of its data directory,
 * a gzipped tar. The directory is locked first, so no server can write during the dump, and a
 * CHECKPOINT puts every committed change into the data files it copies. The database is not
 * migrated: a backup taken before an upgrade stays what it was.
 */
export async function dumpPglite(dataDir: string): Promise<Uint8Array> {
  const pgdata = pgdataDir(dataDir);
  if (!existsSync(join(pgdata, 'PG_VERSION'))) {
    throw new BackupError(`There is no database in ${dataDir} to back up.`);
  }
  const lock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: pgdata });
    try {
      await client.exec('CHECKPOINT');
      const tarball = await client.dumpDataDir('gzip');
      return new Uint8Array(await tarball.arrayBuffer());
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}
