import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Driver } from '@server/db/client';
import { PROJECT_ROOT } from '@server/test-support/server-process';
import { benchDrivers, openBenchDatabase, withBenchStore } from '../bench-database';
import { BENCH_SERVER_ENV, memoryOf } from '../server-under-test';

/** How long a started server is left alone before its memory is read. */
const IDLE_MS = 5_000;
/** A start that builds the client first may take minutes on a busy two-core machine. */
const START_TIMEOUT_MS = 600_000;
const READY = /Vidshelf is running on http:\/\/\S+/;

export interface StartFigures {
  /** Whether `npm start` built the client before starting the server. */
  built: boolean;
  /** From the command to the server listening. */
  startSeconds: number;
  /** The server process's resident memory once idle, and its high-water mark until then. */
  idleRssMb: number;
  peakRssMb: number;
}

/**
 * Copies the working tree into `copy` as a fresh clone has it (no dist/), sharing node_modules:
 * `npm start` there builds into the copy, never into the dist/client others test against.
 */
function copyWorkingTree(copy: string): void {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
    },
  );
  if (listed.status !== 0) throw new Error(`git ls-files: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0')) {
    // A file deleted in the working tree but not yet in git is left out, as a commit would, and
    // so is a node_modules that is a link (git then lists it as a file).
    if (file && file !== 'node_modules' && existsSync(join(PROJECT_ROOT, file))) {
      cpSync(join(PROJECT_ROOT, file), join(copy, file));
    }
  }
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(copy, 'node_modules'));
}

/** Runs `npm start`'s command in `root` on the database `env` names; measures it idle, stops it. */
async function startOnce(root: string, env: Record<string, string>): Promise<StartFigures> {
  const started = performance.now();
  // What `npm start` runs (package.json), without npm's own process in between.
  const child = spawn(
    process.execPath,
    ['--import', './scripts/register-tsx.mjs', 'scripts/start.ts'],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        ...BENCH_SERVER_ENV,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('npm start did not listen in time')),
        START_TIMEOUT_MS,
      );
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (READY.test(stdout)) {
          clearTimeout(timer);
          resolve();
        }
      });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`npm start exited (${code}) before listening:\n${stderr}`));
      });
    });
    const startSeconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const memory = memoryOf(child.pid as number);
    return {
      built: stdout.includes('Building the client'),
      startSeconds: Number(startSeconds.toFixed(1)),
      idleRssMb: memory.rssMb,
      peakRssMb: memory.peakMb,
    };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * The server's memory once idle after `npm start` on a fresh clone (which builds the client
 * first) and after a start again (which does not), on a database made and migrated beforehand,
 * so neither start pays for initdb (docs/decisions/0096-client-build-apart.md).
 */
export async function runStartMemoryBench() {
  const copy = mkdtempSync(join(tmpdir(), 'vidshelf-start-'));
  const drivers: Partial<Record<Driver, { afterBuild: StartFigures; again: StartFigures }>> = {};
  try {
    copyWorkingTree(copy);
    for (const driver of benchDrivers()) {
      console.log(`npm start on a fresh copy, then again, on ${driver}…`);
      rmSync(join(copy, 'dist'), { recursive: true, force: true });
      drivers[driver] = await withBenchStore(driver, async (store) => {
        await openBenchDatabase(store, async () => {});
        const afterBuild = await startOnce(copy, store.serverEnv);
        const again = await startOnce(copy, store.serverEnv);
        return { afterBuild, again };
      });
      console.table(drivers[driver]);
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  return { drivers };
}
