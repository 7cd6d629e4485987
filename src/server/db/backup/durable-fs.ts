import {
  closeSync,
  fsyncSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

// PGlite's Node file system never calls fsync (pglite #1107), and neither does a plain
// writeFile: what backup and restore write is flushed here, so that a power cut right after
// they report success cannot lose it.

/** Flushes one file or directory (a directory's entries: names created or renamed in it). */
export function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Flushes every file and directory under `dir`, and `dir` itself. */
export function fsyncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    fsyncPath(join(entry.parentPath, entry.name));
  }
  fsyncPath(dir);
}

/**
 * Writes `data` to `path` so that the name only ever holds a whole file: a temporary file
 * beside it, flushed, then renamed over it. Readable by the owner only: a backup holds password
 * hashes.
 */
export function writeFileDurably(path: string, data: Uint8Array): void {
  const partial = `${path}.partial-${process.pid}`;
  try {
    writeFileSync(partial, data, { mode: 0o600, flag: 'wx' });
    fsyncPath(partial);
    renameSync(partial, path);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  fsyncPath(dirname(path));
}
