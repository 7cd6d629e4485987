import {
  CHANNEL_NAME_MAX_LENGTH,
  PLACEHOLDER_THUMBNAIL_URL,
  VIDEO_TITLE_MAX_LENGTH,
  VIDEO_URL_MAX_LENGTH,
} from '@shared/constants';
import { canonicalDailymotionUrl, parseDailymotionId } from '@shared/dailymotion';
import { formatDuration } from '@shared/duration';
import { canonicalTedUrl, parseTedTalk } from '@shared/ted';
import { capLength } from '@shared/text';
import { parseHttpUrl } from '@shared/urls';
import { parseVimeo } from '@shared/vimeo';
import { canonicalYouTubeUrl, parseYouTubeId, youtubeThumbnailUrl } from '@shared/youtube';
import type { MetadataFetch } from '@server/config/config';
import {
  OutboundError,
  SERVER_OWNER,
  UNLIMITED,
  type OutboundLimiter,
  type SafeFetcher,
} from '@server/outbound';
import { createPageMetadataReader } from './page-metadata';

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

/** The video sites asked through their oEmbed endpoints (decision 0052). */
export const OEMBED_SERVICES = ['youtube', 'vimeo', 'dailymotion', 'ted'] as const;
export type OembedService = (typeof OEMBED_SERVICES)[number];

/** A video site with an oEmbed endpoint: which links are its videos, and how to ask about one. */
interface OembedProvider {
  /** Its lookupService name: each provider is paused apart. */
  service: OembedService;
  /** As messages and the log name it. */
  name: string;
  /**
   * The video `url` names: an id safe to log (never a secret such as an unlisted video's
   * hash), and the plain link the provider is asked about; undefined when it is not one.
   */
  match(url: string): { id: string; asked: string } | undefined;
  /** Whether its answer's thumbnail_url is kept (YouTube's image is known from the id). */
  answersThumbnail: boolean;
}

/**
 * The table of providers, in the order a link is tried. Only a link one of them recognises is
 * ever sent to an oEmbed endpoint, and only in the provider's own plain form: the form a user
 * shared may carry tracking or share tokens, and the provider may not know it.
 */
const OEMBED_PROVIDERS: readonly OembedProvider[] = [
  {
    service: 'youtube',
    name: 'YouTube',
    match: (url) => {
      const id = parseYouTubeId(url);
      return id ? { id, asked: canonicalYouTubeUrl(id) } : undefined;
    },
    answersThumbnail: false,
  },
  {
    service: 'vimeo',
    name: 'Vimeo',
    match: (url) => {
      const video = parseVimeo(url);
      // An unlisted video is known to oEmbed only with its hash.
      return video
        ? {
            id: video.id,
            asked: `https://vimeo.com/${video.id}${video.hash ? `/${video.hash}` : ''}`,
          }
        : undefined;
    },
    answersThumbnail: true,
  },
  {
    service: 'dailymotion',
    name: 'Dailymotion',
    match: (url) => {
      const id = parseDailymotionId(url);
      return id ? { id, asked: canonicalDailymotionUrl(id) } : undefined;
    },
    answersThumbnail: true,
  },
  {
    service: 'ted',
    name: 'TED',
    match: (url) => {
      const slug = parseTedTalk(url);
      return slug ? { id: slug, asked: canonicalTedUrl(slug) } : undefined;
    },
    answersThumbnail: true,
  },
];

/** The provider whose video `url` is, and what to ask it. */
function matchProvider(url: string) {
  for (const provider of OEMBED_PROVIDERS) {
    const match = provider.match(url);
    if (match) return { provider, ...match };
  }
  return undefined;
}

/** The name of the video site `url` is a video of (YouTube, Vimeo, …), if any. */
export const videoSiteOf = (url: string): string | undefined => matchProvider(url)?.provider.name;

/** A lookupService as people read it: `YouTube`, `Vimeo`, or a page's host. */
export const serviceName = (service: string): string =>
  OEMBED_PROVIDERS.find((provider) => provider.service === service)?.name ??
  service.replace(/^page:/, '');

/** Whether `url` is a video of a site asked through oEmbed (YouTube, Vimeo, Dailymotion, TED). */
export const isVideoSiteLink = (url: string): boolean => matchProvider(url) !== undefined;

/** Each provider's oEmbed endpoint (YOUTUBE_OEMBED_URL, VIMEO_OEMBED_URL, …), or a local fake. */
export type OembedEndpoints = Record<OembedService, string>;

export interface VideoMetadataLookupOptions {
  /** The providers' oEmbed endpoints (config.ts), or local fakes in tests. */
  oembedUrls: OembedEndpoints;
  /** Covers the whole exchange, body included, so a slow answer cannot hold up an add. */
  timeoutMs?: number;
  /** A real answer is about 1 KB; anything far bigger is not one. */
  maxBytes?: number;
  fetch?: typeof globalThis.fetch;
  /** The app's gate for outside requests (decision 0083): the oEmbed ones take turns there too. */
  limiter?: OutboundLimiter;
}

// Defaults when oEmbed has no answer (SPEC §8: metadata failures fall back silently).
export const DEFAULT_YOUTUBE_TITLE = 'YouTube Video';
export const DEFAULT_YOUTUBE_CHANNEL = 'YouTube';
// What an unparseable link is shown as (SPEC §7).
export const UNPARSEABLE_TITLE = 'Web Content';
export const UNPARSEABLE_CHANNEL = 'Unknown';

/** The fields of an answer Vidshelf uses, each present only if usable. */
interface OembedFields {
  title?: string;
  author_name?: string;
  thumbnail_url?: string;
  duration?: string;
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

/** What a provider's oEmbed said about a video. */
export type OembedAnswer =
  | {
      kind: 'answered';
      title?: string;
      channelName?: string;
      /** http(s) only; absent for YouTube, whose image is known from the id. */
      thumbnailUrl?: string;
      duration?: string;
    }
  /** The video is private or removed (401, 403, 404). */
  | { kind: 'gone'; reason: string }
  /** Nothing to learn about this video now or later (a bad request, an unusable answer). */
  | { kind: 'unknown'; reason: string }
  /** The service did not answer (429, 5xx, timeout, network): ask again later. */
  | { kind: 'unavailable'; reason: string };

/**
 * Asks the provider of a video URL about it through its oEmbed endpoint: only ever a video one of
 * the providers recognises (the server never sends a URL a user typed anywhere else), in its
 * plain form. Never rejects: a failure is an answer of its own kind, and a URL no provider knows
 * is `unknown` without a request.
 */
export function createOembedClient({
  oembedUrls,
  timeoutMs = 3000,
  maxBytes = 64 * 1024,
  fetch = globalThis.fetch,
  limiter = UNLIMITED,
}: VideoMetadataLookupOptions): (videoUrl: string, owner?: string) => Promise<OembedAnswer> {
  // Parsed once: a bad endpoint is a configuration error, reported at start-up.
  const endpoints = new Map(
    OEMBED_SERVICES.map((service) => [service, new URL(oembedUrls[service])] as const),
  );

  async function fetchOembed(
    endpoint: URL,
    videoUrl: string,
    owner: string,
  ): Promise<OembedFields> {
    const request = new URL(endpoint);
    request.searchParams.set('url', videoUrl);
    request.searchParams.set('format', 'json');
    // The deadline covers the wait for a turn too: an add waits no longer than it did.
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      // The slot is held until the body is read, not only the answer's head.
      const text = await limiter.run(owner, maxBytes, signal, async () => {
        // A redirect could point anywhere, so it counts as a failure and is never followed.
        const response = await fetch(request, { redirect: 'manual', signal });
        return readBody(response, maxBytes);
      });
      return readAnswer(text);
    } catch (error) {
      if (error instanceof LookupFailure) throw error;
      if (error instanceof OutboundError) throw new LookupFailure(error.message, 'unavailable');
      // The abort reason surfaces as whichever error the read was in, so ask the signal.
      if (signal.aborted) {
        throw new LookupFailure(`timed out after ${timeoutMs} ms`, 'unavailable');
      }
      throw new LookupFailure(`network error (${describeNetworkError(error)})`, 'unavailable');
    }
  }

  return async (videoUrl, owner = SERVER_OWNER) => {
    const match = matchProvider(videoUrl);
    const endpoint = match && endpoints.get(match.provider.service);
    if (!match || !endpoint) return { kind: 'unknown', reason: 'not a video of a known site' };
    try {
      const answer = await fetchOembed(endpoint, match.asked, owner);
      return {
        kind: 'answered',
        ...(answer.title === undefined ? {} : { title: answer.title }),
        ...(answer.author_name === undefined ? {} : { channelName: answer.author_name }),
        ...(answer.thumbnail_url === undefined || !match.provider.answersThumbnail
          ? {}
          : { thumbnailUrl: answer.thumbnail_url }),
        ...(answer.duration === undefined ? {} : { duration: answer.duration }),
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
  /** An http(s) image: YouTube's from the id, another site's thumbnail_url, a page's og:image. */
  thumbnailUrl?: string;
  /** Whole seconds, as the `duration` column holds it (src/shared/duration.ts). */
  duration?: string;
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
  /** `owner`: the user it is for, whose turn it takes among outside requests (decision 0083). */
  (url: string, owner?: string): Promise<DetailsLookupResult>;
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
   * METADATA_FETCH: `on` asks the video sites' oEmbed and reads other pages (with
   * `pageFetcher`), `oembed` asks the video sites only, `off` asks nobody (every link keeps the
   * fallbacks).
   */
  metadataFetch?: MetadataFetch;
  /** Fetches web pages for their own details; without it, pages keep the fallbacks. */
  pageFetcher?: SafeFetcher;
  /** Told how each service asked answered (the details refresher's pauses: app.ts). */
  onOutcome?: (outcome: LookupOutcome) => void;
}

/**
 * Who a lookup of `url` asks: a video site's oEmbed (`youtube`, `vimeo`, `dailymotion`, `ted`),
 * or `page:<host>` for a web page. Services are paused apart: one site that is down does not
 * hold up YouTube's lookups, nor another site's.
 */
export function lookupService(url: string): string | undefined {
  const video = matchProvider(url);
  if (video) return video.provider.service;
  const page = parseHttpUrl(url);
  return page ? `page:${page.hostname}` : undefined;
}

/**
 * Details for a link (SPEC §7), for an add, the background refresher and a refresh alike: the
 * video site's oEmbed answer for a video of one (YouTube, Vimeo, Dailymotion, TED), the page's
 * own title, site name, description and image for another web page, the fallbacks whenever
 * those say nothing or lookups are off; and how the lookup went (LookupStatus). Never rejects.
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

  type Outcome = Pick<DetailsLookupResult, 'status' | 'found'>;

  async function lookupVideo(
    url: string,
    { provider, id }: NonNullable<ReturnType<typeof matchProvider>>,
    fallback: VideoMetadata,
    owner: string | undefined,
  ): Promise<Outcome> {
    const answer = await askOembed(url, owner);
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
      console.warn(`oEmbed lookup for ${provider.name} video ${id}: ${problem}; using defaults`);
    }
    switch (answer.kind) {
      case 'answered':
        return {
          status: 'found',
          found: {
            ...(answer.title === undefined ? {} : { title: answer.title }),
            ...(answer.channelName === undefined ? {} : { channelName: answer.channelName }),
            // YouTube's image comes from the id; another site's from its answer, if usable.
            ...(provider.answersThumbnail
              ? answer.thumbnailUrl === undefined
                ? {}
                : { thumbnailUrl: answer.thumbnailUrl }
              : { thumbnailUrl: fallback.thumbnailUrl }),
            ...(answer.duration === undefined ? {} : { duration: answer.duration }),
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

  async function lookupPage(
    page: URL,
    read: NonNullable<typeof readPage>,
    owner: string | undefined,
  ): Promise<Outcome> {
    try {
      const found = await read(page.href, owner);
      return {
        status: 'found',
        found: {
          ...(found.title === undefined ? {} : { title: found.title }),
          ...(found.siteName === undefined ? {} : { channelName: found.siteName }),
          ...(found.description === undefined ? {} : { description: found.description }),
          // Stored as the video's thumbnail; browsers get it through the server (decision 0052).
          ...(found.imageUrl === undefined ? {} : { thumbnailUrl: found.imageUrl }),
        },
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
    if (matchProvider(url)) return true;
    return readPage !== undefined && parseHttpUrl(url) !== null;
  }

  async function ask(
    url: string,
    fallback: VideoMetadata,
    owner: string | undefined,
  ): Promise<Outcome> {
    // A video site's link is only ever asked of its oEmbed, never read as a page.
    const video = matchProvider(url);
    if (video) return lookupVideo(url, video, fallback, owner);
    const page = parseHttpUrl(url);
    return page && readPage ? lookupPage(page, readPage, owner) : { status: 'nothing', found: {} };
  }

  const lookup = async (url: string, owner?: string): Promise<DetailsLookupResult> => {
    const fallback = fallbackMetadata(url);
    const service = lookupService(url);
    if (!covers(url) || !service) return { status: 'nothing', details: fallback, found: {} };
    const { status, found } = await ask(url, fallback, owner);
    onOutcome?.({ service, status });
    return { status, details: { ...fallback, ...found }, found, service };
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

/**
 * The fields used, each only if usable (anything else is untrusted): title and author_name
 * non-empty strings, capped; thumbnail_url an absolute http(s) URL no longer than a link may
 * be; duration whole seconds (a number, or digits in a string as Vimeo once sent).
 */
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
  const thumbnail = imageUrl(fields.thumbnail_url);
  if (thumbnail !== undefined) answer.thumbnail_url = thumbnail;
  const duration = wholeSeconds(fields.duration);
  if (duration !== undefined) answer.duration = duration;
  return answer;
}

/** An absolute http(s) URL without credentials, as the URL parser writes it; else none. */
function imageUrl(value: unknown): string | undefined {
  const url = typeof value === 'string' ? parseHttpUrl(value) : null;
  if (!url || url.username !== '' || url.password !== '') return undefined;
  return url.href.length <= VIDEO_URL_MAX_LENGTH ? url.href : undefined;
}

/**
 * A length in whole seconds as the `duration` column holds it ("213"), rounded; none for
 * anything the badge would not show (zero, negative, over a week, not a number).
 */
function wholeSeconds(value: unknown): string | undefined {
  const seconds =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d{1,9}(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(seconds)) return undefined;
  const whole = String(Math.round(seconds));
  return formatDuration(whole) === null ? undefined : whole;
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
