import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** What the client is built from: a build older than any of these is rebuilt by `npm start`. */
const INPUTS = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'public',
  'src/client',
  'src/shared',
];

function newestMtime(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(path).map((entry) => newestMtime(join(path, entry))),
  );
}

/** Whether the client under `root` has no build yet, or its sources are newer than the build. */
export function clientBuildIsStale(root: string): boolean {
  const builtAt = statSync(join(root, 'dist/client/index.html'), { throwIfNoEntry: false });
  const sourcesAt = Math.max(...INPUTS.map((input) => newestMtime(join(root, input))));
  return sourcesAt > (builtAt?.mtimeMs ?? 0);
}

/** A build that did not end well: one line, its output already shown above it. */
export class ClientBuildError extends Error {}

/**
 * Runs `vite build` in `root` as a process of its own, its output streamed to this one's, and
 * resolves when it has succeeded. Not in this process: a build leaves 1–1.5 GB of memory behind
 * that the server would keep for as long as it runs (docs/decisions/0096-client-build-apart.md).
 */
export function buildClient(root: string): Promise<void> {
  const require = createRequire(import.meta.url);
  const viteCli = join(dirname(require.resolve('vite/package.json')), 'bin/vite.js');
  const child = spawn(process.execPath, [viteCli, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('error', (error) =>
      reject(new ClientBuildError(`The client's build could not run: ${error.message}`)),
    );
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new ClientBuildError(
            `The client's build failed (vite build ${signal ? `was killed by ${signal}` : `exited with ${code}`}); its output is above.`,
          ),
        );
    });
  });
}
