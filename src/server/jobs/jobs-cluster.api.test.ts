import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { executeRows } from '@server/db/execute-rows';
import { finishedImport, startImport, wholeReport } from '@server/test-support/import-api';
import { fetchLibrary, setTier, signUpUser } from '@server/test-support/library-fixtures';
import { useTestCluster } from '@server/test-support/test-cluster-hooks';
import { SPAWN_TEST_TIMEOUT_MS } from '@server/test-support/server-process';
import { testDatabaseUrl } from '@server/test-support/test-database';
import { DETAILS_CONCURRENCY } from '@server/features/link-details';

// Background work with three server processes on one PostgreSQL (docs/decisions/0093-leased-jobs.md):
// an import and its lookups run once, and go on in another process when the one running them is
// killed.

/** Enough chunks (250 entries each on PostgreSQL) that the kill lands mid-import. */
const LINKS = 8_000;
/** YouTube videos among them, whose details are looked up after they are saved. */
const VIDEOS = 200;
const videoId = (i: number) => `v${String(i).padStart(10, '0')}`;
const file = Array.from({ length: LINKS }, (_, i) =>
  i < VIDEOS ? `https://youtu.be/${videoId(i)}` : `https://example.com/page/${i}`,
).join('\n');
const LEASE_SECONDS = 3;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(testDatabaseUrl())(
  'background jobs on three server processes',
  { timeout: 3 * SPAWN_TEST_TIMEOUT_MS },
  () => {
    const ctx = useTestCluster({ JOB_LEASE_SECONDS: String(LEASE_SECONDS) });

    /** Which process holds the job, by the pid in its claim (jobs.leased_by: host:pid:tag). */
    async function holderOf(kind: string): Promise<number | undefined> {
      const [row] = await ctx.cluster.database.db.system((tx) =>
        executeRows<{ leased_by: string | null }>(
          tx,
          sql`select leased_by from jobs where kind = ${kind} and lease_until > now()`,
        ),
      );
      const pid = Number(row?.leased_by?.split(':')[1]);
      const index = Array.from({ length: ctx.cluster.size }, (_, i) => i).find(
        (i) => ctx.cluster.process(i).child.pid === pid,
      );
      return index;
    }

    it('finish an import killed mid-way in another process: every entry once, every lookup once', async () => {
      const user = await signUpUser(ctx.cluster.request, 'importer');
      await setTier(ctx.cluster.database.db, user.id, 'pro');
      await startImport(ctx.cluster.request, user.token, 'links.txt', file);

      // The process running the import is killed once some chunks have committed.
      let holder: number | undefined;
      for (let tries = 0; holder === undefined; tries++) {
        if (tries > 500) throw new Error('No process claimed the import.');
        const { body } = await ctx.cluster.request('GET', '/api/imports/current', {
          token: user.token,
        });
        expect(body.import.status).toBe('running');
        if (body.import.progress.processed > 0) holder = await holderOf('import');
        else await delay(20);
      }
      await ctx.cluster.kill(holder);

      // Another takes it over once the lease has run out, and finishes it.
      const done = await finishedImport(ctx.cluster.request, user.token, 60_000);
      expect(done.progress).toMatchObject({ processed: LINKS, added: LINKS, duplicates: 0 });
      const report = await wholeReport(ctx.cluster.request, user.token, done.id);
      expect(report.map((item) => item.seq)).toEqual(
        Array.from({ length: LINKS }, (_, i) => i + 1),
      );
      const [counts] = await ctx.cluster.database.db.system((tx) =>
        executeRows<{ videos: number; links: number }>(
          tx,
          sql`select count(*)::int as videos, count(distinct link_key)::int as links
              from videos where user_id = ${user.id}`,
        ),
      );
      expect(counts).toEqual({ videos: LINKS, links: LINKS });

      // Every video's details arrive, each looked up once: only those a killed process had in
      // flight (at most a pass's lanes) may have been asked twice.
      for (let tries = 0; ; tries++) {
        const library = await fetchLibrary(ctx.cluster.request, user.token);
        const named = library.videos.filter((v) => v.channelName === `Channel ${v.youtubeId}`);
        if (named.length === VIDEOS) break;
        if (tries > 600) throw new Error(`${named.length} of ${VIDEOS} videos named.`);
        await delay(100);
      }
      const asked = new Map<string, number>();
      for (const { url } of ctx.oembed.requests) asked.set(url, (asked.get(url) ?? 0) + 1);
      expect(asked.size).toBe(VIDEOS);
      const twice = [...asked.values()].filter((times) => times > 1);
      expect(twice.length).toBeLessThanOrEqual(DETAILS_CONCURRENCY);
      expect(Math.max(...asked.values())).toBeLessThanOrEqual(2);
      await ctx.cluster.restart(holder);
    });

    it('keep one sweep job between them, due an hour on', async () => {
      const [row] = await ctx.cluster.database.db.system((tx) =>
        executeRows<{ rows: number; later: boolean }>(
          tx,
          sql`select count(*)::int as rows, bool_and(run_at > now() + interval '50 minutes') as later
              from jobs where kind = 'sweep'`,
        ),
      );
      // One row for the sweep, due in an hour: the processes' start-ups asked for one sweep.
      expect(row).toEqual({ rows: 1, later: true });
    });
  },
);
