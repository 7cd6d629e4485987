import type { ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import {
  afterAll,
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import type { Video } from '@shared/contracts/library';
import { videos } from '@server/db/schema';
import { createSafeFetcher, OUTBOUND_USER_AGENT } from '@server/outbound';
import { addLookedUp } from '@server/test-support/added-video';
import { answer, stallAfter, startFakeSite } from '@server/test-support/fake-site';
import { startFakeOembed } from '@server/test-support/fake-oembed';
import { finishedImport, startImport } from '@server/test-support/import-api';
import { signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { DETAILS_PAUSE_FIRST_MS } from './details-refresher';
import { createYouTubeLengthReader } from './youtube-length';

// docs/product/link-details.md#video-sites: YouTube's oEmbed never tells a video's length; with
// METADATA_FETCH=on its watch page does, read from a local fake here (the fetcher is allowed to
// reach it, as tests alone can allow).

const site = await startFakeSite();
const oembed = await startFakeOembed();
afterAll(() => Promise.all([site.close(), oembed.close()]));

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  site.requests.length = 0;
  oembed.requests.length = 0;
  // What a lookup could not use is logged: expected here, and looked at where it matters.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

/**
 * A watch page as YouTube serves it, cut down: a long head of scripts (one of them naming a
 * duration in its text), the length in the body's microdata, then more page.
 */
const watchPage = (length: string) => `<!DOCTYPE html><html lang="en"><head>
  <title>Video - YouTube</title>
  <meta property="og:title" content="Video">
  <script>var ytcfg = ${JSON.stringify({ filler: 'x'.repeat(300_000) })};
    document.write('<meta itemprop="duration" content="PT1S">');</script>
</head><body dir="ltr">
  <div id="watch7-content" itemscope itemtype="http://schema.org/VideoObject">
    <link itemprop="url" href="https://www.youtube.com/watch?v=x">
    <meta itemprop="name" content="Video">
    <meta itemprop="paid" content="False">
    ${length}
    <meta itemprop="unlisted" content="False">
  </div>
  <script>var ytInitialPlayerResponse = {};</script>`;
const LENGTH = '<meta itemprop="duration" content="PT10M13S">';

const watchPath = (id: string) => `/watch?v=${id}`;
const watchRequests = () => site.requests.map((r) => r.path).filter((p) => p.startsWith('/watch'));

const apps = {
  on: await createTestApp({
    metadataFetch: 'on',
    youtubeOembedUrl: oembed.url,
    youtubeWatchUrl: `${site.url}/watch`,
    outbound: { allowAddresses: [site.allowance] },
  }),
  oembed: await createTestApp({
    metadataFetch: 'oembed',
    youtubeOembedUrl: oembed.url,
    youtubeWatchUrl: `${site.url}/watch`,
    outbound: { allowAddresses: [site.allowance] },
  }),
  off: await createTestApp({
    metadataFetch: 'off',
    youtubeOembedUrl: oembed.url,
    youtubeWatchUrl: `${site.url}/watch`,
    outbound: { allowAddresses: [site.allowance] },
  }),
};
type App = (typeof apps)[keyof typeof apps];

async function userOf(app: App) {
  const user = await signUpUser(app.request);
  const categoryId = await user.unsortedId();
  /** An add, its lookup (made after it answered) waited out: the video as the library shows. */
  const add = async (url: string) => {
    const res = await addLookedUp(app, user.token, { url, categoryId });
    expect(res.status).toBe(201);
    return res.body;
  };
  return { ...user, add };
}

async function rowOf(app: App, id: string) {
  const [row] = await app.database.db.system((tx) =>
    tx
      .select({
        duration: videos.duration,
        title: videos.title,
        pending: videos.detailsPending,
        unavailable: videos.unavailable,
      })
      .from(videos)
      .where(eq(videos.id, id)),
  );
  return row;
}

describe(`METADATA_FETCH=on: YouTube's watch page (${testDriver()})`, () => {
  it('gives an added video its length, read no further than the length', async () => {
    const id = 'lengthOn001';
    oembed.respondWith(id, { json: {} });
    // The page never ends: only a read that stops at the length returns before the deadline.
    site.on(watchPath(id), stallAfter(watchPage(LENGTH)));
    const user = await userOf(apps.on);
    const video = await user.add(`https://youtu.be/${id}?si=PRIVATE-share-token`);
    expect(video).toMatchObject({
      youtubeId: id,
      title: `Video ${id}`,
      channelName: `Channel ${id}`,
      duration: '613',
    });
    // After oEmbed answered; the plain id only, as a stranger would ask it, as the server.
    expect(oembed.requests).toHaveLength(1);
    expect(watchRequests()).toEqual([watchPath(id)]);
    expect(site.requests[0]?.headers['user-agent']).toBe(OUTBOUND_USER_AGENT);
    expect(site.requests[0]?.headers.cookie).toBeUndefined();
    expect(await rowOf(apps.on, video.id)).toMatchObject({ duration: '613', pending: false });
    const library = await apps.on.request<{ videos: Video[] }>('GET', '/api/library', {
      token: user.token,
    });
    expect(library.body.videos[0]).toMatchObject({ id: video.id, duration: '613' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves the length unknown, and the add as it was, when the page has none or is not there', async () => {
    const [noLength, missing, garbage] = ['lengthOn002', 'lengthOn003', 'lengthOn004'];
    for (const id of [noLength, missing, garbage]) oembed.respondWith(id, { json: {} });
    site.on(watchPath(noLength), answer(watchPage('')));
    site.on(watchPath(garbage), answer(watchPage('<meta itemprop="duration" content="P1Y">')));
    // `missing` has no page: the fake answers 404.
    const user = await userOf(apps.on);
    for (const id of [noLength, missing, garbage]) {
      const video = await user.add(`https://www.youtube.com/watch?v=${id}`);
      expect(video).toMatchObject({ title: `Video ${id}`, duration: null, unavailable: false });
      expect(await rowOf(apps.on, video.id)).toMatchObject({ duration: null, pending: false });
    }
    expect(watchRequests()).toEqual([watchPath(noLength), watchPath(missing), watchPath(garbage)]);
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      `YouTube watch page for video ${noLength}: no length on the page; length unknown`,
      `YouTube watch page for video ${missing}: HTTP 404 from ${site.url.replace('http://', '')}; length unknown`,
      `YouTube watch page for video ${garbage}: no length on the page; length unknown`,
    ]);
  });

  it('is not read for a video YouTube’s oEmbed says is gone', async () => {
    const id = 'lengthOn005';
    oembed.respondWith(id, { status: 404, text: 'Not Found' });
    site.on(watchPath(id), answer(watchPage(LENGTH)));
    const video = await (await userOf(apps.on)).add(`https://youtu.be/${id}`);
    expect(video).toMatchObject({ duration: null, unavailable: true });
    expect(watchRequests()).toEqual([]);
  });

  it('is read again by Refresh details, and for imported links in the background', async () => {
    const [refreshed, imported] = ['lengthOn006', 'lengthOn007'];
    for (const id of [refreshed, imported]) oembed.respondWith(id, { json: {} });
    site.on(watchPath(refreshed), answer(watchPage('')));
    const user = await userOf(apps.on);
    const video = await user.add(`https://youtu.be/${refreshed}`);
    expect(video.duration).toBeNull();
    site.on(watchPath(refreshed), answer(watchPage('<meta itemprop="duration" content="PT1H">')));
    const res = await apps.on.request<Video>('POST', `/api/videos/${video.id}/refresh`, {
      token: user.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: video.id, duration: '3600' });

    site.on(watchPath(imported), answer(watchPage('<meta itemprop="duration" content="PT45S">')));
    await startImport(apps.on.request, user.token, 'links.txt', `https://youtu.be/${imported}`);
    await finishedImport(apps.on.request, user.token);
    apps.on.background.details.wake();
    await apps.on.background.details.settled();
    const [row] = await apps.on.database.db.system((tx) =>
      tx
        .select({ duration: videos.duration, pending: videos.detailsPending })
        .from(videos)
        .where(eq(videos.youtubeId, imported)),
    );
    expect(row).toEqual({ duration: '45', pending: false });
  });
});

describe(`METADATA_FETCH=oembed and off: no watch page (${testDriver()})`, () => {
  it('oembed asks YouTube’s oEmbed, never its watch page', async () => {
    const id = 'lengthOe001';
    oembed.respondWith(id, { json: {} });
    site.on(watchPath(id), answer(watchPage(LENGTH)));
    const user = await userOf(apps.oembed);
    const video = await user.add(`https://youtu.be/${id}`);
    expect(video).toMatchObject({ title: `Video ${id}`, duration: null });
    const res = await apps.oembed.request<Video>('POST', `/api/videos/${video.id}/refresh`, {
      token: user.token,
    });
    expect(res.body).toMatchObject({ title: `Video ${id}`, duration: null });
    expect(oembed.requests).toHaveLength(2);
    expect(site.requests).toEqual([]);
  });

  it('off asks nobody', async () => {
    const id = 'lengthOff01';
    site.on(watchPath(id), answer(watchPage(LENGTH)));
    const video = await (await userOf(apps.off)).add(`https://youtu.be/${id}`);
    expect(video).toMatchObject({ title: 'YouTube Video', duration: null });
    expect(oembed.requests).toEqual([]);
    expect(site.requests).toEqual([]);
  });
});

describe('reading the watch page', () => {
  let clock = 0;
  const now = () => clock;
  const reader = (watchUrl = `${site.url}/watch`, timeoutMs?: number) =>
    createYouTubeLengthReader({
      fetcher: createSafeFetcher({
        allowAddresses: [site.allowance],
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
      }),
      watchUrl,
      now,
    });

  it('adds the id to the address’s own query', async () => {
    site.on('/watch?hl=en&v=readQuery1', answer(watchPage(LENGTH)));
    expect(await reader(`${site.url}/watch?hl=en`)('readQuery1')).toBe('613');
    expect(site.requests.map((r) => r.path)).toEqual(['/watch?hl=en&v=readQuery1']);
  });

  it('gives up at the deadline, leaving the length unknown', async () => {
    site.on(watchPath('readStall01'), stallAfter('<html><head><title>Video</title>'));
    expect(await reader(undefined, 300)('readStall01')).toBeUndefined();
    expect(String(warn.mock.calls[0]?.[0])).toBe(
      'YouTube watch page for video readStall01: timed out after 300 ms; length unknown',
    );
  });

  it('leaves the pages alone for a while when YouTube does not answer, longer while it goes on', async () => {
    const read = reader();
    const busy = (_req: unknown, res: ServerResponse) => {
      res.writeHead(429, { 'content-type': 'text/html' });
      res.end('<title>Too many requests</title>');
    };
    site.on(watchPath('readBusy001'), busy);
    site.on(watchPath('readBusy002'), busy);
    site.on(watchPath('readFine001'), answer(watchPage(LENGTH)));
    clock = 1_000_000;

    expect(await read('readBusy001')).toBeUndefined();
    expect(warn).toHaveBeenLastCalledWith(
      `YouTube watch pages paused for ${DETAILS_PAUSE_FIRST_MS / 1000} s.`,
    );
    // Within the pause nothing is asked.
    clock += DETAILS_PAUSE_FIRST_MS - 1;
    expect(await read('readFine001')).toBeUndefined();
    expect(watchRequests()).toEqual([watchPath('readBusy001')]);

    // Refused again after it: a pause twice as long.
    clock += 1;
    expect(await read('readBusy002')).toBeUndefined();
    expect(warn).toHaveBeenLastCalledWith(
      `YouTube watch pages paused for ${(2 * DETAILS_PAUSE_FIRST_MS) / 1000} s.`,
    );
    clock += 2 * DETAILS_PAUSE_FIRST_MS - 1;
    expect(await read('readFine001')).toBeUndefined();
    clock += 1;
    expect(await read('readFine001')).toBe('613');

    // An answer ends it: the next refusal starts from the first pause again.
    expect(await read('readBusy001')).toBeUndefined();
    expect(warn).toHaveBeenLastCalledWith(
      `YouTube watch pages paused for ${DETAILS_PAUSE_FIRST_MS / 1000} s.`,
    );
    expect(watchRequests()).toEqual(
      ['readBusy001', 'readBusy002', 'readFine001', 'readBusy001'].map(watchPath),
    );
  });

  it('a page that is not there starts no pause', async () => {
    const read = reader();
    site.on(watchPath('readFine002'), answer(watchPage(LENGTH)));
    expect(await read('readGone001')).toBeUndefined();
    expect(await read('readFine002')).toBe('613');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
