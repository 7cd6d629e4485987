import { YOUTUBE_ID_LENGTH } from './constants';
import { parseHttpUrl } from './urls';

const VIDEO_ID = new RegExp(`^[A-Za-z0-9_-]{${YOUTUBE_ID_LENGTH}}$`);

/**
 * Hosts that serve a video page; anything else (look-alikes included) is not YouTube.
 * `gaming.` is YouTube's retired gaming site: its old watch links still name a video.
 */
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'gaming.youtube.com',
]);
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_LINK_HOST = 'youtu.be';

/** Pages whose `v` parameter is the video: the watch page, and the root (`/?v=ID`) shares. */
const WATCH_PATHS = new Set(['/', '/watch', '/watch/']);
/** `/embed/ID`, `/v/ID`, `/e/ID`, `/shorts/ID`, `/live/ID`, `/watch/ID`, an optional trailing slash. */
const ID_IN_PATH = /^\/(?:embed|v|e|shorts|live|watch)\/([^/]+)\/?$/;
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
 * The 11-character id of a YouTube video link (docs/product/validation.md), or null for anything
 * else. The URL parser finds the host and path, so `youtube.com.evil.com`, `youtube.com@evil.com`
 * or `evil.com/?youtube.com/…` never count. It also lower-cases the host; the id keeps its case.
 */
export function parseYouTubeId(value: string): string | null {
  const url = parseHttpUrl(value);
  return url ? idOf(url, true) : null;
}

function idOf(url: URL, followAttribution: boolean): string | null {
  // `www.youtube.com.` is the same host written fully qualified.
  const host = url.hostname.replace(/\.$/, '');
  const path = url.pathname;

  if (host === SHORT_LINK_HOST) return asVideoId(SHORT_LINK_PATH.exec(path)?.[1]);
  if (NOCOOKIE_HOSTS.has(host)) return asVideoId(NOCOOKIE_EMBED.exec(path)?.[1]);
  if (!YOUTUBE_HOSTS.has(host)) return null;
  // The first `v` wins, as `searchParams.get` gives it: a link names one video.
  if (WATCH_PATHS.has(path)) return asVideoId(url.searchParams.get('v'));
  if (path === '/attribution_link') {
    // Old share links carry the watch page in `u` (`/watch?v=ID&feature=share`). Read against
    // YouTube's origin and checked again, once, so `u` cannot point elsewhere or nest.
    const target = url.searchParams.get('u');
    if (!followAttribution || target === null) return null;
    let inner: URL | null;
    try {
      inner = parseHttpUrl(new URL(target, 'https://www.youtube.com').href);
    } catch {
      return null;
    }
    return inner ? idOf(inner, false) : null;
  }
  return asVideoId(ID_IN_PATH.exec(path)?.[1]);
}

/** Where YouTube's thumbnails live: the only foreign image host the app shows (see its CSP). */
export const YOUTUBE_THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

/**
 * Built from the id alone, so no request is needed (docs/product/api.md). Not every video has this
 * size: YouTube then serves a 120×90 stand-in, which a viewer should replace with `hqdefault.jpg`.
 */
export const youtubeThumbnailUrl = (id: string): string =>
  `${YOUTUBE_THUMBNAIL_ORIGIN}/vi/${id}/maxresdefault.jpg`;

/**
 * The one plain form of a video's address: what the extension saves, and what YouTube's oEmbed
 * is asked about (it does not know every form a person can share, e.g. attribution links).
 */
export const canonicalYouTubeUrl = (id: string): string => `https://www.youtube.com/watch?v=${id}`;
