import { readFileSync } from 'node:fs';
import { BackupError } from '@server/db/backup/backup-error';
import { readPgdataTarball } from '@server/db/backup/pgdata-tarball';
import { restorePglite } from '@server/db/backup/restore-pglite';

/** `restore <file> [--force]` into the embedded database; returns the line to print. */
export async function restore(dataDir: string, file: string, force: boolean): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new BackupError(`Cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : message}.`);
  }
  // Checked before the data directory is touched: a file that is not a backup changes nothing.
  const tarball = readPgdataTarball(bytes, file);
  await restorePglite(dataDir, tarball, { name: file, force });
  return `Restored ${file} into ${dataDir}; the database is migrated.`;
}
