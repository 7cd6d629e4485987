import type { Socket } from 'node:net';
import type { Driver } from '@server/db/client';
import { seedVideos } from '@server/test-support/library-fixtures';
import { stalledReader } from '@server/test-support/stalled-reader';
import { httpClient } from '@server/test-support/test-app';
import { benchDrivers, withBenchStore } from '../bench-database';
import { latencyFigures } from '../load';
import { defined } from './defined';
import { openStatementProbe, signIn } from './statement-probe';
import { startServerUnderTest } from '../server-under-test';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

/** The library loaded and exported while the health check is timed (issue 13). */
const HEAVY_LIBRARY = 50_000;
const SAMPLES = 40;
const SAMPLE_GAP_MS = 50;
/** A health check not answered by then counts as this long and as timed out. */
const SAMPLE_TIMEOUT_MS = 5_000;
/** Library loads kept running at once, and stalled export readers held open. */
const CONCURRENT_LOADS = 3;
const STALLED_EXPORTS = 10;

export type Sampled = ReturnType<typeof latencyFigures> & { maxMs: number; timedOut: number };

export interface HealthFigures {
  /** GET /api/health latency with nothing else running. */
  alone: Sampled;
  /** The same while 50,000-video library loads run back to back. */
  duringLibraryLoads: Sampled & { loads: number };
  /** The same while readers that never read hold exports of that library open. */
  duringStalledExports: Sampled & { stalled: number };
}

/** One GET /api/health, timed; one that does not answer in time counts as the timeout. */
async function timeHealth(url: string): Promise<{ ms: number; timedOut: boolean }> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/health`, {
      signal: AbortSignal.timeout(SAMPLE_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, timedOut: false };
  } catch {
    return { ms: SAMPLE_TIMEOUT_MS, timedOut: true };
  }
}

/**
 * Health checks `SAMPLE_GAP_MS` apart: `samples` of them, or (with `until`) as many as fit
 * before it settles.
 */
export async function sampleHealth(
  url: string,
  { samples = SAMPLES, until }: { samples?: number; until?: Promise<unknown> } = {},
): Promise<Sampled> {
  let settled = false;
  void until?.finally(() => (settled = true));
  const latencies: number[] = [];
  let timedOut = 0;
  while (until ? !settled : latencies.length < samples) {
    const sample = await timeHealth(url);
    latencies.push(sample.ms);
    if (sample.timedOut) timedOut++;
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_GAP_MS));
  }
  return {
    ...latencyFigures(latencies),
    maxMs: Number(Math.max(0, ...latencies).toFixed(2)),
    timedOut,
  };
}

async function healthOn(driver: Driver): Promise<HealthFigures> {
  return withBenchStore(driver, async (store) => {
    const probe = await openStatementProbe(store);
    const email = `health-${Date.now()}@example.com`;
    try {
      const signUp = await probe.request('POST', '/api/auth/signup', {
        body: { email, password: STRONG_PASSWORD },
      });
      const token = (signUp.body as { access_token: string }).access_token;
      const library = await probe.request('GET', '/api/library', { token });
      const { categories: collections } = library.body as { categories: { id: string }[] };
      const unsorted = defined(collections[0], 'the Unsorted collection').id;
      const userId = (signUp.body as { user: { id: string } }).user.id;
      await seedVideos(probe.db, userId, unsorted, HEAVY_LIBRARY);
    } finally {
      await probe.close();
    }

    const server = await startServerUnderTest(store.serverEnv);
    try {
      const token = (await signIn(httpClient(server.url), email)).access_token;
      const alone = await sampleHealth(server.url);

      let running = true;
      let loads = 0;
      const loops = Array.from({ length: CONCURRENT_LOADS }, async () => {
        while (running) {
          const response = await fetch(`${server.url}/api/library`, {
            headers: { Authorization: `Bearer ${token}` },
          });
          await response.arrayBuffer();
          loads++;
        }
      });
      // Let the loads reach the database first.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const duringLoads = await sampleHealth(server.url);
      running = false;
      await Promise.all(loops);

      const port = Number(new URL(server.url).port);
      const stalled: Socket[] = [];
      try {
        for (let i = 0; i < STALLED_EXPORTS; i++) {
          // Before the spool (issue 13) the first reader held the database: later ones waited,
          // so each gets a few seconds to start.
          const reader = await Promise.race([
            stalledReader(port, '/api/export', token),
            new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 5_000)),
          ]);
          if (reader) stalled.push(reader);
        }
        // Before the spool a stalled export held PGlite until its socket closed: every check
        // would time out, so a handful of them tell as much as forty.
        const duringExports = await sampleHealth(server.url, {
          samples: stalled.length < STALLED_EXPORTS ? 5 : SAMPLES,
        });
        return {
          alone,
          duringLibraryLoads: { ...duringLoads, loads },
          duringStalledExports: { ...duringExports, stalled: stalled.length },
        };
      } finally {
        for (const socket of stalled) socket.destroy();
      }
    } finally {
      await server.stop();
    }
  });
}

/** GET /api/health's latency alone, during heavy library loads and during stalled exports. */
export async function runHealthBench() {
  const drivers: Partial<Record<Driver, HealthFigures>> = {};
  for (const driver of benchDrivers()) {
    console.log(`Health check latency on ${driver} (a ${HEAVY_LIBRARY}-video library)…`);
    drivers[driver] = await healthOn(driver);
    const f = drivers[driver];
    console.table({
      alone: f.alone,
      [`during ${CONCURRENT_LOADS} library loads`]: f.duringLibraryLoads,
      [`during ${STALLED_EXPORTS} stalled exports`]: f.duringStalledExports,
    });
  }
  return { samples: SAMPLES, drivers };
}
