import type { Socket } from 'node:net';
import type { Driver } from '@server/db/client';
import { seedVideos } from '@server/test-support/library-fixtures';
import { stalledReader } from '@server/test-support/stalled-reader';
import { httpClient } from '@server/test-support/test-app';
import { benchDrivers, withBenchStore } from '../bench-database';
import { latencyFigures } from '../load';
import { startLoadLoops, startPostLoop } from './load-loops';
import { defined } from './defined';
import { openStatementProbe, signIn } from './statement-probe';
import { startServerUnderTest } from '../server-under-test';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

/**
 * The library loaded and exported while the health check is timed
 * (docs/product/reliability.md#nothing-heavy-holds-the-others).
 */
const HEAVY_LIBRARY = 50_000;
const SAMPLES = 40;
const SAMPLE_GAP_MS = 50;
/** A health check not answered by then counts as this long and as timed out. */
const SAMPLE_TIMEOUT_MS = 5_000;
/** Library loads kept running at once, and stalled export readers held open. */
const CONCURRENT_LOADS = 3;
const STALLED_EXPORTS = 10;
/** Videos each bulk move moves (the most one request may name), back and forth. */
const BULK_MOVED = 10_000;

export type Sampled = ReturnType<typeof latencyFigures> & { maxMs: number; timedOut: number };

/** GET /api/health, and a trivial signed-in request, timed side by side. */
export interface Pair {
  health: Sampled;
  /**
   * Another user's unchanged library asked for again with its ETag
   * (docs/product/local-copy-and-sync.md): a 304 through the session check and the database, the
   * most frequent signed-in request there is.
   */
  signedIn: Sampled;
}

export interface HealthFigures {
  /** With nothing else running. */
  alone: Pair;
  /** While 50,000-video library loads run back to back. */
  duringLibraryLoads: Pair & { loads: number };
  /** While readers that never read hold exports of that library open. */
  duringStalledExports: Pair & { stalled: number };
  /**
   * While that library is loaded and exported (read to the end), both back to back
   * (docs/product/large-libraries.md).
   */
  duringLoadAndExport: Pair & { loads: number; exports: number };
  /**
   * While its user moves 10,000 of its videos to another collection and back, back to back: a
   * bulk action runs in pages, others' requests between them (decision 0084).
   */
  duringBulkMoves: Pair & { moves: number };
}

/** What a sample asks for: a path and its headers. */
interface Probe {
  path: string;
  headers?: Record<string, string>;
}

const HEALTH: Probe = { path: '/api/health' };

/** One request, timed; one that does not answer in time counts as the timeout. */
async function timeRequest(url: string, probe: Probe): Promise<{ ms: number; timedOut: boolean }> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}${probe.path}`, {
      headers: probe.headers,
      signal: AbortSignal.timeout(SAMPLE_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, timedOut: false };
  } catch {
    return { ms: SAMPLE_TIMEOUT_MS, timedOut: true };
  }
}

/**
 * Requests (health checks unless `probe` says otherwise) `SAMPLE_GAP_MS` apart: `samples` of
 * them, or (with `until`) as many as fit before it settles.
 */
export async function sampleHealth(
  url: string,
  {
    samples = SAMPLES,
    until,
    probe = HEALTH,
  }: { samples?: number; until?: Promise<unknown>; probe?: Probe } = {},
): Promise<Sampled> {
  let settled = false;
  void until?.finally(() => (settled = true));
  const latencies: number[] = [];
  let timedOut = 0;
  while (until ? !settled : latencies.length < samples) {
    const sample = await timeRequest(url, probe);
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
    const otherEmail = `health-other-${Date.now()}@example.com`;
    /** The bulk moves' bodies: BULK_MOVED videos to the second collection, then back. */
    const moves: string[] = [];
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
      const away = await probe.request('POST', '/api/categories', {
        token,
        body: { name: 'Away' },
      });
      const seeded = await probe.request('GET', '/api/library', { token });
      const ids = (seeded.body as { videos: { id: string }[] }).videos
        .slice(0, BULK_MOVED)
        .map((video) => video.id);
      for (const categoryId of [(away.body as { id: string }).id, unsorted]) {
        moves.push(JSON.stringify({ action: 'move', ids, categoryId }));
      }
      const other = await probe.request('POST', '/api/auth/signup', {
        body: { email: otherEmail, password: STRONG_PASSWORD },
      });
      if (other.status >= 300) throw new Error(`sign-up: ${JSON.stringify(other.body)}`);
    } finally {
      await probe.close();
    }

    // One user's stalled exports are the load measured: the per-user cap (decision 0082) would
    // refuse all but two of them.
    const server = await startServerUnderTest({
      ...store.serverEnv,
      DOWNLOADS_PER_USER: String(STALLED_EXPORTS),
    });
    try {
      const token = (await signIn(httpClient(server.url), email)).access_token;
      const otherToken = (await signIn(httpClient(server.url), otherEmail)).access_token;
      const otherLibrary = await fetch(`${server.url}/api/library`, {
        headers: { Authorization: `Bearer ${otherToken}` },
      });
      await otherLibrary.arrayBuffer();
      const warm: Probe = {
        path: '/api/library/changes',
        headers: {
          Authorization: `Bearer ${otherToken}`,
          'If-None-Match': defined(otherLibrary.headers.get('ETag') ?? undefined, 'an ETag'),
        },
      };
      const samplePair = async (samples = SAMPLES): Promise<Pair> => {
        const [health, signedIn] = await Promise.all([
          sampleHealth(server.url, { samples }),
          sampleHealth(server.url, { samples, probe: warm }),
        ]);
        return { health, signedIn };
      };
      const alone = await samplePair();

      /** Runs `paths` back to back (a thread each) while `sample` runs; how many each did. */
      const whileRunning = async (paths: string[]) => {
        const loops = startLoadLoops(server.url, paths, token);
        // Let the loads reach the database first.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const pair = await samplePair();
        return { pair, counts: await loops.stop() };
      };

      const duringLoads = await whileRunning(
        Array.from({ length: CONCURRENT_LOADS }, () => '/api/library'),
      );
      const duringBoth = await whileRunning(['/api/library', '/api/export']);
      const bulkLoop = startPostLoop(server.url, '/api/videos/bulk', token, moves);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const duringBulk = { pair: await samplePair(), moves: await bulkLoop.stop() };

      const port = Number(new URL(server.url).port);
      const stalled: Socket[] = [];
      try {
        for (let i = 0; i < STALLED_EXPORTS; i++) {
          // Before the spool (docs/product/reliability.md#slow-readers) the first reader held the
          // database: later ones waited, so each gets a few seconds to start.
          const reader = await Promise.race([
            stalledReader(port, '/api/export', token),
            new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 5_000)),
          ]);
          if (reader) stalled.push(reader);
        }
        // Before the spool a stalled export held PGlite until its socket closed: every check
        // would time out, so a handful of them tell as much as forty.
        const duringExports = await samplePair(stalled.length < STALLED_EXPORTS ? 5 : SAMPLES);
        return {
          alone,
          duringLibraryLoads: {
            ...duringLoads.pair,
            loads: duringLoads.counts.reduce((a, b) => a + b, 0),
          },
          duringStalledExports: { ...duringExports, stalled: stalled.length },
          duringLoadAndExport: {
            ...duringBoth.pair,
            loads: duringBoth.counts[0] ?? 0,
            exports: duringBoth.counts[1] ?? 0,
          },
          duringBulkMoves: { ...duringBulk.pair, moves: duringBulk.moves },
        };
      } finally {
        for (const socket of stalled) socket.destroy();
      }
    } finally {
      await server.stop();
    }
  });
}

/**
 * GET /api/health's latency, and a trivial signed-in request's: alone, during heavy library
 * loads, during stalled exports, during a load and an export together, and during bulk moves.
 */
export async function runHealthBench() {
  const drivers: Partial<Record<Driver, HealthFigures>> = {};
  for (const driver of benchDrivers()) {
    console.log(`Health check latency on ${driver} (a ${HEAVY_LIBRARY}-video library)…`);
    drivers[driver] = await healthOn(driver);
    const f = drivers[driver];
    const rows = (label: string, pair: Pair) => ({
      [`${label}: health`]: pair.health,
      [`${label}: signed-in 304`]: pair.signedIn,
    });
    console.table({
      ...rows('alone', f.alone),
      ...rows(`during ${CONCURRENT_LOADS} library loads`, f.duringLibraryLoads),
      ...rows(`during ${STALLED_EXPORTS} stalled exports`, f.duringStalledExports),
      ...rows('during a library load and an export', f.duringLoadAndExport),
      ...rows(`during ${BULK_MOVED}-video bulk moves`, f.duringBulkMoves),
    });
  }
  return { samples: SAMPLES, drivers };
}
