import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PGLITE_TEMPLATE_ENV } from '../db/pglite-template';

/**
 * For tests that start real processes (a first PGlite start alone takes seconds): on a busy
 * machine that can take far longer than an in-process request, so they get room.
 */
export const SPAWN_TEST_TIMEOUT_MS = 120_000;

export const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const REGISTER_TSX = new URL('../../../scripts/register-tsx.mjs', import.meta.url).href;

export interface ProcessResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunningProcess {
  child: ChildProcess;
  output(): { stdout: string; stderr: string };
  /** Resolves when the process has exited. */
  exited: Promise<ProcessResult>;
}

/**
 * Runs a TypeScript entry point of this project as its own Node process (as `npm start` does).
 * `input`, when given, is piped to its standard input (a password for the CLI, say).
 */
export function spawnTs(
  entry: string,
  args: string[],
  env: Record<string, string>,
  input?: string,
): RunningProcess {
  const child = spawn(process.execPath, ['--import', REGISTER_TSX, entry, ...args], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      // A new embedded database starts from the suites' template (pglite-template.ts).
      ...pick(process.env, PGLITE_TEMPLATE_ENV),
      ...env,
    },
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  child.stdin?.end(input);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<ProcessResult>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, output: () => ({ stdout, stderr }), exited };
}

/** The variable, if set: a child's environment holds strings only. */
const pick = (env: NodeJS.ProcessEnv, name: string): Record<string, string> =>
  env[name] === undefined ? {} : { [name]: env[name] };

export interface ServerProcess extends RunningProcess {
  url: string;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<ProcessResult>;
}

const READY = /Vidshelf is running on (http:\/\/\S+)/;

/**
 * Starts the real server (src/server/main.ts) on a free port and waits until it listens.
 * Rejects with its output if it exits first or does not come up in time.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  // Sign-up open: tests and the bench create many accounts (the first-account-only default is
  // tested on its own, in signup-policy.api.test.ts). No web page is read for a saved link's
  // details (decision 0048): the tests' links point nowhere, and stay offline. Nor are Vimeo,
  // Dailymotion or TED asked, unless a test brings a fake: nothing listens at port 9.
  const proc = spawnTs('src/server/main.ts', [], {
    PORT: '0',
    HOST: '127.0.0.1',
    ALLOW_SIGNUP: 'true',
    METADATA_FETCH: 'oembed',
    VIMEO_OEMBED_URL: 'http://127.0.0.1:9/oembed',
    DAILYMOTION_OEMBED_URL: 'http://127.0.0.1:9/oembed',
    TED_OEMBED_URL: 'http://127.0.0.1:9/oembed',
    ...env,
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.child.kill('SIGKILL');
      reject(new Error(`The server did not start in ${timeoutMs} ms:\n${proc.output().stderr}`));
    }, timeoutMs);
    proc.child.stdout?.on('data', () => {
      const match = READY.exec(proc.output().stdout);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void proc.exited.then((result) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${result.code}) before listening:\n${result.stderr}`));
    });
  });
  return {
    ...proc,
    url,
    async stop(signal = 'SIGTERM') {
      if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill(signal);
      return proc.exited;
    },
  };
}
