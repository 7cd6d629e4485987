import { OutboundError, SERVER_OWNER, UNLIMITED, type OutboundLimiter } from '@server/outbound';
import { LookupFailure, readAnswer, readBody, type OembedFields } from './oembed-answer';
import { matchProvider, OEMBED_SERVICES, type OembedService } from './providers';

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
  | { kind: 'unavailable'; reason: string }
  /** Not asked: no turn among this server's outside requests before the deadline (decision 0083). */
  | { kind: 'queued'; reason: string };

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
      if (error instanceof OutboundError) {
        throw new LookupFailure(error.message, error.reason === 'busy' ? 'queued' : 'unavailable');
      }
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

function describeNetworkError(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'unknown';
}
