import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** PostgreSQL's DBState enum (src/include/catalog/pg_control.h), in its order. */
const STATES = [
  'starting up',
  'shut down',
  'shut down in recovery',
  'shutting down',
  'in crash recovery',
  'in archive recovery',
  'in production',
] as const;

/**
 * The state the embedded cluster in `dataDir` recorded last, as pg_controldata prints it:
 * `shut down` after a clean close (a shutdown checkpoint, nothing to replay), `in production`
 * while open or after a crash. It follows the system identifier (8 bytes) and two 4-byte version
 * numbers in global/pg_control.
 */
export function pgliteClusterState(dataDir: string): (typeof STATES)[number] | 'unknown' {
  const control = readFileSync(join(dataDir, 'pgdata', 'global', 'pg_control'));
  return STATES[control.readInt32LE(16)] ?? 'unknown';
}
