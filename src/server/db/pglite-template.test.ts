import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteTemplatePath, templateFor } from './pglite-template';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vidshelf-template-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the PGlite template of the test suites', () => {
  it('seeds only a new database: in memory, or a data directory not made or empty', async () => {
    const dir = tempDir();
    const template = join(dir, 'template.tar.gz');
    writeFileSync(template, 'dump');
    expect(await templateFor(undefined, template)?.text()).toBe('dump');
    expect(templateFor(join(dir, 'not-yet'), template)).toBeDefined();
    mkdirSync(join(dir, 'empty'));
    expect(templateFor(join(dir, 'empty'), template)).toBeDefined();
    // A database that is there already is never touched.
    mkdirSync(join(dir, 'used'));
    writeFileSync(join(dir, 'used', 'PG_VERSION'), '17');
    expect(templateFor(join(dir, 'used'), template)).toBeUndefined();
  });

  it('is not used when unset or missing: the database is made by initdb as before', () => {
    expect(templateFor(undefined, undefined)).toBeUndefined();
    expect(templateFor(undefined, join(tempDir(), 'missing.tar.gz'))).toBeUndefined();
  });

  it('is named by the migrations and the PGlite version, so a new migration makes a new one', () => {
    expect(pgliteTemplatePath()).toMatch(
      /node_modules\/\.cache\/vidshelf\/pglite-template-[0-9a-f]{16}\.tar\.gz$/,
    );
    expect(pgliteTemplatePath()).toBe(pgliteTemplatePath());
  });
});
