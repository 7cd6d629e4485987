import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SPAWN_TEST_TIMEOUT_MS } from '@server/test-support/server-process';
import { buildClient, clientBuildIsStale, ClientBuildError } from './client-build';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A client of one page whose build config is `plugin` (the body of a Vite plugin object). */
function project(plugin: string) {
  root = mkdtempSync(join(tmpdir(), 'vidshelf-client-build-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title><p>hello</p>');
  writeFileSync(
    join(root, 'vite.config.mjs'),
    `export default { logLevel: 'silent', build: { outDir: 'dist/client' }, plugins: [{ name: 'probe', ${plugin} }] };`,
  );
}

describe('buildClient', () => {
  it(
    'builds in a process of its own, not in the one that starts the server',
    async () => {
      // The build writes down the process it ran in.
      project(
        `generateBundle() { this.emitFile({ type: 'asset', fileName: 'builder-pid.txt', source: String(process.pid) }); }`,
      );
      await buildClient(root);
      const builder = Number(readFileSync(join(root, 'dist/client/builder-pid.txt'), 'utf8'));
      expect(builder).toBeGreaterThan(0);
      expect(builder).not.toBe(process.pid);
      expect(clientBuildIsStale(root)).toBe(false);
    },
    SPAWN_TEST_TIMEOUT_MS,
  );

  it(
    'fails with one line when the build fails',
    async () => {
      project(`buildStart() { throw new Error('broken on purpose'); }`);
      const failed = buildClient(root);
      await expect(failed).rejects.toBeInstanceOf(ClientBuildError);
      await expect(failed).rejects.toThrow(
        /^The client's build failed \(vite build exited with 1\); its output is above\.$/,
      );
    },
    SPAWN_TEST_TIMEOUT_MS,
  );
});

describe('clientBuildIsStale', () => {
  it('is stale with no build, and when a source is newer than the build', () => {
    root = mkdtempSync(join(tmpdir(), 'vidshelf-client-build-'));
    mkdirSync(join(root, 'src/client'), { recursive: true });
    writeFileSync(join(root, 'src/client/main.tsx'), '');
    expect(clientBuildIsStale(root)).toBe(true);

    mkdirSync(join(root, 'dist/client'), { recursive: true });
    writeFileSync(join(root, 'dist/client/index.html'), '');
    const past = new Date(Date.now() - 60_000);
    for (const path of ['src/client/main.tsx', 'src/client', 'src']) {
      utimesSync(join(root, path), past, past);
    }
    expect(clientBuildIsStale(root)).toBe(false);

    writeFileSync(join(root, 'src/client/main.tsx'), 'changed');
    expect(clientBuildIsStale(root)).toBe(true);
  });
});
