import { CHANNEL_NAME_MAX_LENGTH, VIDEO_URL_MAX_LENGTH } from '@shared/constants';
import type { SourceKind } from '@shared/contracts/subscriptions';
import { cleanText } from '@shared/text';
import { parseHttpUrl } from '@shared/urls';
import {
  classifySource,
  isYouTubeChannelId,
  isYouTubeHost,
  youtubeFeedUrl,
  type SourceGuess,
} from '../source-url';
import { PROBLEMS, type FileAddress } from './file-entry';

/** A subscription as an import writes it, without reading its feed. */
export interface Followable {
  kind: SourceKind;
  title: string;
  feedUrl: string;
  /** The page a person opens for it: the channel, the playlist, the site. */
  sourceUrl: string;
  newestOnly: boolean;
}

const YOUTUBE = 'https://www.youtube.com';
const YOUTUBE_FEEDS = `${YOUTUBE}/feeds/videos.xml`;

/** A PeerTube instance's feed of a channel or account. */
const PEERTUBE_FEED = /[?&](videoChannelName|accountName|videoChannelId|accountId)=/;

/**
 * The subscription a file's entry stands for, its feed known from the address alone (no request
 * is made): a YouTube channel's or playlist's feed at YOUTUBE_FEED_URL, a PeerTube channel's at
 * its instance, an OPML feed at its own address. Else the reason it cannot be followed so.
 */
export function followableOf(
  address: FileAddress,
  fileTitle: string | null,
  feeds: string,
): Followable | { problem: string } {
  const title = cleanText(fileTitle ?? undefined, CHANNEL_NAME_MAX_LENGTH);
  if (address.kind === 'youtube_channel_id') {
    const id = address.value.trim();
    return isYouTubeChannelId(id)
      ? youtubeChannel(id, title, feeds)
      : { problem: PROBLEMS.notChannelId };
  }
  const url = parseHttpUrl(address.value);
  if (url === null) return { problem: PROBLEMS.notWebAddress };
  if (url.href.length > VIDEO_URL_MAX_LENGTH) return { problem: PROBLEMS.tooLong };
  if (address.kind === 'page') {
    if (address.service === 'other') return { problem: PROBLEMS.notFollowable };
    const guess = classifySource(url.href);
    if (address.service === 'peertube' && guess?.kind !== 'peertube') {
      return { problem: PROBLEMS.notFollowable };
    }
    return fromGuess(guess, title, feeds) ?? { problem: PROBLEMS.notFollowable };
  }
  // A feed's address. YouTube's, at YouTube or at the feeds' configured address, is made the one
  // form a follow writes, so that the same channel is known as followed whichever way it came.
  if (isYouTubeHost(url) || sameFeedBase(url, feeds)) {
    const asYouTube = isYouTubeHost(url) ? url.href : `${YOUTUBE_FEEDS}${url.search}`;
    const guess = classifySource(asYouTube);
    if (guess?.kind === 'page' && new URL(asYouTube).pathname === '/feeds/videos.xml') {
      return { problem: PROBLEMS.notChannelId };
    }
    return fromGuess(guess, title, feeds) ?? { problem: PROBLEMS.youtubeWithoutId };
  }
  const page = parseHttpUrl(address.htmlUrl ?? '');
  return {
    kind: kindOfFeed(url),
    title: title ?? url.hostname,
    feedUrl: url.href,
    sourceUrl: page && page.href.length <= VIDEO_URL_MAX_LENGTH ? page.href : url.href,
    newestOnly: false,
  };
}

/** What an address judged by classifySource follows, when that is known without a request. */
function fromGuess(
  guess: SourceGuess | null,
  title: string | undefined,
  feeds: string,
): Followable | { problem: string } | null {
  switch (guess?.kind) {
    case 'youtube_channel':
      return youtubeChannel(guess.channelId, title, feeds);
    case 'youtube_playlist':
      return {
        kind: 'youtube_playlist',
        title: title ?? guess.playlistId,
        feedUrl: youtubeFeedUrl(feeds, 'playlist_id', guess.playlistId),
        sourceUrl: `${YOUTUBE}/playlist?list=${encodeURIComponent(guess.playlistId)}`,
        newestOnly: true,
      };
    case 'youtube_page':
    case 'youtube_video':
      return { problem: PROBLEMS.youtubeWithoutId };
    case 'peertube':
    case 'vimeo': {
      const feedUrl = new URL(guess.feedPath, guess.origin).href;
      return {
        kind: guess.kind,
        title: title ?? new URL(guess.url).hostname,
        feedUrl,
        sourceUrl: guess.url,
        newestOnly: false,
      };
    }
    default:
      return null;
  }
}

function youtubeChannel(id: string, title: string | undefined, feeds: string): Followable {
  return {
    kind: 'youtube_channel',
    title: title ?? id,
    feedUrl: youtubeFeedUrl(feeds, 'channel_id', id),
    sourceUrl: `${YOUTUBE}/channel/${id}`,
    newestOnly: false,
  };
}

/** Whether `url` is at the configured address of YouTube's feeds (a proxy, or a test's fake). */
function sameFeedBase(url: URL, feeds: string): boolean {
  const base = new URL(feeds);
  return url.origin === base.origin && url.pathname === base.pathname;
}

/** What a feed's address shows it is, for the screen's label. */
function kindOfFeed(url: URL): SourceKind {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'vimeo.com') return 'vimeo';
  if (url.pathname === '/feeds/videos.xml' && PEERTUBE_FEED.test(url.search)) return 'peertube';
  return 'feed';
}
