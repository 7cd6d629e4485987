import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { jobs, videos } from '@server/db/schema';
import { startFakeOembed } from '@server/test-support/fake-oembed';
import { finishedImport, startImport } from '@server/test-support/import-api';
import { fetchLibrary, signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { createJobRunner } from '@server/jobs';
import {
  createDetailsRefresher,
  DETAILS_PAUSE_FIRST_MS,
  DETAILS_QUEUED_RETRY_MS,
} from './details-refresher';
import { pendingVideoDetails } from '@server/features/videos';
import type { DetailsLookup, DetailsLookupResult } from './details-lookup';
import { lookupService } from './providers';

const fake = await startFakeOembed();
afterAll(() => fake.close());
/** The app's clock: real time, moved on by a test past its background's pause. */
let skipped = 0;
const appNow = () => Date.now() + skipped;
const { request, database, background } = await createTestApp({
  youtubeOembedUrl: fake.url,
  now: appNow,
});
const db = database.db;

const rowsOf = (userId: string) =>
  db.system((tx) =>
    tx
      .select({
        url: videos.url,
        title: videos.title,
        channelName: videos.channelName,
        pending: videos.detailsPending,
        unavailable: videos.unavailable,
      })
      .from(videos)
      .where(eq(videos.userId, userId))
      .orderBy(videos.position),
  );

/** One link's row: its details, whether it waits for them, and until when an add claimed it. */
const rowOfUrl = async (url: string) => {
  const [row] = await db.system((tx) =>
    tx
      .select({
        title: videos.title,
        channelName: videos.channelName,
        pending: videos.detailsPending,
        claimedUntil: videos.detailsClaimedUntil,
        unavailable: videos.unavailable,
      })
      .from(videos)
      .where(eq(videos.url, url)),
  );
  if (!row) throw new Error(`no video at ${url}`);
  return row;
};

/** When the refresher's pass of `kind` is next due (epoch ms), if it is. */
const passDue = async (kind: string) => {
  const [job] = await db.system((tx) =>
    tx
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.key, 'all'))),
  );
  return job?.runAt.getTime();
};

/** A list of links imported for a new user, the background lookups held until it is done. */
async function importedFor(name: string, links: string[]) {
  const user = await signUpUser(request, name);
  await startImport(request, user.token, 'links.txt', links.join('\n'));
  await finishedImport(request, user.token);
  return user;
}

describe(`YouTube details of imported videos (${testDriver()})`, () => {
  it('are looked up in the background: found ones filled in, gone ones marked unavailable', async () => {
    fake.respondWith('bbbbbbbbbbb', { status: 404, text: 'Not Found' });
    const user = await importedFor('details', [
      'https://youtu.be/aaaaaaaaaaa',
      'https://youtu.be/bbbbbbbbbbb',
      'https://example.com/not-youtube',
    ]);
    await background.details.settled();
    expect(await rowsOf(user.id)).toEqual([
      {
        url: 'https://youtu.be/aaaaaaaaaaa',
        title: 'Video aaaaaaaaaaa',
        channelName: 'Channel aaaaaaaaaaa',
        pending: false,
        unavailable: false,
      },
      {
        url: 'https://youtu.be/bbbbbbbbbbb',
        title: 'YouTube Video',
        channelName: 'YouTube',
        pending: false,
        unavailable: true,
      },
      {
        url: 'https://example.com/not-youtube',
        title: 'example.com',
        channelName: 'example.com',
        pending: false,
        unavailable: false,
      },
    ]);
    const library = await fetchLibrary(request, user.token);
    expect(library.videos[0]).toMatchObject({
      title: 'Video aaaaaaaaaaa',
      channelName: 'Channel aaaaaaaaaaa',
      unavailable: false,
    });
    expect(library.videos[1]).toMatchObject({ title: 'YouTube Video', unavailable: true });
  });
});

describe(`the details refresher (${testDriver()})`, () => {
  /** A lookup that answers as told, one call at a time, and counts. */
  function scriptedLookup() {
    const calls: string[] = [];
    type Answer = (
      url: string,
    ) => Partial<DetailsLookupResult> | Promise<Partial<DetailsLookupResult>>;
    let next: Answer = () => ({ status: 'found', found: { title: 'T', channelName: 'C' } });
    const lookup = async (url: string): Promise<DetailsLookupResult> => {
      calls.push(url);
      const answer = await next(url);
      const service = lookupService(url);
      return {
        status: 'found',
        found: {},
        details: { youtubeId: '', title: '', description: '', thumbnailUrl: '', channelName: '' },
        ...(service ? { service } : {}),
        ...answer,
      };
    };
    return {
      calls,
      answerWith(fn: Answer) {
        next = fn;
      },
      lookup: Object.assign(lookup, { covers: () => true, mode: 'on' as const }) as DetailsLookup,
    };
  }

  it('never overwrites a title the user edited, before the lookup or while it was under way', async () => {
    const user = await importedFor('edited', [
      'https://youtu.be/ccccccccccc',
      'https://youtu.be/fffffffffff',
    ]);
    await background.details.settled();
    await db.system((tx) =>
      tx.update(videos).set({ detailsPending: true }).where(eq(videos.userId, user.id)),
    );
    const [before, during] = (await fetchLibrary(request, user.token)).videos;
    const rename = (video: typeof before, title: string) =>
      request('PATCH', `/api/videos/${video!.id}`, {
        token: user.token,
        body: { title, url: video!.url, categoryId: video!.categoryId },
      });
    await rename(before, 'Named before');
    const oembed = scriptedLookup();
    oembed.answerWith(async (url) => {
      // The second is renamed after the refresher read it, before the answer is written.
      if (url === during!.url) await rename(during, 'Named during');
      return { status: 'found', found: { title: 'From YouTube', channelName: 'Channel' } };
    });
    const refresher = createDetailsRefresher({
      pending: pendingVideoDetails(db),
      jobs: createJobRunner(db),
      kind: 'details-test',
      lookup: oembed.lookup,
    });
    refresher.wake();
    await refresher.settled();
    await refresher.stop();
    expect((await rowsOf(user.id)).map((row) => [row.title, row.channelName, row.pending])).toEqual(
      [
        ['Named before', 'Channel', false],
        ['Named during', 'Channel', false],
      ],
    );
  });

  it('pauses when the service does not answer, doubling the pause, and goes on when it does', async () => {
    const user = await importedFor('paused', [
      'https://youtu.be/ddddddddddd',
      'https://youtu.be/eeeeeeeeeee',
    ]);
    await background.details.settled();
    await db.system((tx) =>
      tx.update(videos).set({ detailsPending: true }).where(eq(videos.userId, user.id)),
    );
    let clock = 1_000_000;
    const oembed = scriptedLookup();
    oembed.answerWith(() => ({ status: 'unreachable' }));
    const refresher = createDetailsRefresher({
      pending: pendingVideoDetails(db),
      // The runner on the same clock: the pass it runs again at a pause's end is due when the
      // test moves the clock there, not a real millisecond after the pass (then `settled`
      // would wait for passes, due again and again, until the real pause ended).
      jobs: createJobRunner(db, { now: () => clock }),
      kind: 'details-test',
      lookup: oembed.lookup,
      now: () => clock,
      pauseFirstMs: 1_000,
      pauseMaxMs: 3_000,
    });
    refresher.wake();
    await refresher.settled();
    const afterFirst = oembed.calls.length;
    expect(afterFirst).toBeGreaterThan(0);
    expect(afterFirst).toBeLessThanOrEqual(2);

    // Within the pause, waking does not ask again.
    clock += 500;
    refresher.wake();
    await refresher.settled();
    expect(oembed.calls.length).toBe(afterFirst);
    // Past it, one more try; it fails again, and the next pause is twice as long: longer than
    // the first, not over yet.
    clock += 500;
    refresher.wake();
    await refresher.settled();
    const afterSecond = oembed.calls.length;
    expect(afterSecond).toBeGreaterThan(afterFirst);
    clock += 1_500;
    refresher.wake();
    await refresher.settled();
    expect(oembed.calls.length).toBe(afterSecond);

    // The service answers again: everything waiting is filled in.
    oembed.answerWith((url) => ({
      status: 'found',
      found: { title: `Title of ${url}`, channelName: 'Back' },
    }));
    clock += 500;
    refresher.wake();
    await refresher.settled();
    await refresher.stop();
    expect((await rowsOf(user.id)).map((row) => [row.title, row.channelName, row.pending])).toEqual(
      [
        ['Title of https://youtu.be/ddddddddddd', 'Back', false],
        ['Title of https://youtu.be/eeeeeeeeeee', 'Back', false],
      ],
    );
  });

  /** A new user's links, saved through the API and then all marked as waiting for details. */
  async function waiting(name: string, links: string[]) {
    const user = await signUpUser(request, name);
    const categoryId = await user.unsortedId();
    for (const url of links) {
      const res = await request('POST', '/api/videos', {
        token: user.token,
        body: { url, categoryId },
      });
      expect(res.status).toBe(201);
    }
    await background.details.settled();
    await db.system((tx) =>
      tx.update(videos).set({ detailsPending: true }).where(eq(videos.userId, user.id)),
    );
    return user;
  }

  it('pauses each service apart: a site that does not answer holds up neither YouTube nor another site', async () => {
    const user = await waiting('apart', [
      'https://down.example/1',
      'https://youtu.be/ggggggggggg',
      'https://up.example/1',
      'https://youtu.be/hhhhhhhhhhh',
      'https://youtu.be/iiiiiiiiiii',
      'https://down.example/2',
    ]);
    const clock = 1_000_000;
    const scripted = scriptedLookup();
    scripted.answerWith((url) =>
      url.startsWith('https://down.example/')
        ? { status: 'unreachable' }
        : { status: 'found', found: { title: `Found ${url}` } },
    );
    const refresher = createDetailsRefresher({
      pending: pendingVideoDetails(db),
      jobs: createJobRunner(db),
      kind: 'details-test',
      lookup: scripted.lookup,
      now: () => clock,
    });
    refresher.wake();
    await refresher.settled();
    await refresher.stop();
    // Once paused, the site's second link is not asked about in that pass.
    expect(scripted.calls.filter((url) => url.startsWith('https://down.example/'))).toEqual([
      'https://down.example/1',
    ]);
    const rows = await rowsOf(user.id);
    expect(
      rows
        .filter((row) => row.pending)
        .map((row) => row.url)
        .sort(),
    ).toEqual(['https://down.example/1', 'https://down.example/2']);
    expect(
      rows
        .filter((row) => !row.pending)
        .map((row) => row.title)
        .sort(),
    ).toEqual([
      'Found https://up.example/1',
      'Found https://youtu.be/ggggggggggg',
      'Found https://youtu.be/hhhhhhhhhhh',
      'Found https://youtu.be/iiiiiiiiiii',
    ]);
    await db.system((tx) =>
      tx.update(videos).set({ detailsPending: false }).where(eq(videos.userId, user.id)),
    );
  });

  it('pauses nobody for a lookup that got no turn among the outside requests, and comes back for it soon', async () => {
    const queuedUrl = 'https://youtu.be/qqqqqqqqqqq';
    const user = await waiting('queued', [
      queuedUrl,
      'https://youtu.be/rrrrrrrrrrr',
      'https://youtu.be/sssssssssss',
    ]);
    let clock = 1_000_000;
    const scripted = scriptedLookup();
    scripted.answerWith((url) =>
      url === queuedUrl
        ? { status: 'queued' }
        : { status: 'found', found: { title: `Found ${url}` } },
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refresher = createDetailsRefresher({
      pending: pendingVideoDetails(db),
      jobs: createJobRunner(db, { now: () => clock }),
      kind: 'details-queued-test',
      lookup: scripted.lookup,
      now: () => clock,
    });
    try {
      refresher.wake();
      await refresher.settled();
      // YouTube was not paused: its other links were looked up in the same pass.
      expect(scripted.calls.sort()).toEqual([
        queuedUrl,
        'https://youtu.be/rrrrrrrrrrr',
        'https://youtu.be/sssssssssss',
      ]);
      expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('paused'));
      expect((await rowsOf(user.id)).filter((row) => row.pending).map((row) => row.url)).toEqual([
        queuedUrl,
      ]);
      // The pass is due again a few seconds on, not after a pause.
      expect(await passDue('details-queued-test')).toBe(clock + DETAILS_QUEUED_RETRY_MS);

      scripted.answerWith((url) => ({ status: 'found', found: { title: `Found ${url}` } }));
      clock += DETAILS_QUEUED_RETRY_MS;
      refresher.wake();
      await refresher.settled();
      expect(scripted.calls.filter((url) => url === queuedUrl)).toHaveLength(2);
      expect(await rowsOf(user.id)).toContainEqual(
        expect.objectContaining({ url: queuedUrl, pending: false, title: `Found ${queuedUrl}` }),
      );
    } finally {
      await refresher.stop();
      warn.mockRestore();
    }
  });

  it('ends a pause at once when it hears that the service answered an add, and starts one when it hears a failure', async () => {
    const user = await waiting('heard', ['https://youtu.be/jjjjjjjjjjj']);
    let clock = 1_000_000;
    const scripted = scriptedLookup();
    scripted.answerWith(() => ({ status: 'unreachable' }));
    const refresher = createDetailsRefresher({
      pending: pendingVideoDetails(db),
      jobs: createJobRunner(db),
      kind: 'details-test',
      lookup: scripted.lookup,
      now: () => clock,
      pauseFirstMs: 60_000,
    });
    try {
      refresher.wake();
      await refresher.settled();
      expect(scripted.calls).toHaveLength(1);

      // Another site's answer, or a failure while paused, changes nothing for YouTube.
      refresher.heard({ service: 'page:other.example', status: 'found' });
      refresher.heard({ service: 'youtube', status: 'unreachable' });
      refresher.heard({ service: 'youtube', status: 'nothing' });
      await refresher.settled();
      expect(scripted.calls).toHaveLength(1);

      // YouTube answered an add: the video waiting is looked up now, not in a minute.
      scripted.answerWith(() => ({ status: 'found', found: { title: 'Back at once' } }));
      refresher.heard({ service: 'youtube', status: 'found' });
      await refresher.settled();
      expect(scripted.calls).toHaveLength(2);
      expect(await rowsOf(user.id)).toMatchObject([{ title: 'Back at once', pending: false }]);

      // An add's lookup fails: the service is paused, so a pass leaves its videos for later.
      await db.system((tx) =>
        tx.update(videos).set({ detailsPending: true }).where(eq(videos.userId, user.id)),
      );
      refresher.heard({ service: 'youtube', status: 'unreachable' });
      await refresher.settled();
      expect(scripted.calls).toHaveLength(2);
      clock += 60_000;
      refresher.wake();
      await refresher.settled();
      expect(scripted.calls).toHaveLength(3);
      expect(await rowsOf(user.id)).toMatchObject([{ pending: false }]);
    } finally {
      await refresher.stop();
    }
  });

  it('marks a video the provider says is gone unavailable, and clears the mark once it is found', async () => {
    const user = await waiting('gone', ['https://youtu.be/kkkkkkkkkkk']);
    const scripted = scriptedLookup();
    scripted.answerWith(() => ({ status: 'gone' }));
    const refresher = createDetailsRefresher({
      pending: pendingVideoDetails(db),
      jobs: createJobRunner(db),
      kind: 'details-test',
      lookup: scripted.lookup,
    });
    try {
      refresher.wake();
      await refresher.settled();
      expect(await rowsOf(user.id)).toMatchObject([
        { title: 'Video kkkkkkkkkkk', pending: false, unavailable: true },
      ]);
      await db.system((tx) =>
        tx.update(videos).set({ detailsPending: true }).where(eq(videos.userId, user.id)),
      );
      scripted.answerWith(() => ({ status: 'found', found: { title: 'Back' } }));
      refresher.wake();
      await refresher.settled();
      expect(await rowsOf(user.id)).toMatchObject([
        { title: 'Back', pending: false, unavailable: false },
      ]);
    } finally {
      await refresher.stop();
    }
  });

  it('leaves a link an add claimed to the add’s own lookup: a pass asks nothing for it meanwhile', async () => {
    const id = 'claimedAdd1';
    const url = `https://youtu.be/${id}`;
    const asked = () => fake.requests.filter((r) => r.url.includes(id)).length;
    // YouTube answers the add's lookup late, so that passes run while it is under way.
    fake.respondWith(id, { delayMs: 2_000 });
    const user = await signUpUser(request, 'claimed');
    const scripted = scriptedLookup();
    const refresher = createDetailsRefresher({
      pending: pendingVideoDetails(db),
      jobs: createJobRunner(db),
      kind: 'details-test',
      lookup: scripted.lookup,
    });
    try {
      const added = await request('POST', '/api/videos', {
        token: user.token,
        body: { url, categoryId: await user.unsortedId() },
      });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ title: 'YouTube Video', channelName: 'YouTube' });
      // Saved waiting for its details, claimed for this process's lookup.
      const saved = await rowOfUrl(url);
      expect(saved).toMatchObject({ title: 'YouTube Video', pending: true });
      expect(saved.claimedUntil!.getTime()).toBeGreaterThan(Date.now() + 60_000);

      // A pass (another process's: a refresher of its own) while the add's lookup is under way.
      refresher.wake();
      await refresher.settled();
      expect(scripted.calls).not.toContain(url);
      // It did run within the claim: the add's lookup had not answered yet.
      expect(await rowOfUrl(url)).toMatchObject({ title: 'YouTube Video', pending: true });
      expect(saved.claimedUntil).toEqual((await rowOfUrl(url)).claimedUntil);

      // This process's own pass too; then the add's lookup answers.
      background.details.wake();
      await background.details.settled();
      expect(scripted.calls).not.toContain(url);
      expect(asked()).toBe(1);
      expect(await rowOfUrl(url)).toEqual({
        title: `Video ${id}`,
        channelName: `Channel ${id}`,
        pending: false,
        claimedUntil: null,
        unavailable: false,
      });
    } finally {
      await refresher.stop();
    }
  });

  it('looks a claimed link up once its claim has run out (its process died), the pass due again then by itself', async () => {
    const url = 'https://youtu.be/claimDied01';
    const user = await importedFor('died', [url]);
    await background.details.settled();
    // As an add leaves its link when its process dies before the lookup: waiting, claimed for a
    // few seconds more (the database's clock, which the claims are read by).
    await db.system((tx) =>
      tx
        .update(videos)
        .set({ detailsPending: true, detailsClaimedUntil: sql`now() + interval '3 seconds'` })
        .where(eq(videos.userId, user.id)),
    );
    const claimEnd = (await rowOfUrl(url)).claimedUntil!.getTime();
    const scripted = scriptedLookup();
    scripted.answerWith(() => ({
      status: 'found',
      found: { title: 'Found once the claim ran out', channelName: 'Late' },
    }));
    const refresher = createDetailsRefresher({
      pending: pendingVideoDetails(db),
      jobs: createJobRunner(db),
      kind: 'details-test',
      lookup: scripted.lookup,
    });
    try {
      refresher.wake();
      await refresher.settled();
      // Left alone while claimed (the pass ran within the claim) ...
      expect(Date.now()).toBeLessThan(claimEnd);
      expect(scripted.calls).not.toContain(url);
      expect(await rowOfUrl(url)).toMatchObject({ title: 'Video claimDied01', pending: true });
      // ... and the pass is due again when the claim runs out.
      const due = await passDue('details-test');
      expect(due).toBeGreaterThanOrEqual(claimEnd - 50);
      expect(due).toBeLessThan(claimEnd + 1_000);

      // Nobody wakes it: the runner runs it then.
      await vi.waitFor(() => expect(scripted.calls).toContain(url), {
        timeout: 10_000,
        interval: 50,
      });
      await refresher.settled();
      expect(scripted.calls.filter((called) => called === url)).toHaveLength(1);
      expect(await rowOfUrl(url)).toEqual({
        title: 'Found once the claim ran out',
        channelName: 'Late',
        pending: false,
        claimedUntil: null,
        unavailable: false,
      });
    } finally {
      await refresher.stop();
    }
  });

  it('ends an add’s claim when its service cannot be reached: a pass looks the link up after the pause', async () => {
    const id = 'claimDown01';
    const url = `https://youtu.be/${id}`;
    const asked = () => fake.requests.filter((r) => r.url.includes(id)).length;
    fake.respondWith(id, { status: 503, text: 'Service Unavailable' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const user = await signUpUser(request, 'down');
      const added = await request('POST', '/api/videos', {
        token: user.token,
        body: { url, categoryId: await user.unsortedId() },
      });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ title: 'YouTube Video', channelName: 'YouTube' });
      await background.details.settled();
      // Asked once; no longer claimed, it waits for a pass, YouTube paused.
      expect(asked()).toBe(1);
      expect(await rowOfUrl(url)).toEqual({
        title: 'YouTube Video',
        channelName: 'YouTube',
        pending: true,
        claimedUntil: null,
        unavailable: false,
      });
      expect(warn).toHaveBeenCalledWith(
        `Details lookups from YouTube paused for ${DETAILS_PAUSE_FIRST_MS / 1000} s.`,
      );
      // The pass is due again at the pause's end.
      const due = await passDue('details');
      expect(due).toBeGreaterThan(appNow() + DETAILS_PAUSE_FIRST_MS / 2);
      expect(due).toBeLessThanOrEqual(appNow() + DETAILS_PAUSE_FIRST_MS);

      // Within the pause a pass leaves it.
      fake.respondWith(id, { json: {} });
      skipped += DETAILS_PAUSE_FIRST_MS / 2;
      background.details.wake();
      await background.details.settled();
      expect(asked()).toBe(1);
      expect(await rowOfUrl(url)).toMatchObject({ pending: true });

      // Past it, the pass due then looks it up (nobody wakes it: the runner's next look).
      skipped += DETAILS_PAUSE_FIRST_MS / 2;
      await vi.waitFor(() => expect(asked()).toBe(2), { timeout: 10_000, interval: 50 });
      await background.details.settled();
      expect(await rowOfUrl(url)).toEqual({
        title: `Video ${id}`,
        channelName: `Channel ${id}`,
        pending: false,
        claimedUntil: null,
        unavailable: false,
      });
    } finally {
      warn.mockRestore();
    }
  });
});
