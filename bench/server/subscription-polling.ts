import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import pg from 'pg';
import { collectionNameKey } from '@shared/collection-name';
import { DEFAULT_COLLECTION_NAME, INBOX_COLLECTION_NAME } from '@shared/constants';
import type { Database, Driver } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { hashPassword, linkKey } from '@server/core';
import { FEED_CHECKS_PER_PROCESS, FEED_CHECKS_PER_USER } from '@server/features/subscriptions';
import { youtubeFeedXml, type FakeVideo } from '@server/test-support/fake-youtube';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';
import {
  benchDrivers,
  openBenchDatabase,
  withBenchStore,
  type BenchStore,
} from '../bench-database';
import { latencyFigures } from '../load';
import { startServerUnderTest } from '../server-under-test';
import { checkHealthApart } from './health-apart';
import type { Sampled } from './health-latency';
import { insertRows, insertUsersAndCollections } from './seed';

/**
 * Followed feeds checked in the background at scale (docs/product/subscriptions.md#checks,
 * docs/decisions/0106-subscriptions.md): SUBSCRIPTIONS feeds followed by USERS people, seeded
 * straight into the tables as steady followers have them (each feed's items taken, its ETag
 * kept), every one on one local fake feed server. The real server then checks them for WINDOW
 * seconds, every POLL seconds each, while `/api/health` is timed from a process of its own.
 */
const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const USERS = Number(process.env.BENCH_SUBSCRIPTION_USERS ?? 100);
/**
 * SUBSCRIPTION_POLL_SECONDS of the server under test: short, so that the checks run at their
 * steady pace within the window (BENCH_SUBSCRIPTIONS_SECONDS=300 sees whole rounds).
 */
const POLL_SECONDS = Number(process.env.BENCH_SUBSCRIPTIONS_POLL ?? 60);
/** How long the checks are watched, from the moment the first ones fall due. */
const WINDOW_SECONDS = Number(process.env.BENCH_SUBSCRIPTIONS_SECONDS ?? 90);
/**
 * When the feeds fall due: `spread` uniformly at random over one interval (the steady state of
 * feeds followed at different times), `once` all at the window's start (a server back after
 * being down longer than an interval: every check overdue, so the checks run flat out), `both`.
 */
const DUE = process.env.BENCH_SUBSCRIPTIONS_DUE ?? 'spread';
/** Every this-many-th feed request in the window finds a new video first in its feed. */
const NEW_ITEM_EVERY = 50;
/** Items a feed lists (YouTube's feeds list their 15 newest). */
const FEED_ITEMS = 15;
/**
 * Between the end of the seed and the first due check: the server's start (reopening the
 * embedded database takes seconds on a busy machine) and a few seconds of idle health checks.
 */
const START_MARGIN_MS = 15_000;
/** A check's next is at least this share of the interval later (feed-checks.ts spreads by 10 %). */
const MIN_GAP_SHARE = 0.9;

type Due = 'spread' | 'once';

export interface PollingFigures {
  due: Due;
  /** Feed requests answered within the window: in full (200) and unchanged (304). */
  fetches: { total: number; full: number; notModified: number; other: number };
  fetchesPerMinute: number;
  fullPerMinute: number;
  notModifiedPerMinute: number;
  /** Feeds asked for at least once in the window. */
  distinctFeeds: number;
  /** Two requests for one feed less than 90 % of the interval apart (one check run twice). */
  duplicates: number;
  /** The shortest time between two requests for one feed, in s (null: none asked twice). */
  minGapSeconds: number | null;
  /** Feeds asked for twice or more in the window: how often the duplicate check was put to it. */
  feedsAskedAgain: number;
  /**
   * Each feed's first check against the time it fell due, in s: how far behind the checks ran.
   * `checked` counts the feeds checked at all; `behind`, those due in the window but never asked.
   */
  firstCheck: {
    checked: number;
    behind: number;
    lateP50S: number;
    lateP99S: number;
    lateMaxS: number;
  };
  /** `once`: seconds from the window's start until every feed had been checked (null: never). */
  allCheckedAfterS: number | null;
  /** New videos served in full answers in the window, and videos in the library afterwards. */
  newItemsServed: number;
  videosAdded: number;
  /** After the server stopped: checks due before the window's end but not yet run. */
  dueAtEnd: number;
  /** Subscriptions whose last check failed, and job runs that threw (expected 0 and 0). */
  failingSubscriptions: number;
  failedJobs: number;
  /** Health checks from the server's start to the first due check, and within the window. */
  healthIdle: Sampled | null;
  health: Sampled;
  /** The server process's CPU over the window, in % of one core (all threads, and the main one). */
  serverCpuPercent: number;
  mainThreadCpuPercent: number;
  rssMb: number;
  peakRssMb: number;
  /**
   * PostgreSQL: transactions its database ended in the window (the health checks' pings left
   * out), a fetch.
   */
  transactionsPerFetch: number | null;
  /** The machine's 1-minute load average at the window's end (it is shared). */
  loadAverage: number;
  /** How late the server was ready against the first due check (negative: before it). */
  readyLateS: number;
}

// The fake feed server -----------------------------------------------------------------------

const channelId = (i: number) => `UCbench${String(i).padStart(17, '0')}`;
/** A video id of 11 characters, as YouTube's: the channel's number and the video's. */
const videoId = (i: number, n: number) =>
  `b${String(i).padStart(5, '0')}${String(n).padStart(5, '0')}`;
const videoOf = (i: number, n: number): FakeVideo => ({
  id: videoId(i, n),
  title: `Channel ${i}, video ${n}`,
  published: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString(),
});
const etagOf = (i: number, newest: number) => `"${i}-${newest}"`;
/** The feed's items as a check reads them, newest first. */
const itemsOf = (i: number, newest: number) =>
  Array.from({ length: Math.min(FEED_ITEMS, newest) }, (_, k) => videoOf(i, newest - k));

interface FeedRequest {
  at: number;
  channel: number;
  status: number;
  newItem: boolean;
}

interface FeedServer {
  url: string;
  feedUrl: string;
  /** Every feed request, in order of arrival. */
  log: FeedRequest[];
  /** While true, every NEW_ITEM_EVERY-th request publishes a new video on its feed first. */
  publishing: boolean;
  close(): Promise<void>;
}

/**
 * One local server for every feed: YouTube's Atom feed of channel `UCbench…<i>`, its 15 newest
 * videos, with an ETag of its newest video and 304 to If-None-Match. It runs in the bench's
 * process, which does nothing else while the window runs (the health checks have one of their
 * own).
 */
async function startFeedServer(): Promise<FeedServer> {
  /** Each channel's newest video number; FEED_ITEMS until one is published. */
  const newest = new Map<number, number>();
  let counter = 0;
  const state: FeedServer = {
    url: '',
    feedUrl: '',
    log: [],
    publishing: false,
    close: () => Promise.resolve(),
  };
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const at = Date.now();
    const url = new URL(req.url ?? '/', state.url);
    const id = url.searchParams.get('channel_id') ?? '';
    const i = Number(id.slice('UCbench'.length));
    if (url.pathname !== '/feeds/videos.xml' || !id.startsWith('UCbench') || !(i >= 0)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not Found');
      return;
    }
    let top = newest.get(i) ?? FEED_ITEMS;
    const newItem = state.publishing && ++counter % NEW_ITEM_EVERY === 0;
    if (newItem) newest.set(i, ++top);
    const etag = etagOf(i, top);
    if (req.headers['if-none-match'] === etag) {
      state.log.push({ at, channel: i, status: 304, newItem });
      res.writeHead(304, { etag });
      res.end();
      return;
    }
    state.log.push({ at, channel: i, status: 200, newItem });
    const channel = { id: channelId(i), handle: `bench${i}`, title: `Channel ${i}`, videos: [] };
    const xml = youtubeFeedXml(state.url, channel, channel, itemsOf(i, top));
    res.writeHead(200, { 'content-type': 'application/atom+xml; charset=UTF-8', etag });
    res.end(xml);
  };
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.feedUrl = `${state.url}/feeds/videos.xml`;
  state.close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return state;
}

// The seed -------------------------------------------------------------------------------------

/**
 * USERS Pro users (no plan limit), each with "Unsorted" and "Inbox", and SUBSCRIPTIONS YouTube
 * channels followed round-robin among them, each its own feed on `feeds`, going to the follower's
 * Inbox, checked once before (its 15 items taken, its ETag kept). Inserting a subscription makes
 * its job (the trigger of migration 0018); then every check is moved to fall due at `dueOffsets`
 * (ms) after a start START_MARGIN_MS from now, which is answered. Then ANALYZE.
 */
async function seedSubscriptions(
  db: Database,
  feeds: FeedServer,
  dueOffsets: readonly number[],
): Promise<number> {
  const pollMs = POLL_SECONDS * 1000;
  const passwordHash = await hashPassword(STRONG_PASSWORD);
  const users: object[] = [];
  const collections: object[] = [];
  const inboxes: { userId: string; inboxId: string }[] = [];
  for (let u = 0; u < USERS; u++) {
    const id = randomUUID();
    const inboxId = randomUUID();
    users.push({
      id,
      email: `subscriber-${u}@bench.example`,
      password_hash: passwordHash,
      tier: 'pro',
    });
    const [first, second] = generateNKeysBetween(null, null, 2);
    for (const [name, key, collectionId] of [
      [DEFAULT_COLLECTION_NAME, first, randomUUID()],
      [INBOX_COLLECTION_NAME, second, inboxId],
    ] as const) {
      collections.push({
        id: collectionId,
        user_id: id,
        name,
        name_key: collectionNameKey(name),
        position: key,
        is_default: name === DEFAULT_COLLECTION_NAME,
      });
    }
    inboxes.push({ userId: id, inboxId });
  }
  // Due a day from now at first (nothing due if anything looked), moved into place at the end.
  const placeholder = Date.now() + 86_400_000;
  const subscriptions: object[] = [];
  const items: object[] = [];
  for (let i = 0; i < SUBSCRIPTIONS; i++) {
    const owner = inboxes[i % USERS];
    if (!owner) throw new Error('bench: no follower');
    const id = randomUUID();
    const due = placeholder + (dueOffsets[i] ?? 0);
    subscriptions.push({
      id,
      user_id: owner.userId,
      kind: 'youtube_channel',
      title: `Channel ${i}`,
      source_url: `https://www.youtube.com/channel/${channelId(i)}`,
      feed_url: `${feeds.feedUrl}?channel_id=${channelId(i)}`,
      category_id: owner.inboxId,
      etag: etagOf(i, FEED_ITEMS),
      last_checked_at: new Date(due - pollMs).toISOString(),
      next_check_at: new Date(due).toISOString(),
    });
    for (const video of itemsOf(i, FEED_ITEMS)) {
      const key = linkKey(`https://www.youtube.com/watch?v=${video.id}`);
      if (!key) throw new Error(`bench: no link key for ${video.id}`);
      items.push({ subscription_id: id, user_id: owner.userId, link_key: key });
    }
  }
  const uuid = 'uuid';
  const time = 'timestamptz';
  return db.system(async (tx) => {
    await insertUsersAndCollections(tx, users, collections);
    await insertRows(
      tx,
      'subscriptions',
      {
        id: uuid,
        user_id: uuid,
        kind: 'text',
        title: 'text',
        source_url: 'text',
        feed_url: 'text',
        category_id: uuid,
        etag: 'text',
        last_checked_at: time,
        next_check_at: time,
      },
      subscriptions,
    );
    await insertRows(
      tx,
      'subscription_items',
      { subscription_id: uuid, user_id: uuid, link_key: 'text' },
      items,
    );
    await tx.execute(sql`analyze`);
    const start = Date.now() + START_MARGIN_MS;
    const shift = sql`make_interval(secs => ${(start - placeholder) / 1000})`;
    await tx.execute(sql`
      update subscriptions
      set next_check_at = next_check_at + ${shift}, last_checked_at = last_checked_at + ${shift}`);
    const [jobs] = await executeRows<{ n: number }>(
      tx,
      sql`with moved as (
            update jobs set run_at = run_at + ${shift} where kind = 'subscription' returning 1)
          select count(*)::int as n from moved`,
    );
    if (jobs?.n !== SUBSCRIPTIONS) throw new Error(`bench: ${jobs?.n} subscription jobs`);
    return start;
  });
}

// The run --------------------------------------------------------------------------------------

const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
const seconds = (ms: number) => Number((ms / 1000).toFixed(2));

/** What the feed server's log says of the window `[start, end)`. */
function fetchFigures(
  log: readonly FeedRequest[],
  start: number,
  end: number,
  dueOffsets: readonly number[],
) {
  const inWindow = log.filter((request) => request.at >= start && request.at < end);
  const minutes = (end - start) / 60_000;
  const full = inWindow.filter((request) => request.status === 200).length;
  const notModified = inWindow.filter((request) => request.status === 304).length;
  const times = new Map<number, number[]>();
  for (const request of inWindow) {
    const list = times.get(request.channel) ?? [];
    list.push(request.at);
    times.set(request.channel, list);
  }
  let duplicates = 0;
  let minGap = Infinity;
  const late: number[] = [];
  let lastFirst = 0;
  for (const [channel, list] of times) {
    for (let k = 1; k < list.length; k++) {
      const gap = (list[k] ?? 0) - (list[k - 1] ?? 0);
      minGap = Math.min(minGap, gap);
      if (gap < MIN_GAP_SHARE * POLL_SECONDS * 1000) duplicates++;
    }
    const first = list[0] ?? start;
    late.push(first - (start + (dueOffsets[channel] ?? 0)));
    lastFirst = Math.max(lastFirst, first);
  }
  const behind = dueOffsets.filter((offset, i) => start + offset < end && !times.has(i)).length;
  const lateness = latencyFigures(late);
  return {
    fetches: {
      total: inWindow.length,
      full,
      notModified,
      other: inWindow.length - full - notModified,
    },
    fetchesPerMinute: Math.round(inWindow.length / minutes),
    fullPerMinute: Math.round(full / minutes),
    notModifiedPerMinute: Math.round(notModified / minutes),
    distinctFeeds: times.size,
    duplicates,
    minGapSeconds: Number.isFinite(minGap) ? seconds(minGap) : null,
    feedsAskedAgain: [...times.values()].filter((list) => list.length > 1).length,
    firstCheck: {
      checked: times.size,
      behind,
      lateP50S: seconds(lateness.p50Ms),
      lateP99S: seconds(lateness.p99Ms),
      lateMaxS: seconds(Math.max(0, ...late)),
    },
    allCheckedAfterS:
      times.size > 0 && times.size === dueOffsets.length ? seconds(lastFirst - start) : null,
    newItemsServed: inWindow.filter((request) => request.newItem).length,
  };
}

/**
 * On PostgreSQL, a reader of the transactions the store's database has ended so far
 * (pg_stat_database, flushed by the server about once a second); on PGlite, nothing.
 */
async function transactionCounter(store: BenchStore) {
  const url = store.serverEnv.DATABASE_URL;
  if (store.driver !== 'postgres' || !url) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async read(): Promise<number> {
      const { rows } = await client.query<{ n: string }>(
        `select xact_commit + xact_rollback as n from pg_stat_database
         where datname = current_database()`,
      );
      return Number(rows[0]?.n ?? 0);
    },
    end: () => client.end(),
  };
}

async function pollingOn(driver: Driver, due: Due): Promise<PollingFigures> {
  const pollMs = POLL_SECONDS * 1000;
  const dueOffsets = Array.from({ length: SUBSCRIPTIONS }, () =>
    due === 'spread' ? Math.floor(Math.random() * pollMs) : 0,
  );
  const feeds = await startFeedServer();
  const fetchesIn = (from: number, to: number) =>
    feeds.log.filter((request) => request.at >= from && request.at < to).length;
  try {
    return await withBenchStore(driver, async (store) => {
      const start = await openBenchDatabase(store, (db) =>
        seedSubscriptions(db, feeds, dueOffsets),
      );
      const server = await startServerUnderTest({
        ...store.serverEnv,
        YOUTUBE_FEED_URL: feeds.feedUrl,
        YOUTUBE_PAGE_URL: feeds.url,
        SUBSCRIPTION_POLL_SECONDS: String(POLL_SECONDS),
      });
      const end = start + WINDOW_SECONDS * 1000;
      const transactions = await transactionCounter(store);
      let window;
      try {
        const ready = Date.now();
        let healthIdle: Sampled | null = null;
        if (start - ready > 3_000) {
          const idle = await checkHealthApart(server.url);
          await sleepUntil(start - 1_000);
          healthIdle = await idle.stop();
        }
        const checker = await checkHealthApart(server.url);
        await sleepUntil(start);
        feeds.publishing = true;
        server.resetPeak();
        const cpuBefore = server.cpuMs();
        const mainBefore = server.mainThreadCpuMs();
        const transactionsBefore = await transactions?.read();
        await sleepUntil(end);
        feeds.publishing = false;
        const cpuMs = server.cpuMs() - cpuBefore;
        const mainMs = server.mainThreadCpuMs() - mainBefore;
        const transactionsDuring = (await transactions?.read()) ?? 0;
        const memory = server.memory();
        const health = await checker.stop();
        window = {
          healthIdle,
          health,
          serverCpuPercent: Math.round((cpuMs / (end - start)) * 100),
          mainThreadCpuPercent: Math.round((mainMs / (end - start)) * 100),
          rssMb: memory.rssMb,
          peakRssMb: memory.peakMb,
          loadAverage: Number((loadavg()[0] ?? 0).toFixed(1)),
          readyLateS: seconds(ready - start),
          transactionsPerFetch:
            transactionsBefore === undefined || fetchesIn(start, end) === 0
              ? null
              : Number(
                  // Each health check is one transaction of its own (a ping).
                  (
                    (transactionsDuring - transactionsBefore - health.requests) /
                    fetchesIn(start, end)
                  ).toFixed(1),
                ),
        };
      } finally {
        await transactions?.end();
        await server.stop();
      }
      const after = await openBenchDatabase(store, (db) =>
        db.system(async (tx) => {
          const [row] = await executeRows<{
            videos: number;
            failing: number;
            failed: number;
            due: number;
          }>(
            tx,
            sql`select
                  (select count(*)::int from videos) as videos,
                  (select count(*)::int from subscriptions where failures > 0) as failing,
                  (select count(*)::int from jobs
                    where kind = 'subscription' and failures > 0) as failed,
                  (select count(*)::int from jobs where kind = 'subscription'
                    and run_at < ${new Date(end).toISOString()}::timestamptz) as due`,
          );
          return row;
        }),
      );
      return {
        due,
        ...fetchFigures(feeds.log, start, end, dueOffsets),
        videosAdded: after?.videos ?? 0,
        dueAtEnd: after?.due ?? 0,
        failingSubscriptions: after?.failing ?? 0,
        failedJobs: after?.failed ?? 0,
        ...window,
      };
    });
  } finally {
    await feeds.close();
  }
}

/**
 * The background's checks of 10,000 followed feeds (100 people), on each driver: feed requests a
 * minute (full and 304), feeds reached, checks run twice, how far behind the checks ran, new
 * videos added, and `/api/health` meanwhile.
 */
export async function runSubscriptionPollingBench() {
  const dues: Due[] = DUE === 'both' ? ['spread', 'once'] : [DUE === 'once' ? 'once' : 'spread'];
  const drivers: Partial<Record<Driver, Partial<Record<Due, PollingFigures>>>> = {};
  for (const driver of benchDrivers()) {
    const byDue: Partial<Record<Due, PollingFigures>> = {};
    drivers[driver] = byDue;
    for (const due of dues) {
      console.log(
        `Checks of ${SUBSCRIPTIONS.toLocaleString('en-US')} followed feeds (${USERS} users) on ` +
          `${driver}, every ${POLL_SECONDS} s, due ${due === 'spread' ? 'spread over an interval' : 'all at once'}, for ${WINDOW_SECONDS} s…`,
      );
      const f = await pollingOn(driver, due);
      byDue[due] = f;
      console.table({
        [`${driver}, ${due}`]: {
          'fetches/min': f.fetchesPerMinute,
          'full/min': f.fullPerMinute,
          '304/min': f.notModifiedPerMinute,
          feeds: f.distinctFeeds,
          duplicates: f.duplicates,
          'min gap s': f.minGapSeconds,
          'asked again': f.feedsAskedAgain,
          'new served': f.newItemsServed,
          'videos added': f.videosAdded,
          'due at end': f.dueAtEnd,
          failing: f.failingSubscriptions + f.failedJobs,
        },
      });
      console.table({
        'first check late (s)': {
          checked: f.firstCheck.checked,
          behind: f.firstCheck.behind,
          p50: f.firstCheck.lateP50S,
          p99: f.firstCheck.lateP99S,
          max: f.firstCheck.lateMaxS,
          'all checked after': f.allCheckedAfterS,
        },
        server: {
          'CPU %': f.serverCpuPercent,
          'main thread %': f.mainThreadCpuPercent,
          'RSS MB': f.rssMb,
          'peak MB': f.peakRssMb,
          load: f.loadAverage,
          'ready late s': f.readyLateS,
          'tx/fetch': f.transactionsPerFetch,
        },
      });
      console.table({
        'health, idle': f.healthIdle ?? {},
        'health, during the checks': f.health,
      });
    }
  }
  return {
    subscriptions: SUBSCRIPTIONS,
    users: USERS,
    pollSeconds: POLL_SECONDS,
    windowSeconds: WINDOW_SECONDS,
    newItemEvery: NEW_ITEM_EVERY,
    checksPerProcess: FEED_CHECKS_PER_PROCESS,
    checksPerUser: FEED_CHECKS_PER_USER,
    drivers,
  };
}
