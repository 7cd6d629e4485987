import { readEvents, type EventReader } from '@server/test-support/event-reader';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';
import { httpClient } from '@server/test-support/test-app';
import { benchDrivers, withBenchStore } from '../bench-database';
import { latencyFigures } from '../load';
import { startServerCluster } from '@server/test-support/server-cluster';
import { BENCH_SERVER_ENV, withServerUnderTest } from '../server-under-test';
import { defined } from './defined';

/**
 * Pushed library changes (docs/product/live-updates.md): STREAMS open streams on one server
 * process (USERS users with STREAMS / USERS each, EVENT_STREAMS_PER_USER raised to fit), the
 * server's resident memory before and after they open, and the fan-out: one write per user in
 * turn, from the write's answer until every stream of that user heard it. Then the push latency
 * a person sees: WRITES writes, each from its sending until another stream of the user (another
 * tab) reads the event.
 */
const STREAMS = Number(process.env.BENCH_EVENT_STREAMS ?? 1_000);
const USERS = 10;
const WRITES = Number(process.env.BENCH_EVENT_WRITES ?? 200);

const isLibrary = (event: { event?: string }) => event.event === 'library';

async function openStream(url: string, token: string): Promise<EventReader> {
  const response = await fetch(`${url}/api/events`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (response.status !== 200 || !response.body) throw new Error(`stream: ${response.status}`);
  const events = readEvents(response.body);
  await events.next((event) => event.event === 'ready', 30_000);
  return events;
}

/**
 * A write on one tab to the event on another: a user of their own with a collection, a stream
 * open on `streamUrl`, and WRITES renames sent to `writerUrl` (as many as wanted, under any
 * plan's limits), each timed from its sending until the stream reads its event.
 */
async function pushLatency(writerUrl: string, streamUrl: string, name: string) {
  const writer = httpClient(writerUrl);
  const res = await writer('POST', '/api/auth/signup', {
    body: {
      email: `events.${name.toLowerCase()}.${Date.now()}@example.com`,
      password: STRONG_PASSWORD,
    },
  });
  const token = res.body.access_token as string;
  const made = await writer('POST', '/api/categories', { token, body: { name } });
  const other = await openStream(streamUrl, token);
  const push: number[] = [];
  for (let i = 0; i < WRITES; i += 1) {
    const heard = other.next(isLibrary, 10_000);
    const sent = performance.now();
    await writer('PATCH', `/api/categories/${made.body.id}`, {
      token,
      body: { name: `${name} ${i}` },
    });
    await heard;
    push.push(performance.now() - sent);
  }
  await other.cancel();
  return latencyFigures(push);
}

/**
 * The push latency across processes (PostgreSQL only): two server processes on one database, as
 * behind a load balancer; each write goes to the first, the other tab's stream is on the second,
 * so every event crosses LISTEN/NOTIFY. From the write's sending until that stream reads it.
 */
async function acrossProcesses(): Promise<ReturnType<typeof latencyFigures>> {
  return withBenchStore('postgres', async (store) => {
    const cluster = await startServerCluster({
      databaseUrl: defined(store.serverEnv.DATABASE_URL, 'PostgreSQL address'),
      size: 2,
      env: BENCH_SERVER_ENV,
    });
    try {
      return await pushLatency(cluster.process(0).url, cluster.process(1).url, 'Across');
    } finally {
      await cluster.stop();
    }
  });
}

async function runOn(driver: 'pglite' | 'postgres') {
  return withBenchStore(driver, (store) =>
    withServerUnderTest(
      {
        ...store.serverEnv,
        EVENT_STREAMS_PER_USER: String(Math.ceil(STREAMS / USERS)),
        SIGNUPS_PER_IP_PER_HOUR: '1000',
      },
      async (server) => {
        const request = httpClient(server.url);
        const users = [];
        for (let i = 0; i < USERS; i += 1) {
          const res = await request('POST', '/api/auth/signup', {
            body: { email: `events.${Date.now()}.${i}@example.com`, password: STRONG_PASSWORD },
          });
          users.push({ token: res.body.access_token as string, streams: [] as EventReader[] });
        }
        const before = server.memory().rssMb;
        for (let i = 0; i < STREAMS; i += 1) {
          const user = users[i % USERS];
          user?.streams.push(await openStream(server.url, user.token));
        }
        const after = server.memory().rssMb;

        // Fan-out: each user's streams, from the write's answer until the last of them heard it.
        const fanOut: number[] = [];
        for (let round = 0; round < 5; round += 1) {
          for (const [i, user] of users.entries()) {
            const heard = user.streams.map((stream) => stream.next(isLibrary, 10_000));
            await request('POST', '/api/categories', {
              token: user.token,
              body: { name: `Fan ${round}.${i}` },
            });
            const answered = performance.now();
            await Promise.all(heard);
            fanOut.push(performance.now() - answered);
          }
        }

        const push = await pushLatency(server.url, server.url, 'Push');
        await Promise.all(users.flatMap((user) => user.streams).map((s) => s.cancel()));
        return {
          driver,
          streams: STREAMS,
          rssBeforeMb: before,
          rssAfterMb: after,
          kbPerStream: Number((((after - before) * 1024) / STREAMS).toFixed(1)),
          fanOutPerUser: { streamsEach: STREAMS / USERS, ...latencyFigures(fanOut) },
          writeToEvent: push,
          writeToEventAcross: driver === 'postgres' ? await acrossProcesses() : undefined,
        };
      },
    ),
  );
}

export async function runEventStreamsBench() {
  const results = [];
  for (const driver of benchDrivers()) results.push(await runOn(driver));
  console.table(
    results.map((r) => ({
      driver: r.driver,
      streams: r.streams,
      'RSS before MB': r.rssBeforeMb,
      'RSS after MB': r.rssAfterMb,
      'KB a stream': r.kbPerStream,
      [`fan-out to ${r.fanOutPerUser.streamsEach} p50 ms`]: r.fanOutPerUser.p50Ms,
      'fan-out p99 ms': r.fanOutPerUser.p99Ms,
      'write→event p50 ms': r.writeToEvent.p50Ms,
      'write→event p99 ms': r.writeToEvent.p99Ms,
      'across processes p50 ms': r.writeToEventAcross?.p50Ms ?? '–',
      'across processes p99 ms': r.writeToEventAcross?.p99Ms ?? '–',
    })),
  );
  return results;
}
