import { VIDEO_URL_MAX_LENGTH } from '@shared/constants';
import { parseHttpUrl } from '@shared/urls';
import { parseVimeo } from '@shared/vimeo';
import { parseYouTubeId } from '@shared/youtube';

/**
 * What an address given to follow points at, judged from the address alone (no request).
 * `url` is the address as read: `https://` added when it came without a scheme.
 */
export type SourceGuess =
  | { kind: 'youtube_channel'; url: string; channelId: string }
  | { kind: 'youtube_playlist'; url: string; playlistId: string }
  | { kind: 'youtube_video'; url: string; videoId: string }
  /** A handle, custom or user page (`/@name`): its channel id is on the page, not in the address. */
  | { kind: 'youtube_page'; url: string; path: string }
  /** A user's or channel's feed: `feedPath` on `origin`, the address's own. */
  | { kind: 'vimeo'; url: string; origin: string; feedPath: string }
  /** A guess (`feedPath` on `origin`), for when the channel's page itself names no feed. */
  | { kind: 'peertube'; url: string; origin: string; feedPath: string }
  /** A feed itself, or a page to look for one on. */
  | { kind: 'page'; url: string };

/** A YouTube channel id: `UC` and 22 characters. The source of the patterns that find one. */
export const YOUTUBE_CHANNEL_ID_PATTERN = 'UC[A-Za-z0-9_-]{22}';
const CHANNEL_ID = new RegExp(`^${YOUTUBE_CHANNEL_ID_PATTERN}$`);
export const isYouTubeChannelId = (value: string): boolean => CHANNEL_ID.test(value);

/**
 * A playlist that has a feed. Personal lists (`WL` watch later, `LL`/`LM` liked) are two
 * characters and private; `RD…` lists are mixes YouTube makes up per viewer, with no feed.
 */
const PLAYLIST_ID = /^[A-Za-z0-9_-]{12,64}$/;
const isPlaylistId = (value: string | null): value is string =>
  value !== null && PLAYLIST_ID.test(value) && !value.startsWith('RD');

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtu.be',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);

/** `www.youtube.com.` is the same host written fully qualified. */
const hostOf = (url: URL) => url.hostname.replace(/\.$/, '');
export const isYouTubeHost = (url: URL): boolean => YOUTUBE_HOSTS.has(hostOf(url));

/** Vimeo's own pages at `vimeo.com/<word>`: anything else there is a user. */
const VIMEO_RESERVED = new Set([
  'about',
  'album',
  'blog',
  'categories',
  'channels',
  'explore',
  'features',
  'groups',
  'help',
  'join',
  'live',
  'log_in',
  'manage',
  'ondemand',
  'pricing',
  'search',
  'settings',
  'showcase',
  'upload',
  'watch',
]);
/** A Vimeo user or channel name that may go into a path as it is. */
const VIMEO_NAME = /^[A-Za-z0-9_-]+$/;

/** Guesses what `input` names; null when it is not an http(s) address. */
export function classifySource(input: string): SourceGuess | null {
  const value = input.trim();
  const scheme = hasScheme(value);
  const url = parseHttpUrl(scheme ? value : `https://${value.replace(/^\/\//, '')}`);
  // Without a scheme, a word alone ("music") is more likely a typo than a host.
  if (!url || (!scheme && !url.hostname.includes('.'))) return null;
  if (isYouTubeHost(url)) return youtubeSource(url);
  if (VIMEO_HOSTS.has(hostOf(url))) return vimeoSource(url);
  return peertubeSource(url) ?? { kind: 'page', url: url.href };
}

/** `youtube.com/@x` has none; `example.com:8080/feed` neither: that colon is before a port. */
const hasScheme = (value: string) => /^[a-z][a-z\d+.-]*:/i.test(value) && !/^[^/:]+:\d/.test(value);

const segmentsOf = (url: URL) => url.pathname.split('/').filter((part) => part !== '');

function youtubeSource(url: URL): SourceGuess {
  const href = url.href;
  const params = url.searchParams;
  if (url.pathname === '/feeds/videos.xml') {
    const channelId = params.get('channel_id');
    if (channelId !== null && isYouTubeChannelId(channelId)) {
      return { kind: 'youtube_channel', url: href, channelId };
    }
    const playlistId = params.get('playlist_id');
    if (isPlaylistId(playlistId)) return { kind: 'youtube_playlist', url: href, playlistId };
    return { kind: 'page', url: href };
  }
  // A video watched within a playlist: the playlist is what goes on.
  const list = params.get('list');
  if (isPlaylistId(list)) return { kind: 'youtube_playlist', url: href, playlistId: list };

  const [first, second] = segmentsOf(url);
  if (first === 'channel' && second !== undefined && isYouTubeChannelId(second)) {
    return { kind: 'youtube_channel', url: href, channelId: second };
  }
  // `/@name/videos`, `/c/name/streams`: the tab does not matter, the channel does.
  if (first !== undefined && first.length > 1 && first.startsWith('@')) {
    return { kind: 'youtube_page', url: href, path: `/${first}` };
  }
  if ((first === 'c' || first === 'user') && second !== undefined) {
    return { kind: 'youtube_page', url: href, path: `/${first}/${second}` };
  }
  const videoId = parseYouTubeId(href);
  if (videoId !== null) return { kind: 'youtube_video', url: href, videoId };
  return { kind: 'page', url: href };
}

function vimeoSource(url: URL): SourceGuess {
  const href = url.href;
  const page: SourceGuess = { kind: 'page', url: href };
  if (parseVimeo(href) !== null) return page;
  const [first, second, third, ...rest] = segmentsOf(url);
  if (first === undefined || rest.length > 0) return page;
  if (first === 'channels') {
    return second !== undefined && VIMEO_NAME.test(second) && (third ?? 'videos') === 'videos'
      ? { kind: 'vimeo', url: href, origin: url.origin, feedPath: `/channels/${second}/videos/rss` }
      : page;
  }
  const isUser =
    VIMEO_NAME.test(first) &&
    !/^\d+$/.test(first) &&
    !VIMEO_RESERVED.has(first) &&
    third === undefined &&
    (second ?? 'videos') === 'videos';
  return isUser
    ? { kind: 'vimeo', url: href, origin: url.origin, feedPath: `/${first}/videos/rss` }
    : page;
}

/** PeerTube's channel and account pages, long and short, with or without their videos tab. */
const PEERTUBE_FEED_PARAMS: Record<string, string> = {
  c: 'videoChannelName',
  'video-channels': 'videoChannelName',
  a: 'accountName',
  accounts: 'accountName',
};

function peertubeSource(url: URL): SourceGuess | null {
  const [first, name, third, ...rest] = segmentsOf(url);
  const param = first === undefined ? undefined : PEERTUBE_FEED_PARAMS[first];
  if (param === undefined || name === undefined || rest.length > 0) return null;
  if (third !== undefined && third !== 'videos') return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    return null;
  }
  return {
    kind: 'peertube',
    url: url.href,
    origin: url.origin,
    feedPath: `/feeds/videos.xml?${param}=${encodeURIComponent(decoded)}`,
  };
}

/** YouTube's feed of a channel or playlist, at the configured address of YouTube's feeds. */
export function youtubeFeedUrl(
  base: string,
  param: 'channel_id' | 'playlist_id',
  id: string,
): string {
  const url = new URL(base);
  url.searchParams.set(param, id);
  return url.href;
}

/** `value` read against `base`, if that makes an http(s) address short enough to keep. */
export function resolveHttpUrl(value: string | undefined, base: URL): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  let resolved: URL;
  try {
    resolved = new URL(trimmed, base);
  } catch {
    return null;
  }
  const url = parseHttpUrl(resolved.href);
  return url && url.href.length <= VIDEO_URL_MAX_LENGTH ? url.href : null;
}
