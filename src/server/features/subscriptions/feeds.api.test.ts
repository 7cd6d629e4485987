import { afterAll, describe, expect, it } from 'vitest';
import { FeedPreviewSchema } from '@shared/contracts/subscriptions';
import { startFakeFeedSite, type FakeFeedItem } from '@server/test-support/fake-feed-site';
import { fetchLibrary, signUpUser } from '@server/test-support/library-fixtures';
import { subscriptionRequests, titlesIn } from '@server/test-support/subscription-requests';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';

// Following what is not YouTube (docs/product/subscriptions.md#follow) against a local site: a
// PeerTube channel by its page, plain RSS and Atom feeds and their conditional requests, a page
// naming its feed, and the refusals of what gives no feed of videos.
const site = await startFakeFeedSite();
afterAll(() => site.close());
const { request, background } = await createTestApp({
  signUpsPerIp: 100,
  outbound: { allowAddresses: [site.allowance] },
});

type User = Awaited<ReturnType<typeof signUpUser>>;

let serial = 0;
/** A new item, published a day after the one made before it. */
const item = (title: string): FakeFeedItem => {
  serial += 1;
  const published = new Date(Date.UTC(2026, 0, serial, 12)).toISOString();
  return { id: `item${String(serial).padStart(4, '0')}`, title, published };
};
/** Three items, newest first (as feeds list them). */
const threeItems = (name: string) =>
  [item(`${name} one`), item(`${name} two`), item(`${name} three`)].reverse();

const preview = (user: User, url: string) =>
  request('POST', '/api/subscriptions/preview', { token: user.token, body: { url } });
const requests = subscriptionRequests({ request, background });
const { checkNow } = requests;
const followed = (user: User, url: string) => requests.followed(user, { url });

describe(`feeds that are not YouTube's (${testDriver()})`, () => {
  it('previews and follows a PeerTube channel by its page, then adds a new video once', async () => {
    const user = await signUpUser(request);
    const items = threeItems('tube');
    const { pageUrl, feedPath } = site.peertubeChannel('open_animation', 'Open Animation', items);

    const res = await preview(user, pageUrl);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const found = FeedPreviewSchema.parse(res.body);
    expect(found).toMatchObject({
      kind: 'peertube',
      title: 'Open Animation',
      sourceUrl: pageUrl,
      feedUrl: `${site.url}${feedPath}`,
      itemCount: 3,
      followingId: null,
    });
    expect(found.items.map((i) => i.title)).toEqual(['tube three', 'tube two', 'tube one']);
    expect(found.items[0]).toMatchObject({
      url: `${site.url}/w/${items[0]!.id}`,
      channelName: 'Open Animation',
      publishedAt: items[0]!.published,
    });

    const subscription = await followed(user, pageUrl);
    expect(subscription).toMatchObject({ kind: 'peertube', title: 'Open Animation' });
    const inbox = (await fetchLibrary(request, user.token)).categories.find(
      (c) => c.name === 'Inbox',
    );
    expect(inbox).toBeDefined();

    const fresh = item('tube four');
    site.publish(feedPath, fresh);
    await checkNow(user, subscription.id);
    await checkNow(user, subscription.id);
    const library = await fetchLibrary(request, user.token);
    expect(titlesIn(library, inbox!.id)).toEqual(['tube four']);
    expect(library.videos.find((v) => v.title === 'tube four')).toMatchObject({
      url: `${site.url}/w/${fresh.id}`,
      channelName: 'Open Animation',
      publishedAt: fresh.published,
    });
  });

  it('asks an RSS feed If-Modified-Since: unchanged, it answers 304 and nothing is added', async () => {
    const user = await signUpUser(request);
    const path = '/rss/quiet.xml';
    const items = threeItems('rss');
    const url = site.rssFeed(path, 'Quiet RSS', items);
    const subscription = await followed(user, url);
    expect(subscription.kind).toBe('feed');
    const before = await fetchLibrary(request, user.token);

    for (const check of [1, 2]) {
      const checked = await checkNow(user, subscription.id);
      expect(checked, `check ${check}`).toMatchObject({ status: 'ok', lastError: null });
      const sent = site.requestHeaders(path).at(-1);
      expect(sent?.['if-modified-since'], `check ${check}`).toBe(
        new Date(items[0]!.published).toUTCString(),
      );
      expect(sent?.['if-none-match'], `check ${check}`).toBeUndefined();
      expect(site.fetches(path), `check ${check}`).toEqual({ full: 1, notModified: check });
    }
    expect((await fetchLibrary(request, user.token)).videos).toEqual(before.videos);
  });

  it('asks an Atom feed If-None-Match: unchanged, it answers 304 and nothing is added', async () => {
    const user = await signUpUser(request);
    const path = '/atom/quiet.xml';
    const url = site.atomFeed(path, 'Quiet Atom', threeItems('atom'));
    const subscription = await followed(user, url);
    const before = await fetchLibrary(request, user.token);

    await checkNow(user, subscription.id);
    const [first, second] = site.requestHeaders(path);
    expect(first?.['if-none-match']).toBeUndefined();
    expect(second?.['if-none-match']).toMatch(/^"[0-9a-f]{40}"$/);
    expect(second?.['if-modified-since']).toBeUndefined();
    expect(site.fetches(path)).toEqual({ full: 1, notModified: 1 });
    expect((await fetchLibrary(request, user.token)).videos).toEqual(before.videos);
  });

  it('follows a page by the feed its <link rel="alternate"> names', async () => {
    const user = await signUpUser(request);
    const feedUrl = site.atomFeed('/blog/atom.xml', 'A video blog', threeItems('blog'));
    const pageUrl = site.page('/blog/', 'A video blog, home', {
      path: '/blog/atom.xml',
      type: 'application/atom+xml',
    });

    const res = await preview(user, pageUrl);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(FeedPreviewSchema.parse(res.body)).toMatchObject({
      kind: 'feed',
      title: 'A video blog',
      feedUrl,
      itemCount: 3,
    });
    const subscription = await followed(user, pageUrl);
    expect(subscription).toMatchObject({ kind: 'feed', feedUrl, title: 'A video blog' });
  });

  it('refuses a page naming no feed, and a document that is no feed, saying why', async () => {
    const user = await signUpUser(request);
    const cases = [
      [site.page('/about', 'About us', null), 'This page names no feed of videos.'],
      [
        site.document('/sitemap.xml', '<?xml version="1.0"?><urlset></urlset>', 'application/xml'),
        'The address does not give a feed.',
      ],
    ] as const;
    for (const [url, message] of cases) {
      for (const res of [
        await preview(user, url),
        await request('POST', '/api/subscriptions', { token: user.token, body: { url } }),
      ]) {
        expect(res.status, url).toBe(422);
        expect(res.body, url).toEqual({ error: { code: 'feed_not_found', message } });
      }
    }
    expect((await fetchLibrary(request, user.token)).categories.map((c) => c.name)).toEqual([
      'Unsorted',
    ]);
  });

  it('refuses a feed whose items are not links at all', async () => {
    const user = await signUpUser(request);
    const url = site.document(
      '/notes.xml',
      `<?xml version="1.0"?><rss version="2.0"><channel><title>Notes</title>
<item><title>A thought</title><description>No address here.</description></item>
<item><title>Another</title><guid isPermaLink="false">note-2</guid></item>
</channel></rss>`,
      'application/rss+xml',
    );
    const res = await preview(user, url);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toEqual({
      error: { code: 'feed_not_found', message: 'The address does not give a feed.' },
    });
  });
});
