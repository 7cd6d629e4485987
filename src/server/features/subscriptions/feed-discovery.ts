import type { SourceKind } from '@shared/contracts/subscriptions';
import { AppError } from '@server/http/app-error';
import { OutboundError, type Validators } from '@server/outbound';
import type { FeedFetcher } from './feed-fetcher';
import { feedFailureMessage } from './feed-failure';
import type { ParsedFeed } from './feed-xml';
import { classifySource, youtubeFeedUrl } from './source-url';

/** The feed an address leads to, read once. */
export interface DiscoveredFeed {
  kind: SourceKind;
  title: string;
  /** The page a person would open for the source (the channel, the playlist, the site). */
  sourceUrl: string;
  feedUrl: string;
  feed: ParsedFeed;
  validators: Validators;
  /** A playlist's feed lists only its newest items. */
  newestOnly: boolean;
}

export interface FeedDiscoveryDeps {
  fetch: FeedFetcher;
  /** YOUTUBE_FEED_URL: YouTube's public feeds, `channel_id` or `playlist_id` added. */
  youtubeFeedUrl: string;
  /** YOUTUBE_PAGE_URL: where handles, custom names and a video's channel are resolved. */
  youtubePageUrl: string;
}

const YOUTUBE = 'https://www.youtube.com';

const notFound = (message: string) => new AppError('feed_not_found', 422, message);
const noChannel = () => notFound('No YouTube channel was found at this address.');

/**
 * Finds the feed of what a user pasted (docs/product/subscriptions.md#follow): a YouTube channel
 * in any of its address forms, a video (its channel), a playlist; a Vimeo user or channel; a
 * PeerTube channel; a feed's own address; or a page that names its feed in a
 * `<link rel="alternate">`. Reads the feed once, for the preview or the follow. Every failure is
 * a 422 `feed_not_found` saying why.
 */
export function createFeedDiscovery({
  fetch,
  youtubeFeedUrl: feeds,
  youtubePageUrl,
}: FeedDiscoveryDeps) {
  const pageBase = youtubePageUrl.replace(/\/+$/, '');

  async function attempt<T>(step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw notFound(feedFailureMessage(error));
    }
  }

  /** A YouTube channel's feed, by its id. */
  async function youtubeChannel(channelId: string, owner: string): Promise<DiscoveredFeed> {
    const feedUrl = youtubeFeedUrl(feeds, 'channel_id', channelId);
    const read = await attempt(() => fetch.feed(feedUrl, owner));
    if (read.notModified) throw new Error('an unconditional request answered 304');
    return {
      kind: 'youtube_channel',
      title: read.feed.title,
      sourceUrl: `${YOUTUBE}/channel/${channelId}`,
      feedUrl,
      feed: read.feed,
      validators: read.validators,
      newestOnly: false,
    };
  }

  /** A YouTube page that is about one channel (a handle, a custom name, a video). */
  async function youtubePage(path: string, owner: string): Promise<DiscoveredFeed> {
    const page = await attempt(async () => {
      try {
        return await fetch.address(`${pageBase}${path}`, owner);
      } catch (error) {
        if (error instanceof OutboundError && error.status === 404) throw noChannel();
        throw error;
      }
    });
    const channelId = page.kind === 'page' ? page.links.youtubeChannelId : page.feed.channelId;
    if (!channelId) throw noChannel();
    return youtubeChannel(channelId, owner);
  }

  /** The feed at `feedUrl`, of the kind given; the source is the site the feed names. */
  async function feedAt(
    feedUrl: string,
    kind: SourceKind,
    sourceUrl: string,
    owner: string,
  ): Promise<DiscoveredFeed> {
    const read = await attempt(() => fetch.feed(feedUrl, owner));
    if (read.notModified) throw new Error('an unconditional request answered 304');
    return {
      kind,
      title: read.feed.title,
      sourceUrl: read.feed.link ?? sourceUrl,
      feedUrl: read.url.href,
      feed: read.feed,
      validators: read.validators,
      newestOnly: false,
    };
  }

  /** An address that is a feed, or a page naming one (its first feed link that reads). */
  async function anyAddress(url: string, kind: SourceKind, owner: string, guess?: string) {
    const answer = await attempt(() => fetch.address(url, owner));
    if (answer.kind === 'feed') {
      return {
        kind,
        title: answer.feed.title,
        sourceUrl: answer.feed.link ?? answer.url.href,
        feedUrl: answer.url.href,
        feed: answer.feed,
        validators: answer.validators,
        newestOnly: false,
      } satisfies DiscoveredFeed;
    }
    const { feeds: named, youtubeChannelId } = answer.links;
    // A YouTube address the classifier did not know (a new URL form) still names its channel.
    if (youtubeChannelId && named.length === 0) return youtubeChannel(youtubeChannelId, owner);
    const candidates = [...named, ...(guess ? [guess] : [])];
    if (candidates.length === 0) throw notFound('This page names no feed of videos.');
    let failure: unknown;
    for (const candidate of candidates) {
      try {
        return await feedAt(candidate, kind, answer.url.href, owner);
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  }

  return async function discover(input: string, owner: string): Promise<DiscoveredFeed> {
    const source = classifySource(input);
    if (!source) throw notFound('Enter the address of a channel, a playlist or a feed.');
    switch (source.kind) {
      case 'youtube_channel':
        return youtubeChannel(source.channelId, owner);
      case 'youtube_page':
        return youtubePage(source.path, owner);
      case 'youtube_video':
        return youtubePage(`/watch?v=${encodeURIComponent(source.videoId)}`, owner);
      case 'youtube_playlist': {
        const feedUrl = youtubeFeedUrl(feeds, 'playlist_id', source.playlistId);
        const found = await feedAt(
          feedUrl,
          'youtube_playlist',
          `${YOUTUBE}/playlist?list=${encodeURIComponent(source.playlistId)}`,
          owner,
        );
        return {
          ...found,
          feedUrl,
          sourceUrl: `${YOUTUBE}/playlist?list=${encodeURIComponent(source.playlistId)}`,
          newestOnly: true,
        };
      }
      case 'vimeo':
        return feedAt(new URL(source.feedPath, source.origin).href, 'vimeo', source.url, owner);
      case 'peertube':
        // The channel's page names its feed; the instance's usual address is the fallback.
        return anyAddress(
          source.url,
          'peertube',
          owner,
          new URL(source.feedPath, source.origin).href,
        );
      case 'page':
        return anyAddress(source.url, 'feed', owner);
    }
  };
}

export type FeedDiscovery = ReturnType<typeof createFeedDiscovery>;
