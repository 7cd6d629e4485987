import { readFileSync, writeFileSync } from 'node:fs';
import { startServerProcess, type ServerProcess } from '@server/test-support/server-process';

/**
 * The configuration every benchmark runs the server with: a fixed JWT secret (sessions stay
 * valid across a restart), and oEmbed where nothing listens, so a YouTube link's lookup fails
 * at once and falls back (benchmarks save other links anyway), and no web page read for its
 * details (METADATA_FETCH=oembed): a saved link's add costs the same with or without a network.
 * Sign-up is open, as for tests.
 */
export const BENCH_SERVER_ENV = {
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  YOUTUBE_OEMBED_URL: 'http://127.0.0.1:9/oembed',
  METADATA_FETCH: 'oembed',
  // Sections that sign several people up through the app (the health bench's second user).
  ALLOW_SIGNUP: 'true',
} as const;

/**
 * The server under test, the one way the bench hosts it: the real server (src/server/main.ts)
 * as its own process, as people run it, so its memory and CPU time are its alone and nothing
 * the bench does in its own process runs on the server's event loop.
 */
export interface ServerUnderTest {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** Resident memory now, and its high-water mark since the start or the last resetPeak. */
  memory(): { rssMb: number; peakMb: number };
  /** CPU time the process has used so far (user + system), in ms: immune to waiting for a core. */
  cpuMs(): number;
  /**
   * The same for its main thread alone, the one that answers every request. The rest is the
   * embedded database's thread (PGlite runs there), libuv's pool (compression, file writes,
   * password hashing) and V8's helpers (garbage collection).
   */
  mainThreadCpuMs(): number;
  /** Starts a new high-water mark from the current resident size (Linux /proc clear_refs). */
  resetPeak(): void;
  /** SIGTERM, and the exit it must make: 0, having finished what was in flight. */
  stop(): Promise<void>;
}

/** USER_HZ: 100 on every Linux architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

const kB = (status: string, field: string): number => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match?.[1]) throw new Error(`/proc status has no ${field}`);
  return Number(match[1]);
};

/** A process's resident memory now, and its high-water mark, in MB (its /proc `status` file). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    rssMb: Math.round(kB(status, 'VmRSS') / 1024),
    peakMb: Math.round(kB(status, 'VmHWM') / 1024),
  };
}

/** User and system time of a process or thread (its /proc `stat` file), in ms. */
export function cpuMsOf(statFile: string): number {
  // Fields 14 and 15 of the stat file (after the parenthesised name), in clock ticks.
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * Starts it on the database `env` names (a BenchStore's `serverEnv`: DATA_DIR or DATABASE_URL).
 * A PGlite directory opens in one process at a time: close it in the bench's process first.
 */
export async function startServerUnderTest(env: Record<string, string>): Promise<ServerUnderTest> {
  const server: ServerProcess = await startServerProcess({ ...BENCH_SERVER_ENV, ...env });
  const pid = server.child.pid;
  if (pid === undefined) throw new Error('the server process has no pid');
  return {
    url: server.url,
    memory: () => memoryOf(pid),
    cpuMs: () => cpuMsOf(`/proc/${pid}/stat`),
    // The main thread's id is the process's.
    mainThreadCpuMs: () => cpuMsOf(`/proc/${pid}/task/${pid}/stat`),
    resetPeak: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    async stop() {
      const result = await server.stop();
      if (result.code !== 0) throw new Error(`the server exited ${result.code}:\n${result.stderr}`);
    },
  };
}

/** Runs `fn` with the server under test on the database `env` names, and stops it after. */
export async function withServerUnderTest<T>(
  env: Record<string, string>,
  fn: (server: ServerUnderTest) => Promise<T>,
): Promise<T> {
  const server = await startServerUnderTest(env);
  try {
    return await fn(server);
  } finally {
    await server.stop();
  }
}
