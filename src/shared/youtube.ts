import { YOUTUBE_ID_LENGTH } from './constants';
import { parseHttpUrl } from './urls';

const VIDEO_ID = new RegExp(`^[A-Za-z0-9_-]{${YOUTUBE_ID_LENGTH}}$`);

/** Hosts that serve a video page; anything else (look-alikes included) is not YouTube. */
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
]);
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_LINK_HOST = 'youtu.be';

/** `/embed/ID`, `/v/ID`, `/e/ID`, `/shorts/ID`, `/live/ID`, an optional trailing slash. */
const ID_IN_PATH = /^\/(?:embed|v|e|shorts|live)\/([^/]+)\/?$/;
const NOCOOKIE_EMBED = /^\/embed\/([^/]+)\/?$/;
const SHORT_LINK_PATH = /^\/([^/]+)\/?$/;

/**
 * Embed paths that happen to be 11 characters long but name a playlist or a channel's live
 * stream (`/embed/videoseries?list=…`, `/embed/live_stream?channel=…`), not a video.
 */
const NOT_VIDEO_IDS = new Set(['videoseries', 'live_stream']);

const asVideoId = (candidate: string | null | undefined): string | null =>
  candidate != null && VIDEO_ID.test(candidate) && !NOT_VIDEO_IDS.has(candidate) ? candidate : null;

/**
 * The 11-character id of a YouTube video link (SPEC §5), or null for anything else. The URL
 * parser finds the host and path, so `youtube.com.evil.com` or `evil.com/?youtube.com/…`
 * never count.
 */
export function parseYouTubeId(value: string): string | null {
  const url = parseHttpUrl(value);
  if (!url) return null;
  const host = url.hostname;
  const path = url.pathname;

  if (host === SHORT_LINK_HOST) return asVideoId(SHORT_LINK_PATH.exec(path)?.[1]);
  if (NOCOOKIE_HOSTS.has(host)) return asVideoId(NOCOOKIE_EMBED.exec(path)?.[1]);
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (path === '/watch' || path === '/watch/') return asVideoId(url.searchParams.get('v'));
  return asVideoId(ID_IN_PATH.exec(path)?.[1]);
}

/**
 * Built from the id alone, so no request is needed (SPEC §7). Not every video has this size:
 * YouTube then serves a 120×90 stand-in, which a viewer should replace with `hqdefault.jpg`.
 */
/** Where YouTube's thumbnails live: the only foreign image host the app shows (see its CSP). */
export const YOUTUBE_THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

export const youtubeThumbnailUrl = (id: string): string =>
  `${YOUTUBE_THUMBNAIL_ORIGIN}/vi/${id}/maxresdefault.jpg`;
