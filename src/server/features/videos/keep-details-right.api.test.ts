import { eq } from 'drizzle-orm';
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { videos } from '@server/db/schema';
import { addLookedUp } from '@server/test-support/added-video';
import { answer, startFakeSite } from '@server/test-support/fake-site';
import { startFakeOembed } from '@server/test-support/fake-oembed';
import { signUpUser, snapshotOf } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { DETAILS_PAUSE_FIRST_MS } from '@server/features/link-details';
import { VIDEO_REFRESHES_PER_MINUTE } from './videos.service';

// docs/product/link-details.md "Keep it right": links whose lookup could not reach the service heal
// in the background, a video the provider reports gone is marked (never deleted), a refresh looks a
// video up on demand, and a title the user edited is never overwritten.

const oembed = await startFakeOembed();
const site = await startFakeSite();
afterAll(() => Promise.all([oembed.close(), site.close()]));
beforeEach(() => {
  oembed.requests.length = 0;
  site.requests.length = 0;
});

/** The servers' clock, moved by the tests past the background's pauses. */
let clock = Date.now();
const now = () => clock;

/** YouTube's oEmbed only (the test default), on the fake. */
const youtube = await createTestApp({ youtubeOembedUrl: oembed.url, now });
/** Pages too, reaching the fake site only. */
const pages = await createTestApp({
  youtubeOembedUrl: oembed.url,
  metadataFetch: 'on',
  outbound: { allowAddresses: [site.allowance] },
  now,
});

const youtubeUrl = (id: string) => `https://youtu.be/${id}`;

// No add's lookup of one test reaches into the next (its requests, its writes).
afterEach(() => Promise.all([youtube, pages].map((app) => app.background.details.settled())));

/** A video's row as stored, with what the API does not show. */
async function rowOf(app: typeof youtube, id: string) {
  const [row] = await app.database.db.system((tx) =>
    tx.select().from(videos).where(eq(videos.id, id)),
  );
  if (!row) throw new Error(`no video ${id}`);
  return row;
}

async function userOf(app: typeof youtube, name: string) {
  const user = await signUpUser(app.request, name);
  const categoryId = await user.unsortedId();
  /** POST /api/videos: answers at once with the link's fallbacks, looks it up after. */
  const add = (url: string) =>
    app.request('POST', '/api/videos', { token: user.token, body: { url, categoryId } });
  /** An add, its lookup waited out: the video as the library then shows it. */
  const addLooked = (url: string) => addLookedUp(app, user.token, { url, categoryId });
  const refresh = (id: string, token = user.token) =>
    app.request('POST', `/api/videos/${id}/refresh`, { token });
  return { ...user, categoryId, add, addLooked, refresh };
}

/** Past the background's first pause, and let it run. */
async function afterThePause(app: typeof youtube) {
  clock += DETAILS_PAUSE_FIRST_MS;
  app.background.details.wake();
  await app.background.details.settled();
}

const failing =
  (status: number) =>
  (_req: unknown, res: ServerResponse): void => {
    res.writeHead(status, { 'content-type': 'text/html' });
    res.end('<title>Error</title>');
  };

describe(`links whose lookup failed heal in the background (${testDriver()})`, () => {
  it('an add while oEmbed answers 503 keeps the fallbacks and waits; the background fills it in once oEmbed answers', async () => {
    const user = await userOf(youtube, 'offline');
    oembed.respondWith('aaaaaaaaaaa', { status: 503, text: 'Service Unavailable' });
    const added = await user.add(youtubeUrl('aaaaaaaaaaa'));
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      title: 'YouTube Video',
      channelName: 'YouTube',
      unavailable: false,
    });
    // Its lookup failed: the fallbacks stay, and the claim ends, the link left to the background.
    await youtube.background.details.settled();
    expect(oembed.requests).toHaveLength(1);
    expect(await rowOf(youtube, added.body.id)).toMatchObject({
      title: 'YouTube Video',
      channelName: 'YouTube',
      unavailable: false,
      detailsPending: true,
      detailsClaimedUntil: null,
    });

    // The background heard of the failure: within its pause it asks nothing.
    oembed.requests.length = 0;
    youtube.background.details.wake();
    await youtube.background.details.settled();
    expect(oembed.requests).toEqual([]);

    oembed.respondWith('aaaaaaaaaaa', { json: {} });
    await afterThePause(youtube);
    expect(await rowOf(youtube, added.body.id)).toMatchObject({
      title: 'Video aaaaaaaaaaa',
      channelName: 'Channel aaaaaaaaaaa',
      detailsPending: false,
      unavailable: false,
    });
    expect((await user.library()).videos[0]).toMatchObject({ title: 'Video aaaaaaaaaaa' });
  });

  it('the background’s pause ends at once when an add’s lookup succeeds', async () => {
    const user = await userOf(youtube, 'woken');
    oembed.respondWith('bbbbbbbbbbb', { status: 429, text: 'Too Many Requests' });
    const waiting = await user.add(youtubeUrl('bbbbbbbbbbb'));
    await youtube.background.details.settled();
    expect(await rowOf(youtube, waiting.body.id)).toMatchObject({
      title: 'YouTube Video',
      detailsPending: true,
    });
    // Within the pause the background asks nothing.
    oembed.requests.length = 0;
    youtube.background.details.wake();
    await youtube.background.details.settled();
    expect(oembed.requests).toEqual([]);

    // YouTube answers again; the clock has not moved, the pause has not run out.
    oembed.respondWith('bbbbbbbbbbb', { json: {} });
    const answered = await user.addLooked(youtubeUrl('ccccccccccc'));
    expect(answered.body).toMatchObject({ title: 'Video ccccccccccc' });
    await youtube.background.details.settled();
    expect(await rowOf(youtube, waiting.body.id)).toMatchObject({
      title: 'Video bbbbbbbbbbb',
      detailsPending: false,
    });
  });

  it('a web page that did not answer is looked up again, and its host’s pause ends when it answers an add', async () => {
    const user = await userOf(pages, 'page');
    site.on('/recipes/bread', failing(503));
    const added = await user.add(`${site.url}/recipes/bread`);
    expect(added.body).toMatchObject({ title: '127.0.0.1', channelName: '127.0.0.1' });
    await pages.background.details.settled();
    expect(await rowOf(pages, added.body.id)).toMatchObject({
      title: '127.0.0.1',
      detailsPending: true,
    });

    site.on(
      '/recipes/bread',
      answer(`<head><title>Bread</title><meta property="og:site_name" content="The Bakery">
        <meta name="description" content="Flour, water, salt."></head>`),
    );
    site.on('/recipes/cake', answer('<title>Cake</title>'));
    expect((await user.addLooked(`${site.url}/recipes/cake`)).body).toMatchObject({
      title: 'Cake',
    });
    await pages.background.details.settled();
    expect(await rowOf(pages, added.body.id)).toMatchObject({
      title: 'Bread',
      channelName: 'The Bakery',
      description: 'Flour, water, salt.',
      detailsPending: false,
    });
  });

  it('a web page that timed out is looked up again once the pause is over', async () => {
    const user = await userOf(pages, 'page-later');
    site.on('/slow', failing(502));
    const added = await user.add(`${site.url}/slow`);
    await pages.background.details.settled();
    expect(await rowOf(pages, added.body.id)).toMatchObject({
      title: '127.0.0.1',
      detailsPending: true,
    });
    site.on('/slow', answer('<title>Slow but there</title>'));
    await afterThePause(pages);
    expect(await rowOf(pages, added.body.id)).toMatchObject({
      title: 'Slow but there',
      detailsPending: false,
    });
  });
});

describe(`the unavailable mark (${testDriver()})`, () => {
  it.each([
    [404, 'Not Found'],
    [401, 'Unauthorized'],
  ] as const)(
    'an oEmbed %i marks the video unavailable and keeps it; a later lookup that finds it clears the mark',
    async (status, text) => {
      const user = await userOf(youtube, `gone-${status}`);
      const id = status === 404 ? 'ddddddddddd' : 'eeeeeeeeeee';
      oembed.respondWith(id, { status, text });
      const added = await user.add(youtubeUrl(id));
      expect(added.status).toBe(201);
      // Answered at once with the fallbacks; its lookup after that marks it.
      expect(added.body).toMatchObject({ title: 'YouTube Video', unavailable: false });
      await youtube.background.details.settled();
      expect(await rowOf(youtube, added.body.id)).toMatchObject({ detailsPending: false });
      const [marked] = (await user.library()).videos;
      expect(marked).toMatchObject({ title: 'YouTube Video', unavailable: true });
      // With the day it was noticed, which a second lookup finding it gone keeps.
      const noticed = marked?.unavailableSince as string;
      expect(Date.parse(noticed)).toBeGreaterThan(Date.now() - 60_000);
      oembed.respondWith(id, { status, text });
      expect((await user.refresh(added.body.id)).body).toMatchObject({
        unavailable: true,
        unavailableSince: noticed,
      });

      oembed.respondWith(id, { json: {} });
      const refreshed = await user.refresh(added.body.id);
      expect(refreshed.status).toBe(200);
      expect(refreshed.body).toMatchObject({
        title: `Video ${id}`,
        unavailable: false,
        unavailableSince: null,
      });

      // Gone again: marked again, and what was found stays.
      oembed.respondWith(id, { status, text });
      const again = (await user.refresh(added.body.id)).body;
      expect(again).toMatchObject({ title: `Video ${id}`, unavailable: true });
      expect(Date.parse(again.unavailableSince)).toBeGreaterThanOrEqual(Date.parse(noticed));
      expect((await user.library()).videos).toHaveLength(1);
    },
  );

  it.each([404, 410])('a web page answering %i is marked unavailable', async (status) => {
    const user = await userOf(pages, `page-gone-${status}`);
    site.on(`/gone-${status}`, failing(status));
    const added = await user.add(`${site.url}/gone-${status}`);
    expect(added.body).toMatchObject({ title: '127.0.0.1', unavailable: false });
    await pages.background.details.settled();
    expect(await rowOf(pages, added.body.id)).toMatchObject({
      title: '127.0.0.1',
      unavailable: true,
      detailsPending: false,
    });
  });

  it('a deleted video comes back with its mark', async () => {
    const user = await userOf(youtube, 'gone-undo');
    oembed.respondWith('fffffffffff', { status: 404, text: 'Not Found' });
    const added = await user.addLooked(youtubeUrl('fffffffffff'));
    expect(added.body).toMatchObject({ unavailable: true });
    await youtube.request('DELETE', `/api/videos/${added.body.id}`, { token: user.token });
    const restored = await youtube.request('POST', `/api/videos/${added.body.id}/restore`, {
      token: user.token,
    });
    expect(restored.body).toMatchObject({ unavailable: true });
  });
});

describe(`a title the user edited (${testDriver()})`, () => {
  it('survives a refresh and the background; the channel is still brought up to date', async () => {
    const user = await userOf(youtube, 'edited');
    const added = await user.addLooked(youtubeUrl('ggggggggggg'));
    expect(added.body).toMatchObject({ title: 'Video ggggggggggg' });
    await youtube.request('PATCH', `/api/videos/${added.body.id}`, {
      token: user.token,
      body: { title: 'My own name', url: added.body.url, categoryId: user.categoryId },
    });

    oembed.respondWith('ggggggggggg', { json: { title: 'Renamed', author_name: 'New channel' } });
    expect((await user.refresh(added.body.id)).body).toMatchObject({
      title: 'My own name',
      channelName: 'New channel',
    });

    oembed.respondWith('ggggggggggg', { json: { title: 'Again', author_name: 'Newer channel' } });
    await youtube.database.db.system((tx) =>
      tx.update(videos).set({ detailsPending: true }).where(eq(videos.id, added.body.id)),
    );
    youtube.background.details.wake();
    await youtube.background.details.settled();
    expect(await rowOf(youtube, added.body.id)).toMatchObject({
      title: 'My own name',
      channelName: 'Newer channel',
      detailsPending: false,
    });
  });
});

describe(`POST /api/videos/{id}/refresh (${testDriver()})`, () => {
  it('looks the user’s video up now and answers it with what was found', async () => {
    const user = await userOf(youtube, 'refresh');
    oembed.respondWith('hhhhhhhhhhh', { status: 400, text: 'Bad Request' });
    const added = await user.addLooked(youtubeUrl('hhhhhhhhhhh'));
    expect(added.body).toMatchObject({ title: 'YouTube Video', unavailable: false });
    oembed.respondWith('hhhhhhhhhhh', { json: {} });
    const res = await user.refresh(added.body.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...added.body,
      title: 'Video hhhhhhhhhhh',
      channelName: 'Channel hhhhhhhhhhh',
    });
    expect(oembed.requests).toHaveLength(2);
  });

  it('looks a web page up now', async () => {
    const user = await userOf(pages, 'refresh-page');
    site.on('/article', answer('<title>First</title>'));
    const added = await user.addLooked(`${site.url}/article`);
    expect(added.body).toMatchObject({ title: 'First' });
    site.on(
      '/article',
      answer('<head><title>Second</title><meta name="description" content="Now."></head>'),
    );
    expect((await user.refresh(added.body.id)).body).toMatchObject({
      title: 'Second',
      description: 'Now.',
    });
  });

  it('when the service cannot be reached: 503 lookup_unavailable, the video unchanged and left to the background', async () => {
    const user = await userOf(youtube, 'refresh-down');
    const added = await user.addLooked(youtubeUrl('iiiiiiiiiii'));
    oembed.respondWith('iiiiiiiiiii', { status: 503, text: 'Service Unavailable' });
    const before = await snapshotOf(youtube.database.db, user.id);
    const res = await user.refresh(added.body.id);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: {
        code: 'lookup_unavailable',
        message: 'YouTube could not be reached. Vidshelf will try again later.',
      },
    });
    const after = await snapshotOf(youtube.database.db, user.id);
    expect(after.videos).toEqual(before.videos.map((row) => ({ ...row, detailsPending: true })));

    oembed.respondWith('iiiiiiiiiii', { json: { title: 'Healed' } });
    await afterThePause(youtube);
    expect(await rowOf(youtube, added.body.id)).toMatchObject({
      title: 'Healed',
      detailsPending: false,
    });
  });

  it('names the site that could not be reached', async () => {
    const user = await userOf(pages, 'refresh-page-down');
    site.on('/flaky', answer('<title>Flaky</title>'));
    const added = await user.addLooked(`${site.url}/flaky`);
    site.on('/flaky', failing(500));
    const res = await user.refresh(added.body.id);
    expect([res.status, res.body.error]).toEqual([
      503,
      {
        code: 'lookup_unavailable',
        message: '127.0.0.1 could not be reached. Vidshelf will try again later.',
      },
    ]);
    expect(await rowOf(pages, added.body.id)).toMatchObject({
      title: 'Flaky',
      detailsPending: true,
    });
    site.on('/flaky', answer('<title>Flaky</title>'));
    await afterThePause(pages);
  });

  it('refuses another user’s video (404), a bad id (400) and no session (401), asking nobody', async () => {
    const owner = await userOf(youtube, 'owner');
    const other = await userOf(youtube, 'other');
    const added = await owner.addLooked(youtubeUrl('jjjjjjjjjjj'));
    oembed.requests.length = 0;
    const before = await snapshotOf(youtube.database.db, owner.id);

    const foreign = await other.refresh(added.body.id);
    expect([foreign.status, foreign.body.error.code]).toEqual([404, 'not_found']);
    const missing = await owner.refresh('00000000-0000-4000-8000-000000000000');
    expect([missing.status, missing.body.error.code]).toEqual([404, 'not_found']);
    const bad = await owner.refresh('not-a-uuid');
    expect([bad.status, bad.body.error.code]).toEqual([400, 'validation_failed']);
    const signedOut = await youtube.request('POST', `/api/videos/${added.body.id}/refresh`);
    expect([signedOut.status, signedOut.body.error.code]).toEqual([401, 'session_missing']);

    expect(await snapshotOf(youtube.database.db, owner.id)).toEqual(before);
    expect(oembed.requests).toEqual([]);
  });

  it('says when this server reads no pages (METADATA_FETCH=oembed): 409 lookups_off', async () => {
    const user = await userOf(youtube, 'pages-off');
    const added = await user.add('https://example.com/page');
    const before = await snapshotOf(youtube.database.db, user.id);
    const res = await user.refresh(added.body.id);
    expect([res.status, res.body]).toEqual([
      409,
      {
        error: {
          code: 'lookups_off',
          message: 'Looking up the details of web pages is turned off on this server.',
        },
      },
    ]);
    expect(await snapshotOf(youtube.database.db, user.id)).toEqual(before);
  });

  it(`allows ${VIDEO_REFRESHES_PER_MINUTE} a minute per user, then 429 with Retry-After`, async () => {
    const user = await userOf(youtube, 'refresh-limit');
    const other = await userOf(youtube, 'refresh-limit-other');
    const added = await user.addLooked(youtubeUrl('kkkkkkkkkkk'));
    const theirs = await other.addLooked(youtubeUrl('kkkkkkkkkkk'));
    for (let i = 0; i < VIDEO_REFRESHES_PER_MINUTE; i++) {
      expect((await user.refresh(added.body.id)).status).toBe(200);
    }
    const refused = await user.refresh(added.body.id);
    expect([refused.status, refused.body.error.code]).toEqual([429, 'rate_limited']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Counted per user.
    expect((await other.refresh(theirs.body.id)).status).toBe(200);
    clock += 60_000;
    expect((await user.refresh(added.body.id)).status).toBe(200);
  });
});

describe(`METADATA_FETCH=off (${testDriver()})`, () => {
  it('a refresh answers 409 lookups_off and changes nothing', async () => {
    const off = await createTestApp({ youtubeOembedUrl: oembed.url, metadataFetch: 'off' });
    const user = await userOf(off, 'off');
    const video = await user.add(youtubeUrl('lllllllllll'));
    const page = await user.add('https://example.com/page');
    const before = await snapshotOf(off.database.db, user.id);
    for (const id of [video.body.id, page.body.id]) {
      const res = await user.refresh(id);
      expect([res.status, res.body]).toEqual([
        409,
        {
          error: {
            code: 'lookups_off',
            message: 'Looking up details is turned off on this server.',
          },
        },
      ]);
    }
    expect(await snapshotOf(off.database.db, user.id)).toEqual(before);
    expect(oembed.requests).toEqual([]);
  });
});
