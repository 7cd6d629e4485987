import { describe, expect, it } from 'vitest';
import { FREE_VIDEO_LIMIT } from '@shared/constants';
import { FeedPreviewSchema, FollowedSchema } from '@shared/contracts/subscriptions';
import {
  fetchLibrary,
  seedVideos,
  setTier,
  signUpUser,
  snapshotOf,
} from '@server/test-support/library-fixtures';
import { subscriptionRequests, titlesIn } from '@server/test-support/subscription-requests';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { createYouTubeTestApp } from '@server/test-support/youtube-test-app';

// Following channels, playlists and feeds (docs/product/subscriptions.md) against a local fake
// YouTube: the preview, the follow (nothing from the past unless asked), the background's checks
// (new items added once, conditional requests, failures and their pause), the plan's limit.
const { request, database, background, youtube, video, channel } = await createYouTubeTestApp();
const { db } = database;

const { subscriptionsOf, follow, followed, checkNow } = subscriptionRequests({
  request,
  background,
});

describe(`subscriptions (${testDriver()})`, () => {
  it('previews a channel by its @handle: the feed found through its page, newest items first', async () => {
    const user = await signUpUser(request);
    const { id, handle, videos } = channel('preview');
    const res = await request('POST', '/api/subscriptions/preview', {
      token: user.token,
      body: { url: `https://www.youtube.com/@${handle}` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const preview = FeedPreviewSchema.parse(res.body);
    expect(preview).toMatchObject({
      kind: 'youtube_channel',
      title: `The ${handle} channel`,
      sourceUrl: `https://www.youtube.com/channel/${id}`,
      feedUrl: `${youtube.feedUrl}?channel_id=${id}`,
      itemCount: 3,
      newestOnly: false,
      followingId: null,
    });
    expect(preview.items.map((item) => item.title)).toEqual(videos.map((v) => v.title));
    expect(preview.items[0]).toMatchObject({
      url: `https://www.youtube.com/watch?v=${videos[0]!.id}`,
      channelName: `The ${handle} channel`,
      publishedAt: videos[0]!.published,
    });
  });

  it('follows into a new "Inbox", adds nothing from the past, then adds each new video once, first', async () => {
    const user = await signUpUser(request);
    const { id, handle } = channel('inbox');
    const before = await fetchLibrary(request, user.token);
    const subscription = await followed(user, { url: `youtube.com/@${handle}` });
    const library = await fetchLibrary(request, user.token);
    const inbox = library.categories.find((c) => c.name === 'Inbox');
    expect(inbox).toBeDefined();
    expect(subscription).toMatchObject({
      collectionId: inbox!.id,
      collectionName: 'Inbox',
      status: 'ok',
      paused: false,
      skippedForLimit: 0,
    });
    expect(library.videos).toEqual(before.videos);

    const fresh = video('inbox four');
    youtube.publish(id, fresh);
    const checked = await checkNow(user, subscription.id);
    expect(checked.status).toBe('ok');
    expect(checked.lastNewAt).not.toBeNull();
    const after = await fetchLibrary(request, user.token);
    expect(titlesIn(after, inbox!.id)).toEqual(['inbox four']);
    expect(after.videos.find((v) => v.title === 'inbox four')).toMatchObject({
      url: `https://www.youtube.com/watch?v=${fresh.id}`,
      youtubeId: fresh.id,
      channelName: 'The inbox channel',
      // The feed's publish date, kept with it.
      publishedAt: new Date(fresh.published).toISOString(),
    });

    // Asked again with the feed unchanged: a 304, nothing added.
    const notModified = youtube.fetches(id).notModified;
    await checkNow(user, subscription.id);
    expect(youtube.fetches(id).notModified).toBe(notModified + 1);
    const newer = video('inbox five');
    youtube.publish(id, newer);
    await checkNow(user, subscription.id);
    expect(titlesIn(await fetchLibrary(request, user.token), inbox!.id)).toEqual([
      'inbox five',
      'inbox four',
    ]);
  });

  it('adds the N newest now when asked, into the collection picked', async () => {
    const user = await signUpUser(request);
    const { handle } = channel('newest');
    const res = await follow(user, {
      url: `https://www.youtube.com/@${handle}`,
      collectionId: await user.unsortedId(),
      addNewest: 2,
    });
    expect(res.status).toBe(201);
    expect(FollowedSchema.parse(res.body).added).toBe(2);
    const library = await fetchLibrary(request, user.token);
    expect(titlesIn(library, await user.unsortedId())).toEqual(['newest three', 'newest two']);
  });

  it('follows a playlist, and says its feed lists only the newest videos', async () => {
    const user = await signUpUser(request);
    const { id, videos } = channel('listed');
    youtube.playlist('PLfakeplaylist0001', 'A playlist', id, videos.slice(0, 2));
    const subscription = await followed(user, {
      url: 'https://www.youtube.com/playlist?list=PLfakeplaylist0001',
    });
    expect(subscription).toMatchObject({
      kind: 'youtube_playlist',
      title: 'A playlist',
      newestOnly: true,
      sourceUrl: 'https://www.youtube.com/playlist?list=PLfakeplaylist0001',
    });
  });

  it('skips new items past the free plan’s limit, says so, and takes them after an upgrade', async () => {
    const user = await signUpUser(request);
    const { id, handle } = channel('limited');
    const subscription = await followed(user, { url: `https://www.youtube.com/@${handle}` });
    await seedVideos(db, user.id, await user.unsortedId(), FREE_VIDEO_LIMIT);
    youtube.publish(id, video('limited new'));
    const skipped = await checkNow(user, subscription.id);
    expect(skipped.skippedForLimit).toBe(1);
    expect((await fetchLibrary(request, user.token)).videos).toHaveLength(FREE_VIDEO_LIMIT);

    await setTier(db, user.id, 'pro');
    const taken = await checkNow(user, subscription.id);
    expect(taken.skippedForLimit).toBe(0);
    const library = await fetchLibrary(request, user.token);
    expect(library.videos.map((v) => v.title)).toContain('limited new');
  });

  it('says why a check failed, waits longer after each failure, and recovers', async () => {
    const user = await signUpUser(request);
    const { id, handle } = channel('failing');
    const subscription = await followed(user, { url: `https://www.youtube.com/@${handle}` });
    youtube.failFeed(id, 500);
    const failed = await checkNow(user, subscription.id);
    expect(failed).toMatchObject({
      status: 'failing',
      lastError: 'The site answered with an error (HTTP 500).',
    });
    const firstWait = Date.parse(failed.nextCheckAt!) - Date.parse(failed.lastCheckedAt!);
    const again = await checkNow(user, subscription.id);
    const secondWait = Date.parse(again.nextCheckAt!) - Date.parse(again.lastCheckedAt!);
    expect(secondWait).toBeGreaterThan(firstWait);

    youtube.failFeed(id, 429, { 'retry-after': String(7 * 24 * 3600) });
    const slowed = await checkNow(user, subscription.id);
    expect(slowed.lastError).toBe('The site asked Vidshelf to slow down (HTTP 429).');

    youtube.failFeed(id, null);
    const recovered = await checkNow(user, subscription.id);
    expect(recovered).toMatchObject({ status: 'ok', lastError: null });
  });

  it('pauses, resumes, moves its target, and unfollows; another user sees none of it', async () => {
    const user = await signUpUser(request);
    const other = await signUpUser(request);
    const { handle } = channel('managed');
    const subscription = await followed(user, { url: `https://www.youtube.com/@${handle}` });
    const path = `/api/subscriptions/${subscription.id}`;

    const paused = await request('PATCH', path, { token: user.token, body: { paused: true } });
    expect(paused.body).toMatchObject({ paused: true, status: 'paused', nextCheckAt: null });
    const refused = await request('POST', `${path}/check`, { token: user.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Resume this subscription to check it.');
    const moved = await request('PATCH', path, {
      token: user.token,
      body: { paused: false, collectionId: await user.unsortedId() },
    });
    expect(moved.body).toMatchObject({ paused: false, collectionName: 'Unsorted' });

    for (const [method, suffix, body] of [
      ['PATCH', '', { paused: true }],
      ['POST', '/check', undefined],
      ['DELETE', '', undefined],
    ] as const) {
      const res = await request(method, `${path}${suffix}`, { token: other.token, body });
      expect(res.status).toBe(404);
    }
    expect((await subscriptionsOf(other)).subscriptions).toEqual([]);

    const gone = await request('DELETE', path, { token: user.token });
    expect(gone.status).toBe(204);
    expect((await subscriptionsOf(user)).subscriptions).toEqual([]);
  });

  it('refuses what cannot be followed with a reason, and changes nothing', async () => {
    const user = await signUpUser(request);
    const { handle } = channel('refusals');
    await followed(user, { url: `https://www.youtube.com/@${handle}` });
    const before = await snapshotOf(db, user.id);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ url: '' }, 400, 'Enter the address of a channel, a playlist or a feed.'],
      [
        { url: 'https://www.youtube.com/@nobody-here' },
        422,
        'No YouTube channel was found at this address.',
      ],
      [
        { url: 'ftp://example.com/feed' },
        422,
        'Enter the address of a channel, a playlist or a feed.',
      ],
      [
        { url: 'http://127.0.0.1:9/feed.xml' },
        422,
        'The address is on a private network, which Vidshelf does not reach.',
      ],
      [{ url: `https://www.youtube.com/@${handle}` }, 409, 'You already follow this.'],
      [
        {
          url: `https://www.youtube.com/@${handle}`,
          collectionId: '00000000-0000-4000-8000-000000000000',
        },
        409,
        'You already follow this.',
      ],
      [{ url: 'https://www.youtube.com/@x', addNewest: 99 }, 400, 'Add at most 15 videos now.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await follow(user, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.message, JSON.stringify(body)).toBe(message);
    }
    expect(await snapshotOf(db, user.id)).toEqual(before);
  });
});

describe(`subscriptions with METADATA_FETCH=off (${testDriver()})`, async () => {
  const off = await createTestApp({
    metadataFetch: 'off',
    youtubeFeedUrl: youtube.feedUrl,
    youtubePageUrl: youtube.url,
  });

  it('refuses previews and follows with the message the screen shows', async () => {
    const user = await signUpUser(off.request);
    const res = await off.request('POST', '/api/subscriptions/preview', {
      token: user.token,
      body: { url: 'https://www.youtube.com/@anything' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'lookups_off',
      message: 'Following channels and feeds is turned off on this server.',
    });
    const list = await off.request('GET', '/api/subscriptions', { token: user.token });
    expect(list.body).toEqual({ subscriptions: [], lookupsOff: true });
  });
});
