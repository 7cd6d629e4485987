import { createHash } from 'node:crypto';
import { PLACEHOLDER_THUMBNAIL_URL } from '@shared/constants';
import { parseHttpUrl } from '@shared/urls';
import type { MetadataFetch } from '@server/config/config';
import type { Database } from '@server/db/client';
import { AppError, RateLimitedError } from '@server/http/app-error';
import { OutboundError, type SafeFetcher } from '@server/outbound';
import type { RateWindow } from '@server/rate-limit/rate-window';
import { ByteLru } from './image-cache';
import { imageReader } from './image-reader';
import { DECLARED_IMAGE_TYPES, type ThumbnailType } from './image-type';
import { findThumbnailUrl } from './thumbnails.repo';

/** A card's image is a few hundred KB at most; anything past this is not one. */
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
/** The whole exchange: a card shows its muted box meanwhile, then the placeholder. */
export const THUMBNAIL_TIMEOUT_MS = 4000;
/** Images kept in memory, by their URL, so a library of cards does not refetch them. */
export const THUMBNAIL_CACHE_BYTES = 32 * 1024 * 1024;
/** How long an image is kept (as long as a browser keeps it: Cache-Control max-age). */
export const THUMBNAIL_CACHE_SECONDS = 86_400;
/** Images fetched from outside per user a minute (answers from the cache do not count). */
export const THUMBNAIL_FETCHES_PER_MINUTE = 300;
export const THUMBNAIL_FETCH_WINDOW_MS = 60_000;
/** A refused image (not an image, too big, an internal address) is not asked for again soon… */
const REFUSED_FOR_MS = 10 * 60_000;
/** …nor, for a while, one whose host did not answer (every card of a dead host answers at once). */
const UNREACHABLE_FOR_MS = 60_000;
/** What a remembered failure costs the cache (its key and a little bookkeeping). */
const FAILURE_COST = 256;

export interface ThumbnailImage {
  bytes: Buffer;
  /** Checked by the bytes' signature, whatever the host declared. */
  type: ThumbnailType;
  /** A strong validator of the bytes, quoted. */
  etag: string;
}

/** `busy`: it never got its turn among the server's outside requests (decision 0083). */
type Outcome = { image: ThumbnailImage } | { failure: 'refused' | 'unreachable' | 'busy' };

const videoNotFound = () => new AppError('not_found', 404, 'Video not found.');
const noImage = () => new AppError('not_found', 404, 'This video has no image to show.');
const refused = () => new AppError('not_found', 404, 'This video’s image cannot be shown.');
const unreachable = () =>
  new AppError(
    'lookup_unavailable',
    503,
    'The image’s site could not be reached. Try again later.',
  );
const busy = () =>
  new AppError('server_busy', 503, 'The server is busy fetching other images. Try again shortly.');
const turnedOff = () =>
  new AppError('lookups_off', 404, 'Images from other sites are turned off on this server.');

export interface ThumbnailsServiceDeps {
  db: Database;
  /** The safe fetcher (decision 0048): http(s) only, the server's own network refused. */
  fetcher: SafeFetcher;
  /** METADATA_FETCH: `off` fetches nothing from outside, images included. */
  metadataFetch: MetadataFetch;
  /** Each user's fetches from outside, per minute (memory on PGlite, the database on PostgreSQL). */
  fetches: RateWindow;
  cacheBytes?: number;
  now?: () => number;
}

/**
 * A video's stored image, fetched by the server so the browser never contacts the image's host
 * (docs/decisions/0053-thumbnail-proxy.md): only the owner's video (RLS: another user's id is not
 * found), only a raster image checked by its bytes, within a size and time cap, kept in a
 * bounded cache by URL; failures are remembered a while so a dead host is not asked per card.
 */
export function createThumbnailsService({
  db,
  fetcher,
  metadataFetch,
  fetches,
  cacheBytes = THUMBNAIL_CACHE_BYTES,
  now = Date.now,
}: ThumbnailsServiceDeps) {
  const cache = new ByteLru<Outcome>(cacheBytes, now);
  /** Fetches under way, by URL: cards asking at once for one image share one fetch. */
  const inFlight = new Map<string, Promise<Outcome>>();

  async function fetchImage(url: URL, userId: string): Promise<Outcome> {
    try {
      const fetched = await fetcher.get(url, {
        accept: DECLARED_IMAGE_TYPES,
        maxBytes: THUMBNAIL_MAX_BYTES,
        read: imageReader,
        owner: userId,
      });
      const { bytes, type } = fetched.value;
      if (fetched.truncated || !type) {
        const why = fetched.truncated ? `over ${THUMBNAIL_MAX_BYTES} bytes` : 'not a raster image';
        console.warn(`Thumbnail from ${url.hostname}: ${why}; refused`);
        return { failure: 'refused' };
      }
      const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
      return { image: { bytes, type, etag } };
    } catch (error) {
      // The host only (the fetcher's reasons name no path or query): the rest may be user data.
      const reason = error instanceof OutboundError ? error.message : 'unexpected error';
      console.warn(`Thumbnail from ${url.hostname}: ${reason}`);
      if (error instanceof OutboundError && error.reason === 'busy') return { failure: 'busy' };
      const retry = error instanceof OutboundError && error.retry;
      return { failure: retry ? 'unreachable' : 'refused' };
    }
  }

  /** The image at `url`: from the cache, a fetch under way, or a new fetch the user is charged. */
  async function imageAt(userId: string, url: URL): Promise<Outcome> {
    const key = url.href;
    const known = cache.get(key) ?? (await inFlight.get(key));
    if (known) return known;
    const taken = await fetches.take(userId);
    if (!taken.admitted) throw new RateLimitedError(Math.ceil(taken.waitMs / 1000));
    // Another request may have started it, or even finished it, while the window was asked.
    const meanwhile = cache.get(key) ?? inFlight.get(key);
    if (meanwhile) return meanwhile;
    const fetching = fetchImage(url, userId).then((outcome) => {
      if ('image' in outcome) {
        cache.set(key, outcome, outcome.image.bytes.length, THUMBNAIL_CACHE_SECONDS * 1000);
      } else if (outcome.failure !== 'busy') {
        // Remembered a while; `busy` is not, as it says nothing of the image's host.
        const ttl = outcome.failure === 'refused' ? REFUSED_FOR_MS : UNREACHABLE_FOR_MS;
        cache.set(key, outcome, FAILURE_COST + key.length, ttl);
      }
      return outcome;
    });
    inFlight.set(key, fetching);
    try {
      return await fetching;
    } finally {
      inFlight.delete(key);
    }
  }

  return {
    /**
     * The image of the user's video `id`. 404 `not_found` when the user has no such video (another
     * user's included), when it has no image of its own (the placeholder, none, not http(s)), or
     * when the image is refused (not a raster image, too big, an address the fetcher refuses);
     * 404 `lookups_off` under METADATA_FETCH=off; 503 `lookup_unavailable` when its host does not
     * answer; 503 `server_busy` when its fetch got no turn in time among the server's outside
     * requests (decision 0083); 429 past the user's fetches a minute.
     */
    async image(userId: string, id: string): Promise<ThumbnailImage> {
      const video = await db.asUser(userId, (tx) => findThumbnailUrl(tx, userId, id));
      if (!video) throw videoNotFound();
      const stored = video.thumbnailUrl?.trim() ?? '';
      const url = stored === PLACEHOLDER_THUMBNAIL_URL ? null : parseHttpUrl(stored);
      if (!url) throw noImage();
      if (metadataFetch === 'off') throw turnedOff();
      const outcome = await imageAt(userId, url);
      if ('image' in outcome) return outcome.image;
      if (outcome.failure === 'busy') throw busy();
      throw outcome.failure === 'refused' ? refused() : unreachable();
    },
  };
}

export type ThumbnailsService = ReturnType<typeof createThumbnailsService>;
