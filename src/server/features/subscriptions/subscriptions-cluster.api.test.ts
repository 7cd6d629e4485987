import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { executeRows } from '@server/db/execute-rows';
import { signUpUser } from '@server/test-support/library-fixtures';
import { startFakeYouTube, type FakeVideo } from '@server/test-support/fake-youtube';
import { useTestCluster } from '@server/test-support/test-cluster-hooks';
import { SPAWN_TEST_TIMEOUT_MS } from '@server/test-support/server-process';
import { testDatabaseUrl } from '@server/test-support/test-database';

// Followed feeds checked by two server processes on one PostgreSQL
// (docs/decisions/0106-subscriptions.md): each feed is read once per due time, and a process
// killed mid-check loses no new video and adds none twice.

const FEEDS = 100;
const USERS = 5;
const POLL_SECONDS = 5;
const LEASE_SECONDS = 3;
const youtube = await startFakeYouTube();
afterAll(() => youtube.close());

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const channelId = (i: number) => `UC${String(i).padStart(22, '0')}`;
let serial = 0;
const video = (title: string): FakeVideo => {
  serial += 1;
  const id = `v${String(serial).padStart(10, '0')}`;
  return { id, title, published: new Date(Date.UTC(2026, 0, 1, 0, serial)).toISOString() };
};
for (let i = 0; i < FEEDS; i++) {
  youtube.channel({
    id: channelId(i),
    handle: `feed${i}`,
    title: `Feed ${i}`,
    videos: [video(`feed ${i} one`), video(`feed ${i} two`)].reverse(),
  });
}

describe.runIf(testDatabaseUrl())(
  'subscriptions on two server processes',
  { timeout: 3 * SPAWN_TEST_TIMEOUT_MS },
  () => {
    const ctx = useTestCluster(
      {
        YOUTUBE_FEED_URL: youtube.feedUrl,
        YOUTUBE_PAGE_URL: youtube.url,
        SUBSCRIPTION_POLL_SECONDS: String(POLL_SECONDS),
        JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      },
      { size: 2 },
    );

    /** Rows a user holds per link key, for every key held more than once. */
    const twice = () =>
      ctx.cluster.database.db.system((tx) =>
        executeRows(
          tx,
          sql`select user_id, link_key, count(*)::int from videos
              group by user_id, link_key having count(*) > 1`,
        ),
      );

    it('read each feed once per due time, and lose nothing when one is killed mid-check', async () => {
      const { request } = ctx.cluster;
      const users = [];
      for (let u = 0; u < USERS; u++) users.push(await signUpUser(request, `follower${u}`));
      for (let i = 0; i < FEEDS; i++) {
        const user = users[i % USERS]!;
        const res = await request('POST', '/api/subscriptions', {
          token: user.token,
          body: { url: `https://www.youtube.com/@feed${i}` },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      }
      const followedAt = Date.now();
      // Answers held a moment, so checks overlap across the processes.
      youtube.delayFeeds(200);
      await delay(3 * POLL_SECONDS * 1000);
      for (let i = 0; i < FEEDS; i++) {
        const checks = youtube.fetchTimes(channelId(i)).filter((at) => at > followedAt);
        expect(checks.length, `feed ${i}`).toBeGreaterThanOrEqual(1);
        // Two processes claiming one due check would read it twice within milliseconds; the
        // interval is spread by at most a tenth.
        const gaps = checks.slice(1).map((at, k) => at - checks[k]!);
        expect(Math.min(...gaps, Infinity), `feed ${i}`).toBeGreaterThan(POLL_SECONDS * 1000 * 0.8);
      }

      // Every feed gets a new video; the checks are held long enough to kill one mid-way.
      const fresh = Array.from({ length: FEEDS }, (_, i) => video(`feed ${i} new`));
      fresh.forEach((item, i) => youtube.publish(channelId(i), item));
      youtube.delayFeeds(1500);
      let holder: number | undefined;
      for (let tries = 0; holder === undefined; tries++) {
        if (tries > 400) throw new Error('No process held a feed check.');
        const [row] = await ctx.cluster.database.db.system((tx) =>
          executeRows<{ leased_by: string }>(
            tx,
            sql`select leased_by from jobs
                where kind = 'subscription' and lease_until > now() limit 1`,
          ),
        );
        const pid = Number(row?.leased_by.split(':')[1]);
        holder = [0, 1].find((i) => ctx.cluster.process(i).child.pid === pid);
        if (holder === undefined) await delay(25);
      }
      await ctx.cluster.kill(holder);
      youtube.delayFeeds(0);

      // The other process takes the killed one's checks once their leases run out.
      for (let tries = 0; ; tries++) {
        const [row] = await ctx.cluster.database.db.system((tx) =>
          executeRows<{ added: number }>(
            tx,
            // By id: the background's lookups may give them their oEmbed titles meanwhile.
            sql`select count(*)::int as added from videos
                where youtube_id in (${sql.join(
                  fresh.map((item) => sql`${item.id}`),
                  sql`, `,
                )})`,
          ),
        );
        if (row?.added === FEEDS) break;
        if (tries > 300) throw new Error(`${row?.added} of ${FEEDS} new videos added.`);
        await delay(100);
      }
      expect(await twice()).toEqual([]);
      await ctx.cluster.restart(holder);
    });
  },
);
