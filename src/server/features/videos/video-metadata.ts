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
 * Why an oEmbed answer was not used; the message goes to the log, nothing else. `kind` says what
 * it means: `unavailable`, the service may answer later (busy, down, unreachable); `gone`, it
 * answered that the video is private or removed (401, 403, 404); `unknown`, an answer that will
 * not change (a bad request, an unusable body, a redirect).
 */
class LookupFailure extends Error {
  constructor(
    message: string,
    readonly kind: 'unknown' | 'unavailable' | 'gone' = 'unknown',
  ) {
    super(message);
  }
}

/** What YouTube's oEmbed said about a video. */
export type OembedAnswer =
  | { kind: 'answered'; title?: string; channelName?: string }
  /** The video is private or removed (401, 403, 404). */
  | { kind: 'gone'; reason: string }
  /** Nothing to learn about this video now or later (a bad request, an unusable answer). */
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
      if (signal.aborted) {
        throw new LookupFailure(`timed out after ${timeoutMs} ms`, 'unavailable');
      }
      throw new LookupFailure(`network error (${describeNetworkError(error)})`, 'unavailable');
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
      return { kind: failure.kind, reason: failure.message };
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

/**
 * What a lookup came to (issue 18, docs/decisions/0050-keep-details-right.md):
 * - `found`: the service answered about the link; `found` holds what it said;
 * - `gone`: the provider says the video is removed or private (oEmbed 401, 403, 404; a page's
 *   404 or 410): the video is marked unavailable, never deleted;
 * - `unreachable`: the service did not answer (429, 5xx, timeout, network): try again later;
 * - `nothing`: nothing to learn, now or later: lookups are off for this link, the address is
 *   refused, or the answer was unusable.
 */
export type LookupStatus = 'found' | 'gone' | 'unreachable' | 'nothing';

/** What a service said about a link, each field only if it said it. */
export interface FoundDetails {
  title?: string;
  channelName?: string;
  description?: string;
  thumbnailUrl?: string;
}

export interface DetailsLookupResult {
  status: LookupStatus;
  /** What a new link is saved with: what was found, over the fallbacks. */
  details: VideoMetadata;
  /** What the service said; empty unless `found`. */
  found: FoundDetails;
  /** Who was asked (lookupService); absent when nobody was. */
  service?: string;
}

/** How one service answered, for whoever keeps track of which services are down. */
export interface LookupOutcome {
  service: string;
  status: LookupStatus;
}

export interface DetailsLookup {
  (url: string): Promise<DetailsLookupResult>;
  /**
   * Whether this server looks up links like `url` at all (METADATA_FETCH); when not, a lookup
   * answers `nothing` without asking anyone.
   */
  covers(url: string): boolean;
  /** METADATA_FETCH, as this lookup was made with. */
  readonly mode: MetadataFetch;
}

export interface DetailsLookupDeps extends VideoMetadataLookupOptions {
  /**
   * METADATA_FETCH: `on` asks YouTube's oEmbed and reads other pages (with `pageFetcher`),
   * `oembed` asks YouTube only, `off` asks nobody (every link keeps the fallbacks).
   */
  metadataFetch?: MetadataFetch;
  /** Fetches web pages for their own details; without it, pages keep the fallbacks. */
  pageFetcher?: SafeFetcher;
  /** Told how each service asked answered (the details refresher's pauses: app.ts). */
  onOutcome?: (outcome: LookupOutcome) => void;
}

/**
 * Who a lookup of `url` asks: `youtube` (oEmbed), or `page:<host>` for a web page. Services are
 * paused apart: one site that is down does not hold up YouTube's lookups, nor another site's.
 */
export function lookupService(url: string): string | undefined {
  if (parseYouTubeId(url)) return 'youtube';
  const page = parseHttpUrl(url);
  return page ? `page:${page.hostname}` : undefined;
}

/**
 * Details for a link (SPEC §7), for an add, the background refresher and a refresh alike:
 * oEmbed's answer for a YouTube video, the page's own title, site name and description for
 * another web page, the fallbacks whenever those say nothing or lookups are off; and how the
 * lookup went (LookupStatus). Never rejects.
 */
export function createDetailsLookup({
  metadataFetch = 'on',
  pageFetcher,
  onOutcome,
  ...options
}: DetailsLookupDeps): DetailsLookup {
  const askOembed = createOembedClient(options);
  const readPage =
    metadataFetch === 'on' && pageFetcher ? createPageMetadataReader(pageFetcher) : undefined;

  type Outcome = Pick<DetailsLookupResult, 'status' | 'found'> & { imageUrl?: string };

  async function lookupYouTube(url: string, fallback: VideoMetadata): Promise<Outcome> {
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
    switch (answer.kind) {
      case 'answered':
        return {
          status: 'found',
          found: {
            ...(answer.title === undefined ? {} : { title: answer.title }),
            ...(answer.channelName === undefined ? {} : { channelName: answer.channelName }),
            thumbnailUrl: fallback.thumbnailUrl,
          },
        };
      case 'gone':
        return { status: 'gone', found: {} };
      case 'unavailable':
        return { status: 'unreachable', found: {} };
      case 'unknown':
        return { status: 'nothing', found: {} };
    }
  }

  async function lookupPage(page: URL, read: NonNullable<typeof readPage>): Promise<Outcome> {
    try {
      const found = await read(page.href);
      return {
        status: 'found',
        found: {
          ...(found.title === undefined ? {} : { title: found.title }),
          ...(found.siteName === undefined ? {} : { channelName: found.siteName }),
          ...(found.description === undefined ? {} : { description: found.description }),
        },
        ...(found.imageUrl === undefined ? {} : { imageUrl: found.imageUrl }),
      };
    } catch (error) {
      // The host only (the fetcher's reasons name no path or query): the rest may be user data.
      const reason = error instanceof OutboundError ? error.message : 'unexpected error';
      console.warn(`Page lookup for ${page.hostname}: ${reason}; using defaults`);
      if (!(error instanceof OutboundError)) return { status: 'nothing', found: {} };
      if (error.retry) return { status: 'unreachable', found: {} };
      const gone = error.reason === 'http_status' && (error.status === 404 || error.status === 410);
      return { status: gone ? 'gone' : 'nothing', found: {} };
    }
  }

  function covers(url: string): boolean {
    if (metadataFetch === 'off') return false;
    if (parseYouTubeId(url)) return true;
    return readPage !== undefined && parseHttpUrl(url) !== null;
  }

  async function ask(url: string, fallback: VideoMetadata): Promise<Outcome> {
    if (fallback.youtubeId) return lookupYouTube(url, fallback);
    const page = parseHttpUrl(url);
    return page && readPage ? lookupPage(page, readPage) : { status: 'nothing', found: {} };
  }

  const lookup = async (url: string): Promise<DetailsLookupResult> => {
    const fallback = fallbackMetadata(url);
    const service = lookupService(url);
    if (!covers(url) || !service) return { status: 'nothing', details: fallback, found: {} };
    const { status, found, imageUrl } = await ask(url, fallback);
    onOutcome?.({ service, status });
    // A page's image is kept apart: not stored or shown yet (decision 0048).
    const details = { ...fallback, ...found, ...(imageUrl === undefined ? {} : { imageUrl }) };
    return { status, details, found, service };
  };
  return Object.assign(lookup, { covers, mode: metadataFetch });
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
    // Too many requests, or the service failing: it may answer later. 401 (private), 403 (not
    // embeddable, or private) and 404 (removed) say the video is gone; any other refusal (400:
    // not a video) will not change.
    const busy = response.status === 429 || response.status >= 500;
    const gone = [401, 403, 404].includes(response.status);
    throw new LookupFailure(
      `HTTP ${response.status}`,
      busy ? 'unavailable' : gone ? 'gone' : 'unknown',
    );
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
