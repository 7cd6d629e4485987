import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { videos } from '@server/db/schema';
import { startFakeOembed } from '@server/test-support/fake-oembed';
import { finishedImport, startImport } from '@server/test-support/import-api';
import { fetchLibrary, signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { createDetailsRefresher } from './details-refresher';
import { pendingVideoDetails } from '@server/features/videos';
import type { DetailsLookup, DetailsLookupResult } from './details-lookup';
import { lookupService } from './providers';

const fake = await startFakeOembed();
afterAll(() => fake.close());
const { request, database, background } = await createTestApp({ youtubeOembedUrl: fake.url });
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
    clock += 999;
    refresher.wake();
    await refresher.settled();
    expect(oembed.calls.length).toBe(afterFirst);
    // Past it, one more try; it fails again, and the next pause is twice as long.
    clock += 1;
    refresher.wake();
    await refresher.settled();
    const afterSecond = oembed.calls.length;
    expect(afterSecond).toBeGreaterThan(afterFirst);
    clock += 1_999;
    refresher.wake();
    await refresher.settled();
    expect(oembed.calls.length).toBe(afterSecond);

    // The service answers again: everything waiting is filled in.
    oembed.answerWith((url) => ({
      status: 'found',
      found: { title: `Title of ${url}`, channelName: 'Back' },
    }));
    clock += 1;
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

  it('ends a pause at once when it hears that the service answered an add, and starts one when it hears a failure', async () => {
    const user = await waiting('heard', ['https://youtu.be/jjjjjjjjjjj']);
    let clock = 1_000_000;
    const scripted = scriptedLookup();
    scripted.answerWith(() => ({ status: 'unreachable' }));
    const refresher = createDetailsRefresher({
      pending: pendingVideoDetails(db),
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
});
