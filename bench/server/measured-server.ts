import { readFileSync, writeFileSync } from 'node:fs';
import {
  startServerProcess,
  type ServerProcess,
} from '../../src/server/test-support/server-process';
import type { BenchStore } from '../bench-database';
import { BENCH_JWT_SECRET, UNREACHABLE_OEMBED_URL } from '../bench-server';

/** The server measured: its own process (src/server/main.ts), so its memory is its alone. */
export interface MeasuredServer {
  url: string;
  /** Resident memory now, and its high-water mark since the start or the last resetPeak. */
  memory(): { rssMb: number; peakMb: number };
  /** Starts a new high-water mark from the current resident size (Linux /proc clear_refs). */
  resetPeak(): void;
  stop(): Promise<void>;
}

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
    resetPeak: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    async stop() {
      const result = await server.stop();
      if (result.code !== 0) throw new Error(`the server exited ${result.code}:\n${result.stderr}`);
    },
  };
}
