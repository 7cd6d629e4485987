import { readFileSync, writeFileSync } from 'node:fs';
import { startServerProcess, type ServerProcess } from '@server/test-support/server-process';
import type { BenchStore } from '../bench-database';
import { BENCH_JWT_SECRET, UNREACHABLE_OEMBED_URL } from '../bench-server';

/** The server measured: its own process (src/server/main.ts), so its memory is its alone. */
export interface MeasuredServer {
  url: string;
  /** Resident memory now, and its high-water mark since the start or the last resetPeak. */
  memory(): { rssMb: number; peakMb: number };
  /** CPU time the process has used so far (user + system), in ms: immune to waiting for a core. */
  cpuMs(): number;
  /** Starts a new high-water mark from the current resident size (Linux /proc clear_refs). */
  resetPeak(): void;
  stop(): Promise<void>;
}

/** USER_HZ: 100 on every Linux architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

const kB = (status: string, field: string): number => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match?.[1]) throw new Error(`/proc status has no ${field}`);
  return Number(match[1]);
};

export async function startMeasuredServer(store: BenchStore): Promise<MeasuredServer> {
  const server: ServerProcess = await startServerProcess({
    ...store.serverEnv,
    JWT_SECRET: BENCH_JWT_SECRET,
    YOUTUBE_OEMBED_URL: UNREACHABLE_OEMBED_URL,
  });
  const pid = server.child.pid;
  if (pid === undefined) throw new Error('the server process has no pid');
  return {
    url: server.url,
    memory() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return {
        rssMb: Math.round(kB(status, 'VmRSS') / 1024),
        peakMb: Math.round(kB(status, 'VmHWM') / 1024),
      };
    },
    cpuMs() {
      // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised name), in clock ticks.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
    },
    resetPeak: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    async stop() {
      const result = await server.stop();
      if (result.code !== 0) throw new Error(`the server exited ${result.code}:\n${result.stderr}`);
    },
  };
}
