import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { videos } from '@server/db/schema';
import { startFakeOembed } from '@server/test-support/fake-oembed';
import { finishedImport, startImport } from '@server/test-support/import-api';
import { fetchLibrary, signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { createDetailsRefresher } from './details-refresher';
import type { OembedAnswer } from './video-metadata';

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
  it('are looked up in the background: found ones filled in, gone ones left as they are', async () => {
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
      },
      {
        url: 'https://youtu.be/bbbbbbbbbbb',
        title: 'YouTube Video',
        channelName: 'YouTube',
        pending: false,
      },
      {
        url: 'https://example.com/not-youtube',
        title: 'example.com',
        channelName: 'example.com',
        pending: false,
      },
    ]);
    const library = await fetchLibrary(request, user.token);
    expect(library.videos[0]).toMatchObject({
      title: 'Video aaaaaaaaaaa',
      channelName: 'Channel aaaaaaaaaaa',
    });
  });
});

describe(`the details refresher (${testDriver()})`, () => {
  /** An oEmbed stand-in that answers as told, one call at a time, and counts. */
  function scriptedOembed() {
    const calls: string[] = [];
    type Answer = (url: string) => OembedAnswer | Promise<OembedAnswer>;
    let next: Answer = () => ({ kind: 'answered', title: 'T', channelName: 'C' });
    return {
      calls,
      answerWith(fn: Answer) {
        next = fn;
      },
      ask: async (url: string): Promise<OembedAnswer> => {
        calls.push(url);
        return next(url);
      },
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
    const oembed = scriptedOembed();
    oembed.answerWith(async (url) => {
      // The second is renamed after the refresher read it, before the answer is written.
      if (url === during!.url) await rename(during, 'Named during');
      return { kind: 'answered', title: 'From YouTube', channelName: 'Channel' };
    });
    const refresher = createDetailsRefresher({ db, askOembed: oembed.ask });
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
    const oembed = scriptedOembed();
    oembed.answerWith(() => ({ kind: 'unavailable', reason: 'HTTP 429' }));
    const refresher = createDetailsRefresher({
      db,
      askOembed: oembed.ask,
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
      kind: 'answered',
      title: `Title of ${url}`,
      channelName: 'Back',
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
});
