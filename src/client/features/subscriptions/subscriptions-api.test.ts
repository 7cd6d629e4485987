import { describe, expect, it } from 'vitest';
import { isAuthError } from '@client/lib/auth';
import {
  failure,
  fakeFetch,
  json,
  type SeenRequest,
} from '@client/lib/auth/test-support/test-fetch';
import { authErrorMessage } from '@client/features/auth';
import { createSubscriptionsApi } from './subscriptions-api';

const empty = (status: number) => () => new Response(null, { status });

const subscription = {
  id: '6f1c2a9e-4b7d-4c3e-9a1f-2d8e5b0c7a31',
  kind: 'youtube_channel',
  title: 'Cooking with Ana',
  sourceUrl: 'https://www.youtube.com/@ana',
  feedUrl: 'https://www.youtube.com/feeds/videos.xml?channel_id=UC123',
  collectionId: '0b5c9a52-31a4-4f3e-9d1e-6d7a0e3c2f10',
  collectionName: 'Inbox',
  paused: false,
  status: 'waiting',
  lastError: null,
  lastCheckedAt: null,
  lastNewAt: null,
  nextCheckAt: '2026-11-24T10:00:00.000Z',
  skippedForLimit: 0,
  newestOnly: false,
  createdAt: '2026-11-24T09:30:00.000Z',
};

const preview = {
  kind: 'youtube_playlist',
  title: 'Knife skills',
  sourceUrl: 'https://www.youtube.com/playlist?list=PL1',
  feedUrl: 'https://www.youtube.com/feeds/videos.xml?playlist_id=PL1',
  items: [
    {
      url: 'https://www.youtube.com/watch?v=abcdefghijk',
      title: 'Dicing an onion',
      channelName: 'Cooking with Ana',
      thumbnailUrl: null,
      publishedAt: '2026-11-20T08:00:00+00:00',
    },
  ],
  itemCount: 1,
  newestOnly: true,
  followingId: null,
};

describe('createSubscriptionsApi', () => {
  it('lists the subscriptions and whether lookups are off', async () => {
    const seen: SeenRequest = {};
    const answer = { subscriptions: [subscription], lookupsOff: false };
    const api = createSubscriptionsApi(fakeFetch(json(200, answer), seen));
    expect(await api.list()).toEqual(answer);
    expect(seen.url).toBe('/api/subscriptions');
  });

  it('previews an address', async () => {
    const seen: SeenRequest = {};
    const api = createSubscriptionsApi(fakeFetch(json(200, preview), seen));
    expect(await api.preview('https://www.youtube.com/playlist?list=PL1')).toEqual(preview);
    expect(seen.url).toBe('/api/subscriptions/preview');
    expect(seen.init?.method).toBe('POST');
    expect(seen.init?.body).toBe('{"url":"https://www.youtube.com/playlist?list=PL1"}');
  });

  it('follows into the chosen collection, null meaning the Inbox', async () => {
    const seen: SeenRequest = {};
    const followed = { subscription, added: 3 };
    const api = createSubscriptionsApi(fakeFetch(json(201, followed), seen));
    const choice = { url: 'https://www.youtube.com/@ana', collectionId: null, addNewest: 3 };
    expect(await api.follow(choice)).toEqual(followed);
    expect(seen.url).toBe('/api/subscriptions');
    expect(seen.init?.method).toBe('POST');
    expect(JSON.parse(String(seen.init?.body))).toEqual(choice);
  });

  it('pauses, moves and checks one by its id', async () => {
    const seen: SeenRequest = {};
    const api = createSubscriptionsApi(fakeFetch(json(200, subscription), seen));

    expect(await api.update('a/b', { paused: true })).toEqual(subscription);
    expect(seen.url).toBe('/api/subscriptions/a%2Fb');
    expect(seen.init?.method).toBe('PATCH');
    expect(seen.init?.body).toBe('{"paused":true}');

    await api.check('a/b');
    expect(seen.url).toBe('/api/subscriptions/a%2Fb/check');
    expect(seen.init?.method).toBe('POST');
  });

  it('carries the server’s message when no feed is found or lookups are off', async () => {
    const message = 'No feed was found at this address.';
    const notFound = { error: { code: 'validation_failed', message } };
    const error = await failure(
      createSubscriptionsApi(fakeFetch(json(400, notFound))).preview('https://example.com'),
    );
    expect(authErrorMessage(error)).toBe(message);

    const off = { error: { code: 'lookups_off', message: 'Lookups are off.' } };
    const offError = await failure(
      createSubscriptionsApi(fakeFetch(json(409, off))).preview('https://example.com'),
    );
    expect(isAuthError(offError) && [offError.code, offError.status]).toEqual(['lookups_off', 409]);
  });

  it('refuses an answer that is not a subscription rather than show it', async () => {
    const api = createSubscriptionsApi(fakeFetch(json(201, { subscription: {}, added: 0 })));
    const error = await failure(
      api.follow({ url: 'https://example.com/feed', collectionId: null, addNewest: 0 }),
    );
    expect(isAuthError(error) && error.code).toBe('unexpected_response');
  });

  it('unfollows by id; one already gone counts as unfollowed', async () => {
    const seen: SeenRequest = {};
    await createSubscriptionsApi(fakeFetch(empty(204), seen)).unfollow('x');
    expect(seen.url).toBe('/api/subscriptions/x');
    expect(seen.init?.method).toBe('DELETE');

    const gone = { error: { code: 'not_found', message: 'Not found.' } };
    await expect(
      createSubscriptionsApi(fakeFetch(json(404, gone))).unfollow('x'),
    ).resolves.toBeUndefined();

    const failed = { error: { code: 'internal_error', message: 'Something went wrong.' } };
    const error = await failure(createSubscriptionsApi(fakeFetch(json(500, failed))).unfollow('x'));
    expect(isAuthError(error) && error.status).toBe(500);
  });
});
