import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { fsyncPath } from '@server/db/backup/durable-fs';

const SECRET_FILE = 'jwt-secret';
/** As for JWT_SECRET (config.ts): HS256 wants a key of at least 256 bits. */
const MIN_SECRET_LENGTH = 32;

/** The stored secret cannot be used; one line that says what to do (main.ts prints it). */
export class JwtSecretError extends Error {
  constructor(path: string, detail: string) {
    super(
      `The JWT secret in ${path} ${detail}. Set JWT_SECRET, or delete the file to have a new one generated (everyone will have to sign in again).`,
    );
    this.name = 'JwtSecretError';
  }
}

function readStored(path: string): string | undefined {
  let stored: string;
  try {
    stored = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (stored.length === 0) throw new JwtSecretError(path, 'is empty');
  if (stored.length < MIN_SECRET_LENGTH) {
    throw new JwtSecretError(path, `is shorter than ${MIN_SECRET_LENGTH} characters`);
  }
  return stored;
}

/**
 * The configured JWT secret, or one generated on first start and kept in the data directory,
 * so that sessions survive restarts without any set-up. A stored secret that is empty or short
 * (a truncated copy, a hand edit) is refused rather than used as a weak key.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const path = join(dataDir, SECRET_FILE);
  const stored = readStored(path);
  if (stored) return stored;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // Written whole and flushed under another name, then linked into place: the name only ever
  // holds a whole secret (a power cut cannot leave it empty), and link fails if it exists, so
  // of two first starts the loser reads the winner's secret.
  const partial = `${path}.partial-${process.pid}`;
  const fd = openSync(partial, 'w', 0o600);
  try {
    writeSync(fd, `${secret}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(partial, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readStored(path) ?? secret;
  } finally {
    rmSync(partial, { force: true });
  }
  fsyncPath(dataDir);
  return secret;
}
