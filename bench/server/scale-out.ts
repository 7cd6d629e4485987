import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { seedVideos, setTier, signUpUser } from '@server/test-support/library-fixtures';
import { startServerCluster, type ServerCluster } from '@server/test-support/server-cluster';
import {
  benchDrivers,
  openBenchDatabase,
  withBenchStore,
  type BenchStore,
} from '../bench-database';
import { latencyFigures, runLoad, type LoadResult } from '../load';
import { BENCH_SERVER_ENV, cpuMsOf } from '../server-under-test';
import { defined, randomOf } from './defined';

/**
 * Several server processes on one PostgreSQL (README, "Running several server processes"): the
 * same mixed load against 1 process and against 3 (test-support/server-cluster.ts), each on a
 * fresh database seeded alike. USERS people with SEEDED videos each, one loop of the load per
 * person sending back to back: half reads of the library as the web app asks (compressed, with
 * the ETag of the copy it holds: a 304 when unchanged), a quarter adds of a new link, a quarter
 * reorders (one video dropped after another). The bench's own process sends each request to the
 * next process in turn, as a round-robin balancer would, so that no proxy's work shares the
 * cores. BENCH_SECONDS (5) a run after WARM_UP_SECONDS untimed; BENCH_SCALE_ROUNDS rounds (2)
 * alternate 1 and 3 processes, so whatever else the machine does falls on both.
 */
const USERS = 12;
const SEEDED = 200;
const WARM_UP_SECONDS = 5;
const SCALED = 3;
const seconds = () => Number(process.env.BENCH_SECONDS ?? 5);
const rounds = () => Number(process.env.BENCH_SCALE_ROUNDS ?? 2);

type Kind = 'read' | 'add' | 'reorder';

interface Person {
  token: string;
  /** The version of the library this person's copy holds. */
  etag?: string;
  unsortedId: string;
  videoIds: string[];
}

export interface ScaleRun extends LoadResult {
  processes: number;
  /** Count, p50 and p99 of each kind of request. */
  byKind: Record<Kind, ReturnType<typeof latencyFigures>>;
  /** How busy the machine's cores were during the run: the servers, PostgreSQL and the bench. */
  busyPercent: number;
  /** CPU time the server processes spent a request (all their threads), PostgreSQL's apart. */
  serverCpuMsPerRequest: number;
}

/** The machine's CPU time so far, busy and in all, in clock ticks (/proc/stat's first line). */
function machineTicks(): { busy: number; total: number } {
  const ticks = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  // Less idle and iowait.
  return { busy: total - (ticks[3] ?? 0) - (ticks[4] ?? 0), total };
}

/** Signs the people up through the API and gives each SEEDED videos, straight into the tables. */
async function seedPeople(cluster: ServerCluster, store: BenchStore): Promise<Person[]> {
  const accounts = await Promise.all(
    Array.from({ length: USERS }, () => signUpUser(cluster.direct(0), 'scale')),
  );
  return openBenchDatabase(store, async (db) => {
    const people: Person[] = [];
    for (const account of accounts) {
      // Pro: the adds go on past the free plan's 50 videos.
      await setTier(db, account.id, 'pro');
      const unsortedId = await account.unsortedId();
      await seedVideos(db, account.id, unsortedId, SEEDED);
      const { videos } = (await account.library()) as { videos: Array<{ id: string }> };
      people.push({ token: account.token, unsortedId, videoIds: videos.map((video) => video.id) });
    }
    return people;
  });
}

/** The mixed load on a cluster of `processes`, on a database of its own. */
function runOn(processes: number): Promise<ScaleRun> {
  return withBenchStore('postgres', async (store) => {
    const cluster = await startServerCluster({
      databaseUrl: defined(store.serverEnv.DATABASE_URL, 'PostgreSQL address'),
      size: processes,
      // Every account signs up from the bench's one address.
      env: { ...BENCH_SERVER_ENV, SIGNUPS_PER_IP_PER_HOUR: '1000' },
    });
    try {
      const people = await seedPeople(cluster, store);
      const latencies: Record<Kind, number[]> = { read: [], add: [], reorder: [] };
      let turn = 0;
      let added = 0;

      /** One request of the mix for `person`'s loop, to the next process in turn. */
      const send = async (person: Person) => {
        const url = cluster.process(turn++ % processes).url;
        const roll = Math.random();
        const kind: Kind = roll < 0.5 ? 'read' : roll < 0.75 ? 'add' : 'reorder';
        const headers = { Authorization: `Bearer ${person.token}` };
        const post = (path: string, body: unknown) =>
          fetch(`${url}${path}`, {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
        const started = performance.now();
        let response: Response;
        if (kind === 'read') {
          const held: Record<string, string> = { ...headers };
          if (person.etag !== undefined) held['If-None-Match'] = person.etag;
          response = await fetch(`${url}/api/library`, { headers: held });
          person.etag = response.headers.get('ETag') ?? person.etag;
        } else if (kind === 'add') {
          const link = `https://example.com/scale/${++added}`;
          response = await post('/api/videos', { url: link, categoryId: person.unsortedId });
        } else {
          const videoId = randomOf(person.videoIds);
          const others = person.videoIds.filter((id) => id !== videoId);
          const afterId = Math.random() < 0.1 ? null : randomOf(others);
          response = await post(`/api/videos/${videoId}/move`, {
            categoryId: person.unsortedId,
            afterId,
          });
        }
        await response.arrayBuffer();
        latencies[kind].push(performance.now() - started);
        if (!response.ok && response.status !== 304) throw new Error(`${kind}: ${response.status}`);
      };
      const load = (loadSeconds: number) =>
        runLoad((loop) => send(defined(people[loop], 'person')), {
          connections: USERS,
          seconds: loadSeconds,
        });

      await load(WARM_UP_SECONDS);
      latencies.read.length = latencies.add.length = latencies.reorder.length = 0;
      const serverCpuMs = () =>
        Array.from({ length: processes }, (_, i) => {
          const pid = defined(cluster.process(i).child.pid, 'server pid');
          return cpuMsOf(`/proc/${pid}/stat`);
        }).reduce((sum, ms) => sum + ms, 0);
      const before = machineTicks();
      const cpuBefore = serverCpuMs();
      const result = await load(seconds());
      const cpuMs = serverCpuMs() - cpuBefore;
      const after = machineTicks();
      return {
        processes,
        ...result,
        byKind: {
          read: latencyFigures(latencies.read),
          add: latencyFigures(latencies.add),
          reorder: latencyFigures(latencies.reorder),
        },
        busyPercent: Math.round((100 * (after.busy - before.busy)) / (after.total - before.total)),
        serverCpuMsPerRequest: Number((cpuMs / result.requests).toFixed(2)),
      };
    } finally {
      await cluster.stop();
    }
  });
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/** 1 process against 3 on PostgreSQL; the embedded database opens in one process only. */
export async function runScaleOutBench() {
  if (!benchDrivers().includes('postgres')) {
    console.log('Needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL): skipped.');
    return { skipped: true };
  }
  const cores = cpus().length;
  console.log(
    `The mixed load, 1 process against ${SCALED} (${USERS} people, ${SEEDED} videos each, ${seconds()} s a run, ${cores} cores)…`,
  );
  const runs: ScaleRun[] = [];
  for (let round = 0; round < rounds(); round++) {
    for (const processes of [1, SCALED]) runs.push(await runOn(processes));
  }
  console.table(
    runs.map((run) => ({
      processes: run.processes,
      'requests/s': run.throughput,
      errors: run.errors,
      'p50 / p99 ms': `${run.p50Ms} / ${run.p99Ms}`,
      'read p50 / p99': `${run.byKind.read.p50Ms} / ${run.byKind.read.p99Ms}`,
      'add p50 / p99': `${run.byKind.add.p50Ms} / ${run.byKind.add.p99Ms}`,
      'reorder p50 / p99': `${run.byKind.reorder.p50Ms} / ${run.byKind.reorder.p99Ms}`,
      'server CPU ms a request': run.serverCpuMsPerRequest,
      'cores busy %': run.busyPercent,
    })),
  );
  const throughputOf = (processes: number) =>
    Math.round(
      mean(runs.filter((run) => run.processes === processes).map((run) => run.throughput)),
    );
  const one = throughputOf(1);
  const scaled = throughputOf(SCALED);
  // Linear on this machine is as many times one process as there are cores for the processes.
  const linear = Math.min(SCALED, cores);
  const summary = {
    oneProcess: one,
    scaled,
    speedup: Number((scaled / one).toFixed(2)),
    ofLinearPercent: Math.round((100 * scaled) / (one * linear)),
    perCore: Math.round(scaled / cores),
  };
  console.log(
    `${SCALED} processes: ${summary.speedup}× one process (${summary.ofLinearPercent} % of linear, ${linear}×), ${summary.perCore} requests/s a core.`,
  );
  return { cores, users: USERS, seeded: SEEDED, seconds: seconds(), runs, summary };
}
