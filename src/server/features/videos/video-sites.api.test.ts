import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { videos } from '@server/db/schema';
import { addLookedUp } from '@server/test-support/added-video';
import { startFakeOembed } from '@server/test-support/fake-oembed';
import { signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { DETAILS_PAUSE_FIRST_MS } from '@server/features/link-details';

// docs/product/link-details.md#video-sites: Vimeo, Dailymotion and TED through their oEmbed
// endpoints (decision 0052), saved, kept right and retried as YouTube's links are, each site paused
// apart.

const youtube = await startFakeOembed();
const vimeo = await startFakeOembed('vimeo');
const dailymotion = await startFakeOembed('dailymotion');
const ted = await startFakeOembed('ted');
const fakes = [youtube, vimeo, dailymotion, ted];
afterAll(() => Promise.all(fakes.map((fake) => fake.close())));
beforeEach(() => {
  for (const fake of fakes) fake.requests.length = 0;
});

/** The servers' clock, moved by the tests past the background's pauses. */
let clock = Date.now();
const now = () => clock;

const endpoints = {
  youtubeOembedUrl: youtube.url,
  vimeoOembedUrl: vimeo.url,
  dailymotionOembedUrl: dailymotion.url,
  tedOembedUrl: ted.url,
};
/** The video sites on their fakes; no page is read (the test default, METADATA_FETCH=oembed). */
const app = await createTestApp({ ...endpoints, now });
/** The same, with every outside lookup turned off. */
const off = await createTestApp({ ...endpoints, metadataFetch: 'off' });
// No add's lookup of one test reaches into the next (its requests, its writes).
afterEach(() => app.background.details.settled());

const vimeoUrl = (id: string) => `https://vimeo.com/${id}`;
const dailymotionUrl = (id: string) => `https://www.dailymotion.com/video/${id}`;
const tedUrl = (slug: string) => `https://www.ted.com/talks/${slug}`;

/** A video's row as stored, with what the API does not show. */
async function rowOf(id: string, on = app) {
  const [row] = await on.database.db.system((tx) =>
    tx.select().from(videos).where(eq(videos.id, id)),
  );
  if (!row) throw new Error(`no video ${id}`);
  return row;
}

async function userOf(name: string, on = app) {
  const user = await signUpUser(on.request, name);
  const categoryId = await user.unsortedId();
  /** POST /api/videos: answers at once with the link's fallbacks, looks it up after. */
  const add = (url: string) =>
    on.request('POST', '/api/videos', { token: user.token, body: { url, categoryId } });
  /** An add, its lookup waited out: the video as the library then shows it. */
  const addLooked = (url: string) => addLookedUp(on, user.token, { url, categoryId });
  const refresh = (id: string) =>
    on.request('POST', `/api/videos/${id}/refresh`, { token: user.token });
  const edit = (id: string, changes: { title: string; url: string }) =>
    on.request('PATCH', `/api/videos/${id}`, {
      token: user.token,
      body: { ...changes, categoryId },
    });
  return { ...user, categoryId, add, addLooked, refresh, edit };
}

/** Past the background's first pause, and let it run. */
async function afterThePause() {
  clock += DETAILS_PAUSE_FIRST_MS;
  app.background.details.wake();
  await app.background.details.settled();
}

describe(`adding a video site's link (${testDriver()})`, () => {
  it('saves a Vimeo video with its title, author, thumbnail and duration', async () => {
    const user = await userOf('vimeo');
    const added = await user.addLooked(`https://player.vimeo.com/video/1001?h=8a3f9c2b1d`);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      url: 'https://player.vimeo.com/video/1001?h=8a3f9c2b1d',
      youtubeId: '',
      title: 'Vimeo video 1001',
      channelName: 'Vimeo author 1001',
      description: 'Content from player.vimeo.com',
      thumbnailUrl: 'https://i.vimeocdn.com/video/1001-d_640',
      duration: '213',
      unavailable: false,
    });
    expect(vimeo.requests).toEqual([{ url: 'https://vimeo.com/1001/8a3f9c2b1d', format: 'json' }]);
    expect(await rowOf(added.body.id)).toMatchObject({ detailsPending: false });
    expect((await user.library()).videos[0]).toMatchObject({
      thumbnailUrl: 'https://i.vimeocdn.com/video/1001-d_640',
      duration: '213',
    });
  });

  it('saves a Dailymotion video and a TED talk with what their oEmbed says', async () => {
    const user = await userOf('dailymotion-ted');
    expect((await user.addLooked('https://dai.ly/x8abc12')).body).toMatchObject({
      title: 'Dailymotion video x8abc12',
      channelName: 'Dailymotion author x8abc12',
      thumbnailUrl: 'https://s2.dmcdn.net/v/x8abc12/x240',
      duration: null,
    });
    expect((await user.addLooked(tedUrl('a_talk'))).body).toMatchObject({
      title: 'Speaker: Talk a_talk',
      channelName: 'Speaker a_talk',
      thumbnailUrl:
        'https://pi.tedcdn.com/r/pe.tedcdn.com/images/ted/a_talk_1600x1200.jpg?h=316&w=560',
    });
    expect([youtube.requests, vimeo.requests]).toEqual([[], []]);
  });

  it('keeps the web link’s fallbacks and the placeholder for a hostile answer', async () => {
    const user = await userOf('hostile');
    vimeo.respondWith('1002', {
      json: { title: '  ', author_name: 7, thumbnail_url: 'javascript:alert(1)', duration: -1 },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect((await user.addLooked(vimeoUrl('1002'))).body).toMatchObject({
        title: 'vimeo.com',
        channelName: 'vimeo.com',
        description: 'Content from vimeo.com',
        thumbnailUrl: '/video-placeholder.svg',
        duration: null,
      });
      vimeo.respondWith('1003', { raw: 'Not JSON at all' });
      expect((await user.addLooked(vimeoUrl('1003'))).body).toMatchObject({
        title: 'vimeo.com',
        thumbnailUrl: '/video-placeholder.svg',
      });
    } finally {
      warn.mockRestore();
    }
  });

  it('marks a video the site reports removed (404) or private (403) unavailable, never deleted', async () => {
    const user = await userOf('gone');
    dailymotion.respondWith('x404', { status: 404, text: 'Not Found' });
    vimeo.respondWith('1403', { status: 403, text: 'Forbidden' });
    const removed = await user.add(dailymotionUrl('x404'));
    // Answered at once with the fallbacks; its lookup after that marks it.
    expect(removed.body).toMatchObject({ title: 'dailymotion.com', unavailable: false });
    await app.background.details.settled();
    expect(await rowOf(removed.body.id)).toMatchObject({
      title: 'dailymotion.com',
      unavailable: true,
      detailsPending: false,
    });
    expect((await user.addLooked(vimeoUrl('1403'))).body).toMatchObject({
      title: 'vimeo.com',
      unavailable: true,
    });

    dailymotion.respondWith('x404', { json: {} });
    expect((await user.refresh(removed.body.id)).body).toMatchObject({
      title: 'Dailymotion video x404',
      unavailable: false,
    });
    expect((await user.library()).videos).toHaveLength(2);
  });
});

describe(`a video site that does not answer (${testDriver()})`, () => {
  it('an add while Vimeo answers 503 keeps the fallbacks and waits; the background fills it in after the pause, and Vimeo’s pause holds up nobody else', async () => {
    const user = await userOf('vimeo-down');
    vimeo.respondWith('2001', { status: 503, text: 'Service Unavailable' });
    const added = await user.add(vimeoUrl('2001'));
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ title: 'vimeo.com', duration: null, unavailable: false });
    // Its lookup failed: the fallbacks stay, and the claim ends, the link left to the background.
    await app.background.details.settled();
    expect(vimeo.requests).toHaveLength(1);
    expect(await rowOf(added.body.id)).toMatchObject({
      title: 'vimeo.com',
      duration: null,
      detailsPending: true,
      detailsClaimedUntil: null,
    });

    // Within Vimeo's pause: Vimeo is not asked again, but a waiting TED talk is looked up.
    const talk = await user.addLooked(tedUrl('waiting_talk'));
    await app.database.db.system((tx) =>
      tx
        .update(videos)
        .set({ detailsPending: true, title: 'From a file' })
        .where(eq(videos.id, talk.body.id)),
    );
    vimeo.requests.length = 0;
    ted.requests.length = 0;
    app.background.details.wake();
    await app.background.details.settled();
    expect(vimeo.requests).toEqual([]);
    expect(ted.requests).toHaveLength(1);
    expect(await rowOf(talk.body.id)).toMatchObject({
      title: 'Speaker: Talk waiting_talk',
      detailsPending: false,
    });

    vimeo.respondWith('2001', { json: { duration: 61 } });
    await afterThePause();
    expect(await rowOf(added.body.id)).toMatchObject({
      title: 'Vimeo video 2001',
      channelName: 'Vimeo author 2001',
      thumbnailUrl: 'https://i.vimeocdn.com/video/2001-d_640',
      duration: '61',
      detailsPending: false,
    });
  });

  it('a refresh names the site: 503 “Vimeo could not be reached”, left to the background', async () => {
    const user = await userOf('vimeo-refresh-down');
    const added = await user.addLooked(vimeoUrl('2002'));
    vimeo.respondWith('2002', { status: 500, text: 'Internal Server Error' });
    const res = await user.refresh(added.body.id);
    expect([res.status, res.body]).toEqual([
      503,
      {
        error: {
          code: 'lookup_unavailable',
          message: 'Vimeo could not be reached. Vidshelf will try again later.',
        },
      },
    ]);
    expect(await rowOf(added.body.id)).toMatchObject({ detailsPending: true });
    vimeo.respondWith('2002', { json: {} });
    await afterThePause();
    expect(await rowOf(added.body.id)).toMatchObject({ detailsPending: false });
  });
});

describe(`what the user changed stays theirs (${testDriver()})`, () => {
  it('an edited title survives a refresh, which still brings the thumbnail and duration up to date', async () => {
    const user = await userOf('vimeo-edited');
    const added = await user.addLooked(vimeoUrl('3001'));
    await user.edit(added.body.id, { title: 'My own name', url: added.body.url });
    vimeo.respondWith('3001', {
      json: {
        title: 'Renamed',
        thumbnail_url: 'https://i.vimeocdn.com/video/new_640',
        duration: 90,
      },
    });
    expect((await user.refresh(added.body.id)).body).toMatchObject({
      title: 'My own name',
      thumbnailUrl: 'https://i.vimeocdn.com/video/new_640',
      duration: '90',
    });
  });

  it('a new link forgets the old one’s thumbnail and duration', async () => {
    const user = await userOf('vimeo-relinked');
    const added = await user.addLooked(vimeoUrl('3002'));
    expect(added.body).toMatchObject({ duration: '213' });
    const edited = await user.edit(added.body.id, {
      title: added.body.title,
      url: 'https://example.com/elsewhere',
    });
    expect(edited.body).toMatchObject({
      thumbnailUrl: '/video-placeholder.svg',
      duration: null,
    });
  });
});

describe(`METADATA_FETCH=off (${testDriver()})`, () => {
  it('asks no video site: their links keep the fallbacks', async () => {
    const user = await userOf('sites-off', off);
    for (const url of [vimeoUrl('4001'), dailymotionUrl('x4001'), tedUrl('off_talk')]) {
      const added = await user.add(url);
      expect(added.body).toMatchObject({
        thumbnailUrl: '/video-placeholder.svg',
        duration: null,
        unavailable: false,
      });
      expect(added.body.title).toBe(new URL(url).hostname.replace(/^www\./, ''));
    }
    expect(fakes.flatMap((fake) => fake.requests)).toEqual([]);
  });
});
