import {
  CHANNEL_NAME_MAX_LENGTH,
  PLACEHOLDER_THUMBNAIL_URL,
  VIDEO_TITLE_MAX_LENGTH,
} from '@shared/constants';
import { parseHttpUrl } from '@shared/urls';
import { parseYouTubeId, youtubeThumbnailUrl } from '@shared/youtube';

export interface VideoMetadata {
  /** Empty for links that are not YouTube videos. */
  youtubeId: string;
  title: string;
  description: string;
  thumbnailUrl: string;
  channelName: string;
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

/** Why an oEmbed answer was not used; the message goes to the log, nothing else. */
class LookupFailure extends Error {}

/**
 * Title and channel for a link being saved (SPEC §7). Only YouTube's oEmbed endpoint is ever
 * asked, and only about a recognised video id: the server never fetches a URL a user typed.
 * Never rejects: any failure gives the defaults.
 */
export function createVideoMetadataLookup({
  oembedUrl,
  timeoutMs = 3000,
  maxBytes = 64 * 1024,
  fetch = globalThis.fetch,
}: VideoMetadataLookupOptions): (url: string) => Promise<VideoMetadata> {
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
      if (signal.aborted) throw new LookupFailure(`timed out after ${timeoutMs} ms`);
      throw new LookupFailure(`network error (${describeNetworkError(error)})`);
    }
  }

  return async function lookup(url: string): Promise<VideoMetadata> {
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
    if (!youtubeId) {
      const host = parsed.hostname.replace(/^www\./, '');
      return {
        youtubeId: '',
        title: host,
        description: `Content from ${host}`,
        thumbnailUrl: PLACEHOLDER_THUMBNAIL_URL,
        channelName: host,
      };
    }

    let answer: OembedFields = {};
    let problem: string | undefined;
    try {
      answer = await fetchOembed(url.trim());
      const missing = (['title', 'author_name'] as const).filter((key) => !answer[key]);
      if (missing.length > 0) problem = `answer had no usable ${missing.join(' or ')}`;
    } catch (error) {
      problem = error instanceof LookupFailure ? error.message : 'unexpected error';
    }
    // The id only: the rest of the URL (and the answer) may carry user data.
    if (problem) console.warn(`oEmbed lookup for video ${youtubeId}: ${problem}; using defaults`);
    return {
      youtubeId,
      title: answer.title ?? DEFAULT_YOUTUBE_TITLE,
      description: '',
      thumbnailUrl: youtubeThumbnailUrl(youtubeId),
      channelName: answer.author_name ?? DEFAULT_YOUTUBE_CHANNEL,
    };
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
    throw new LookupFailure(`HTTP ${response.status}`);
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

/** Cut to `max` UTF-16 units, never between the two halves of a surrogate pair. */
function capLength(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return (last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut).trimEnd();
}

function describeNetworkError(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'unknown';
}
