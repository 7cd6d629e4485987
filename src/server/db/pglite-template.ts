import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A new PGlite database starts with initdb, which costs seconds of WebAssembly (15 s on a busy
 * CI machine), and the test suites open a hundred of them. Instead they start from a template:
 * a dump of a freshly migrated, empty database, made once per set of migrations and kept in
 * node_modules/.cache. PGlite loads it in a second or two; the migrations still run after it
 * (none left to apply, unless the template is older), so a database made this way is the one
 * the migrations make. Only ever given to a new, empty data directory.
 *
 * Set for the test processes by vitest.config.ts (and passed on to the servers they spawn); a
 * deployment has no reason to set it, and a stale or missing file only means initdb again.
 */
export const PGLITE_TEMPLATE_ENV = 'VIDSHELF_TEST_PGLITE_TEMPLATE';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MIGRATIONS = join(ROOT, 'src/server/db/migrations');

/** Where the template of the current migrations and PGlite version is kept. */
export function pgliteTemplatePath(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  for (const file of readdirSync(MIGRATIONS, { recursive: true }).map(String).sort()) {
    const path = join(MIGRATIONS, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(path));
  }
  const key = hash.digest('hex').slice(0, 16);
  return join(ROOT, `node_modules/.cache/vidshelf/pglite-template-${key}.tar.gz`);
}

/** Makes the template at `path` unless it is there already (written whole or not at all). */
export async function ensurePgliteTemplate(path = pgliteTemplatePath()): Promise<string> {
  if (existsSync(path)) return path;
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const pg = await PGlite.create({});
  try {
    await migrate(drizzle({ client: pg }), { migrationsFolder: MIGRATIONS });
    const dump = await pg.dumpDataDir('gzip');
    mkdirSync(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await pg.close();
  }
  return path;
}

/**
 * The template to seed a database with, read for PGlite's `loadDataDir`: only for a new data
 * directory (none on disk yet, or in memory) and only when the file is there.
 */
export function templateFor(
  pgdata: string | undefined,
  template: string | undefined,
): Blob | undefined {
  if (!template || !existsSync(template)) return undefined;
  const isNew = pgdata === undefined || !existsSync(pgdata) || readdirSync(pgdata).length === 0;
  return isNew ? new Blob([readFileSync(template)]) : undefined;
}
