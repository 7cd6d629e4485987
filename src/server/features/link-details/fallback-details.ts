import { PLACEHOLDER_THUMBNAIL_URL } from '@shared/constants';
import { parseHttpUrl } from '@shared/urls';
import { parseYouTubeId, youtubeThumbnailUrl } from '@shared/youtube';

/** A link's details as a video row holds them. */
export interface VideoMetadata {
  /** Empty for links that are not YouTube videos. */
  youtubeId: string;
  title: string;
  description: string;
  thumbnailUrl: string;
  channelName: string;
  /** Whole seconds (src/shared/duration.ts), when the provider says (Vimeo does). */
  duration?: string;
}

// Defaults when oEmbed has no answer (docs/product/errors.md: metadata failures fall back
// silently).
const DEFAULT_YOUTUBE_TITLE = 'YouTube Video';
const DEFAULT_YOUTUBE_CHANNEL = 'YouTube';
// What an unparseable link is shown as (docs/product/api.md).
const UNPARSEABLE_TITLE = 'Web Content';
const UNPARSEABLE_CHANNEL = 'Unknown';

/**
 * What a link shows until (or unless) oEmbed says better (docs/product/api.md, errors.md): a
 * YouTube video's defaults, a web page's host name, or "Web Content" for what is no link at all.
 */
export function fallbackMetadata(url: string): VideoMetadata {
  const parsed = parseHttpUrl(url);
  if (!parsed) {
    return {
      youtubeId: '',
      title: UNPARSEABLE_TITLE,
      description: '',
      thumbnailUrl: PLACEHOLDER_THUMBNAIL_URL,
      channelName: UNPARSEABLE_CHANNEL,
    };
  }
  const youtubeId = parseYouTubeId(url);
  if (youtubeId) {
    return {
      youtubeId,
      title: DEFAULT_YOUTUBE_TITLE,
      description: '',
      thumbnailUrl: youtubeThumbnailUrl(youtubeId),
      channelName: DEFAULT_YOUTUBE_CHANNEL,
    };
  }
  const host = parsed.hostname.replace(/^www\./, '');
  return {
    youtubeId: '',
    title: host,
    description: `Content from ${host}`,
    thumbnailUrl: PLACEHOLDER_THUMBNAIL_URL,
    channelName: host,
  };
}
