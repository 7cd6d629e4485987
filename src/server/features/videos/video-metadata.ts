import {
  CHANNEL_NAME_MAX_LENGTH,
  PLACEHOLDER_THUMBNAIL_URL,
  VIDEO_TITLE_MAX_LENGTH,
} from '@shared/constants';
import { capLength } from '@shared/text';
import { parseHttpUrl } from '@shared/urls';
import { canonicalYouTubeUrl, parseYouTubeId, youtubeThumbnailUrl } from '@shared/youtube';
import type { MetadataFetch } from '@server/config/config';
import { OutboundError, type SafeFetcher } from '@server/outbound';
import { createPageMetadataReader } from './page-metadata';

export interface VideoMetadata {
  /** Empty for links that are not YouTube videos. */
  youtubeId: string;
  title: string;
  description: string;
  thumbnailUrl: string;
  channelName: string;
  /**
   * A web page's own preview image (og:image). Not stored or shown yet: the client may load
   * images from YouTube only, until an image proxy serves these (decision 0048).
   */
  imageUrl?: string;
}

export interface VideoMetadataLookupOptions {
  /** YouTube's oEmbed endpoint, or a local fake in tests (YOUTUBE_OEMBED_URL). */
  oembedUrl: string;
  /** Covers the whole exchange, body included, so a slow answer cannot hold up an add. */
  timeoutMs?: number;
  /** A real answer is about 1 KB; anything far bigger is not one. */
  maxBytes?: number;
  fetch?: typeof globalThis.fetch;
}

// Defaults when oEmbed has no answer (SPEC §8: metadata failures fall back silently).
export const DEFAULT_YOUTUBE_TITLE = 'YouTube Video';
export const DEFAULT_YOUTUBE_CHANNEL = 'YouTube';
// What an unparseable link is shown as (SPEC §7).
export const UNPARSEABLE_TITLE = 'Web Content';
export const UNPARSEABLE_CHANNEL = 'Unknown';

/** The two fields of an answer Vidshelf uses, each present only if usable. */
interface OembedFields {
  title?: string;
  author_name?: string;
}

/**
 * Why an oEmbed answer was not used; the message goes to the log, nothing else. `retry`: the
 * service may answer later (busy, down, unreachable), as opposed to an answer about the video
 * itself (private, removed: 401, 403, 404) or one that will not change.
 */
class LookupFailure extends Error {
  constructor(
    message: string,
    readonly retry = false,
  ) {
    super(message);
  }
}

/** What YouTube's oEmbed said about a video. */
export type OembedAnswer =
  | { kind: 'answered'; title?: string; channelName?: string }
  /** Nothing to learn about this video now or later (private, removed, an unusable answer). */
  | { kind: 'unknown'; reason: string }
  /** The service did not answer (429, 5xx, timeout, network): ask again later. */
  | { kind: 'unavailable'; reason: string };

/**
 * Asks YouTube's oEmbed about one video URL (only ever a recognised YouTube video: the server
 * never fetches a URL a user typed). Never rejects: a failure is an answer of its own kind.
 */
export function createOembedClient({
  oembedUrl,
  timeoutMs = 3000,
  maxBytes = 64 * 1024,
  fetch = globalThis.fetch,
}: VideoMetadataLookupOptions): (videoUrl: string) => Promise<OembedAnswer> {
  // Parsed once: a bad endpoint is a configuration error, reported at start-up.
  const endpoint = new URL(oembedUrl);

  async function fetchOembed(videoUrl: string): Promise<OembedFields> {
    const request = new URL(endpoint);
    request.searchParams.set('url', videoUrl);
    request.searchParams.set('format', 'json');
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      // A redirect could point anywhere, so it counts as a failure and is never followed.
      const response = await fetch(request, { redirect: 'manual', signal });
      const text = await readBody(response, maxBytes);
      return readAnswer(text);
    } catch (error) {
      if (error instanceof LookupFailure) throw error;
      // The abort reason surfaces as whichever error the read was in, so ask the signal.
      if (signal.aborted) throw new LookupFailure(`timed out after ${timeoutMs} ms`, true);
      throw new LookupFailure(`network error (${describeNetworkError(error)})`, true);
    }
  }

  return async (videoUrl) => {
    try {
      // Asked in the plain watch form: the service may not know the form the user shared.
      const id = parseYouTubeId(videoUrl);
      const asked = id ? canonicalYouTubeUrl(id) : videoUrl.trim();
      const { title, author_name: channelName } = await fetchOembed(asked);
      return {
        kind: 'answered',
        ...(title === undefined ? {} : { title }),
        ...(channelName === undefined ? {} : { channelName }),
      };
    } catch (error) {
      const failure =
        error instanceof LookupFailure ? error : new LookupFailure('unexpected error');
      return { kind: failure.retry ? 'unavailable' : 'unknown', reason: failure.message };
    }
  };
}

/**
 * What a link shows until (or unless) oEmbed says better (SPEC §7, §8): a YouTube video's
 * defaults, a web page's host name, or "Web Content" for what is no link at all.
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

export interface VideoMetadataLookupDeps extends VideoMetadataLookupOptions {
  /**
   * METADATA_FETCH: `on` asks YouTube's oEmbed and reads other pages (with `pageFetcher`),
   * `oembed` asks YouTube only, `off` asks nobody (every link keeps the fallbacks).
   */
  metadataFetch?: MetadataFetch;
  /** Fetches web pages for their own details; without it, pages keep the fallbacks. */
  pageFetcher?: SafeFetcher;
}

/**
 * Details for a link being saved (SPEC §7): oEmbed's answer for a YouTube video, the page's own
 * title, site name and description for another web page, and the fallbacks whenever those say
 * nothing or lookups are off. Never rejects.
 */
export function createVideoMetadataLookup({
  metadataFetch = 'on',
  pageFetcher,
  ...options
}: VideoMetadataLookupDeps): (url: string) => Promise<VideoMetadata> {
  const askOembed = createOembedClient(options);
  const readPage =
    metadataFetch === 'on' && pageFetcher ? createPageMetadataReader(pageFetcher) : undefined;

  async function lookupYouTube(url: string, fallback: VideoMetadata): Promise<VideoMetadata> {
    const answer = await askOembed(url);
    const missing =
      answer.kind === 'answered'
        ? [answer.title ? null : 'title', answer.channelName ? null : 'author_name'].filter(Boolean)
        : [];
    const problem =
      answer.kind !== 'answered'
        ? answer.reason
        : missing.length > 0
          ? `answer had no usable ${missing.join(' or ')}`
          : undefined;
    // The id only: the rest of the URL (and the answer) may carry user data.
    if (problem) {
      console.warn(`oEmbed lookup for video ${fallback.youtubeId}: ${problem}; using defaults`);
    }
    if (answer.kind !== 'answered') return fallback;
    return {
      ...fallback,
      title: answer.title ?? fallback.title,
      channelName: answer.channelName ?? fallback.channelName,
    };
  }

  async function lookupPage(
    page: URL,
    read: NonNullable<typeof readPage>,
    fallback: VideoMetadata,
  ): Promise<VideoMetadata> {
    try {
      const found = await read(page.href);
      return {
        ...fallback,
        title: found.title ?? fallback.title,
        channelName: found.siteName ?? fallback.channelName,
        description: found.description ?? fallback.description,
        ...(found.imageUrl === undefined ? {} : { imageUrl: found.imageUrl }),
      };
    } catch (error) {
      // The host only (the fetcher's reasons name no path or query): the rest may be user data.
      const reason = error instanceof OutboundError ? error.message : 'unexpected error';
      console.warn(`Page lookup for ${page.hostname}: ${reason}; using defaults`);
      return fallback;
    }
  }

  return async function lookup(url: string): Promise<VideoMetadata> {
    const fallback = fallbackMetadata(url);
    if (metadataFetch === 'off') return fallback;
    if (fallback.youtubeId) return lookupYouTube(url, fallback);
    const page = parseHttpUrl(url);
    return readPage && page ? lookupPage(page, readPage, fallback) : fallback;
  };
}

/** The body as text, refused as soon as it is known to pass `maxBytes`. */
async function readBody(response: Response, maxBytes: number): Promise<string> {
  const discard = () => void response.body?.cancel().catch(() => undefined);
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    discard();
    throw new LookupFailure(`redirect (HTTP ${response.status}) not followed`);
  }
  if (!response.ok) {
    discard();
    // Too many requests, or the service failing: it may answer later. Any other refusal is
    // about the video (401 private, 404 removed, 400 not a video).
    const busy = response.status === 429 || response.status >= 500;
    throw new LookupFailure(`HTTP ${response.status}`, busy);
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    discard();
    throw new LookupFailure(`Content-Length ${declared} over ${maxBytes} bytes`);
  }
  if (!response.body) return '';

  const reader = response.body.getReader();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw new LookupFailure(`body over ${maxBytes} bytes`);
    }
    try {
      text += decoder.decode(value, { stream: true });
    } catch {
      throw new LookupFailure('body is not UTF-8');
    }
  }
  return text + decoder.decode();
}

/** The two fields used; each only if it is a non-empty string (anything else is untrusted). */
function readAnswer(text: string): OembedFields {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new LookupFailure('malformed JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new LookupFailure('answer is not a JSON object');
  }
  const fields = data as Record<string, unknown>;
  const title = nonEmptyString(fields.title);
  const author = nonEmptyString(fields.author_name);
  const answer: OembedFields = {};
  if (title !== undefined) answer.title = capLength(title, VIDEO_TITLE_MAX_LENGTH);
  if (author !== undefined) answer.author_name = capLength(author, CHANNEL_NAME_MAX_LENGTH);
  return answer;
}

function nonEmptyString(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function describeNetworkError(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'unknown';
}
