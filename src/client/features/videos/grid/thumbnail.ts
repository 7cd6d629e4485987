import { PLACEHOLDER_THUMBNAIL_URL } from '@shared/constants';
import { isHttpUrl } from '@shared/urls';
import { YOUTUBE_THUMBNAIL_ORIGIN } from '@shared/youtube';

/** YouTube's ids are 11 of these characters; anything else is not put into an image URL. */
const YOUTUBE_ID = /^[\w-]{11}$/;

/**
 * YouTube's stand-in for a missing maxresdefault.jpg is a grey 120×90 image
 * (docs/product/thumbnails.md).
 */
export const YOUTUBE_MISSING_IMAGE_WIDTH = 120;

export const youtubeFallbackThumbnail = (youtubeId: string): string =>
  `${YOUTUBE_THUMBNAIL_ORIGIN}/vi/${youtubeId}/hqdefault.jpg`;

/**
 * The images a card tries, in order, each next one after the previous fails: the stored
 * thumbnail (only http(s), or our own placeholder), YouTube's always-present hqdefault.jpg for a
 * YouTube video, and finally the placeholder.
 */
export function thumbnailCandidates(video: {
  thumbnailUrl: string | null;
  youtubeId: string;
}): string[] {
  const candidates: string[] = [];
  const stored = video.thumbnailUrl?.trim() ?? '';
  if (stored !== '' && (stored === PLACEHOLDER_THUMBNAIL_URL || isHttpUrl(stored)))
    candidates.push(stored);
  if (YOUTUBE_ID.test(video.youtubeId)) candidates.push(youtubeFallbackThumbnail(video.youtubeId));
  candidates.push(PLACEHOLDER_THUMBNAIL_URL);
  return [...new Set(candidates)];
}

/**
 * A stored image on a host other than YouTube's: the browser never loads it from there (privacy,
 * and the Content-Security-Policy), but from the server's image proxy (decision 0053).
 */
export const isProxiedThumbnail = (src: string): boolean =>
  src !== PLACEHOLDER_THUMBNAIL_URL && isHttpUrl(src) && originOf(src) !== YOUTUBE_THUMBNAIL_ORIGIN;

/** Where the server answers a video's image (GET, signed in). */
export const thumbnailProxyPath = (videoId: string): string =>
  `/api/videos/${encodeURIComponent(videoId)}/thumbnail`;

/** A loaded image that is really YouTube's "no such size" stand-in. */
export function isYouTubeStandIn(src: string, naturalWidth: number): boolean {
  return naturalWidth === YOUTUBE_MISSING_IMAGE_WIDTH && /(?:^|\.)ytimg\.com$/.test(hostOf(src));
}

function originOf(src: string): string {
  try {
    return new URL(src).origin;
  } catch {
    return '';
  }
}

function hostOf(src: string): string {
  try {
    return new URL(src).hostname;
  } catch {
    return '';
  }
}
