import { existsSync } from 'node:fs';
import { BackupError } from '@server/db/backup/backup-error';
import { dumpPglite } from '@server/db/backup/dump-pglite';
import { writeFileDurably } from '@server/db/backup/durable-fs';

/** `backup <file> [--force]` on the embedded database; returns the line to print. */
export async function backup(dataDir: string, file: string, force: boolean): Promise<string> {
  if (!force && existsSync(file)) {
    throw new BackupError(
      `${file} already exists; name another file, or add --force to replace it.`,
    );
  }
  const tarball = await dumpPglite(dataDir);
  writeFileDurably(file, tarball);
  const size = (tarball.length / 1024 / 1024).toFixed(1);
  return `Backed up ${dataDir} to ${file} (${size} MB).`;
}
