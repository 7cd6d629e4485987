import { gunzipSync } from 'node:zlib';
import { BackupError } from './backup-error';

const BLOCK = 512;
const FILE_TYPES = new Set(['0', '\0']);
const DIRECTORY_TYPE = '5';

/** A checked backup: the data directory's tar, ready for PGlite's `loadDataDir`. */
export interface PgdataTarball {
  tar: Uint8Array<ArrayBuffer>;
  /** The PostgreSQL major version the files belong to (their PG_VERSION). */
  pgVersion: string;
}

const text = (header: Uint8Array, start: number, length: number) => {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end));
};

/** A numeric header field: octal digits, padded with spaces or NULs; NaN when not that. */
const octal = (header: Uint8Array, start: number, length: number) => {
  const digits = text(header, start, length).trim();
  return /^[0-7]+$/.test(digits) ? Number.parseInt(digits, 8) : Number.NaN;
};

/** The header's checksum: the sum of its bytes, the checksum field itself counted as spaces. */
const checksumMatches = (header: Uint8Array) => {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (header[i] ?? 0);
  return octal(header, 148, 8) === sum;
};

/**
 * Checks that `file` is what backup writes (PGlite's `dumpDataDir('gzip')`): a gzip, whose CRC
 * catches a damaged or cut-short file, of a tar of a PostgreSQL data directory. PGlite must only
 * ever be handed that: given something else it fails with a rejection nobody can catch, which
 * ends the process.
 */
export function readPgdataTarball(file: Uint8Array, name: string): PgdataTarball {
  const refuse = (why: string) =>
    new BackupError(`${name} is not a Vidshelf backup, or it is damaged (${why}).`);
  let tar: Uint8Array<ArrayBuffer>;
  try {
    tar = gunzipSync(file);
  } catch {
    throw refuse('not a complete gzip file');
  }
  let pgVersion: string | undefined;
  let offset = 0;
  for (;;) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.length < BLOCK) throw refuse('the archive ends early');
    // The archive ends with zero blocks.
    if (header.every((byte) => byte === 0)) break;
    const size = octal(header, 124, 12);
    if (!checksumMatches(header) || Number.isNaN(size)) throw refuse('not a tar archive');
    const prefix = text(header, 345, 155);
    const path = (prefix ? `${prefix}/` : '') + text(header, 0, 100);
    const parts = path.split('/').filter((part) => part !== '' && part !== '.');
    const type = String.fromCharCode(header[156] ?? 0);
    // PGlite writes files and directories only, all inside the data directory.
    if (parts.includes('..') || !(FILE_TYPES.has(type) || type === DIRECTORY_TYPE)) {
      throw refuse(`unexpected entry ${path}`);
    }
    const data = tar.subarray(offset + BLOCK, offset + BLOCK + size);
    if (data.length < size) throw refuse('the archive ends early');
    if (parts.join('/') === 'PG_VERSION' && FILE_TYPES.has(type)) {
      pgVersion = new TextDecoder().decode(data).trim();
    }
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  if (pgVersion === undefined) throw refuse('no database in the archive');
  return { tar, pgVersion };
}
