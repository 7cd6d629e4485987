import { parseHttpUrl } from '@shared/urls';
import type { MetadataFetch } from '@server/config/config';
import { OutboundError, type SafeFetcher } from '@server/outbound';
import { fallbackMetadata, type VideoMetadata } from './fallback-details';
import { createOembedClient, type VideoMetadataLookupOptions } from './oembed-client';
import { createPageMetadataReader } from './page-metadata';
import { lookupService, matchProvider } from './providers';
import { createYouTubeLengthReader } from './youtube-length';

/**
 * What a lookup came to (docs/decisions/0050-keep-details-right.md):
 * - `found`: the service answered about the link; `found` holds what it said;
 * - `gone`: the provider says the video is removed or private (oEmbed 401, 403, 404; a page's
 *   404 or 410): the video is marked unavailable, never deleted;
 * - `unreachable`: the service did not answer (429, 5xx, timeout, network): try again later;
 * - `queued`: nobody was asked: this server's outside requests were all taken until the lookup's
 *   deadline (docs/decisions/0083-outbound-limits.md): try again soon, the service is not to blame;
 * - `nothing`: nothing to learn, now or later: lookups are off for this link, the address is
 *   refused, or the answer was unusable.
 */
export type LookupStatus = 'found' | 'gone' | 'unreachable' | 'queued' | 'nothing';

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
   * `pageFetcher`; YouTube's watch page too, for a length), `oembed` asks the video sites only,
   * `off` asks nobody (every link keeps the fallbacks).
   */
  metadataFetch?: MetadataFetch;
  /** Fetches web pages for their own details; without it, pages keep the fallbacks. */
  pageFetcher?: SafeFetcher;
  /**
   * YOUTUBE_WATCH_URL: YouTube's watch page, read with `on` (through `pageFetcher`) for a
   * video's length, which its oEmbed never tells; without it, that length stays unknown.
   */
  youtubeWatchUrl?: string;
  /** Told how each service asked answered (the details refresher's pauses: app.ts). */
  onOutcome?: (outcome: LookupOutcome) => void;
}

/**
 * Details for a link (docs/product/api.md), for an add, the background refresher and a refresh
 * alike: the video site's oEmbed answer for a video of one (YouTube, Vimeo, Dailymotion, TED), with
 * pages read a YouTube video's length from its watch page, the page's own title, site name,
 * description and image for another web page, the fallbacks whenever those say nothing or lookups
 * are off; and how the lookup went (LookupStatus). Never rejects.
 */
export function createDetailsLookup({
  metadataFetch = 'on',
  pageFetcher,
  youtubeWatchUrl,
  onOutcome,
  ...options
}: DetailsLookupDeps): DetailsLookup {
  const askOembed = createOembedClient(options);
  const readPage =
    metadataFetch === 'on' && pageFetcher ? createPageMetadataReader(pageFetcher) : undefined;
  // A page of YouTube's, so only where pages are read: `oembed` and `off` promise none.
  const readYouTubeLength =
    metadataFetch === 'on' && pageFetcher && youtubeWatchUrl !== undefined
      ? createYouTubeLengthReader({ fetcher: pageFetcher, watchUrl: youtubeWatchUrl })
      : undefined;

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
      case 'answered': {
        // Only once YouTube has answered about the video: a removed or unreachable one's page
        // has no length to give. A failure there leaves the length unknown, nothing more.
        const duration =
          answer.duration ??
          (provider.service === 'youtube' && readYouTubeLength
            ? await readYouTubeLength(id, owner)
            : undefined);
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
            ...(duration === undefined ? {} : { duration }),
          },
        };
      }
      case 'gone':
        return { status: 'gone', found: {} };
      case 'unavailable':
        return { status: 'unreachable', found: {} };
      case 'queued':
        return { status: 'queued', found: {} };
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
      if (error.reason === 'busy') return { status: 'queued', found: {} };
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
