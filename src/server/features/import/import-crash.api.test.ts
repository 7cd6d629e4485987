import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { executeRows } from '@server/db/execute-rows';
import { createUsersService } from '@server/features/users';
import { signInViaApi } from '@server/test-support/auth-api';
import { findInconsistencies } from '@server/test-support/db-consistency';
import {
  finishedImport,
  startImport,
  uploadImport,
  wholeReport,
} from '@server/test-support/import-api';
import { startFakeOembed } from '@server/test-support/fake-oembed';
import { fetchLibrary } from '@server/test-support/library-fixtures';
import { createServerData } from '@server/test-support/server-data';
import { SPAWN_TEST_TIMEOUT_MS, startServerProcess } from '@server/test-support/server-process';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';
import { httpClient, uniqueEmail } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';

/** Enough chunks that the kill lands mid-import on any machine. */
const LINKS = 8_000;
/** YouTube videos among them, whose details are looked up after the import. */
const VIDEOS = 20;
const videoId = (i: number) => String(i).padStart(11, 'y');
/** Every tenth entry repeats an earlier one of the file. */
const file = Array.from({ length: LINKS }, (_, i) =>
  i < VIDEOS
    ? `https://youtu.be/${videoId(i)}`
    : i % 10 === 9
      ? `https://example.com/v/${i - 5}`
      : `https://example.com/v/${i}`,
).join('\n');
const DISTINCT = new Set(file.split('\n')).size;

const NO_OEMBED = { YOUTUBE_OEMBED_URL: 'http://127.0.0.1:9/oembed' };

describe(`import through a crash (${testDriver()})`, { timeout: 4 * SPAWN_TEST_TIMEOUT_MS }, () => {
  it('leaves each entry wholly imported or untouched; the restarted server finishes it and its lookups', async () => {
    const data = await createServerData();
    const email = uniqueEmail('crash');
    // Pro, so that every link has room: made before the server takes the data directory.
    await data.withDatabase((db) => createUsersService(db).create(email, STRONG_PASSWORD, 'pro'));
    const env = { ...data.env, ...NO_OEMBED };
    let server = await startServerProcess(env);
    onTestFinished(async () => void (await server.stop('SIGKILL')));
    const token = async () =>
      (await signInViaApi(server.url, { email, password: STRONG_PASSWORD })).access_token;
    let request = httpClient(server.url);
    let bearer = await token();

    await startImport(request, bearer, 'links.txt', file);
    // Killed once some chunks have committed, while the rest is still to do.
    let seen = 0;
    while (seen < 500) {
      const res = await request('GET', '/api/imports/current', { token: bearer });
      seen = res.body.import.progress.processed;
      expect(res.body.import.status).toBe('running');
    }
    server.child.kill('SIGKILL');
    expect((await server.exited).signal).toBe('SIGKILL');

    // The same data, a new process: it goes on by itself from the first untouched entry, and
    // looks up the details YouTube did not give before (it answers now).
    const oembed = await startFakeOembed();
    onTestFinished(() => oembed.close());
    server = await startServerProcess({ ...env, YOUTUBE_OEMBED_URL: oembed.url });
    request = httpClient(server.url);
    bearer = await token();
    const done = await finishedImport(request, bearer, 60_000);
    expect(done.progress).toEqual({
      processed: LINKS,
      added: DISTINCT,
      duplicates: LINKS - DISTINCT,
      invalid: 0,
      overLimit: 0,
    });
    for (;;) {
      const library = await fetchLibrary(request, bearer);
      const named = library.videos.filter((v) => v.channelName === `Channel ${v.youtubeId}`);
      if (named.length === VIDEOS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const report = await wholeReport(request, bearer, done.id);
    expect(report.map((item) => item.seq)).toEqual(Array.from({ length: LINKS }, (_, i) => i + 1));
    expect(report.filter((item) => item.outcome === 'added')).toHaveLength(DISTINCT);

    // Run again: nothing is saved twice.
    await startImport(request, bearer, 'links.txt', file);
    expect((await finishedImport(request, bearer, 60_000)).progress).toMatchObject({
      added: 0,
      duplicates: LINKS,
    });

    // An upload cut by a kill does not hold the next one up.
    const cut = uploadImport(request, bearer, 'cut.txt', file).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.child.kill('SIGKILL');
    await cut;
    await server.exited;
    server = await startServerProcess({ ...env, YOUTUBE_OEMBED_URL: oembed.url });
    request = httpClient(server.url);
    bearer = await token();
    if (testDriver() === 'pglite') {
      const next = await uploadImport(request, bearer, 'next.txt', 'https://example.com/next');
      expect(next.status).toBe(201);
    }
    expect((await server.stop()).code).toBe(0);

    await data.withDatabase(async (db) => {
      expect(await findInconsistencies(db)).toEqual([]);
      const [row] = await db.system((tx) =>
        executeRows<{ videos: number; keys: number }>(
          tx,
          sql`select count(*)::int as videos, count(distinct link_key)::int as keys from videos`,
        ),
      );
      expect(row).toEqual({ videos: DISTINCT, keys: DISTINCT });
    });
  });
});
