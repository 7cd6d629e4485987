import { Hono } from 'hono';
import type { Config } from './config/config';
import type { Database } from './db/client';
import { createJobRunner, type BackgroundTask, type JobQueue, type JobRunner } from './jobs';
import { defineSweep } from './features/sweep';
import {
  createAvailabilityService,
  defineAvailabilitySweep,
  registerAvailabilityRoutes,
} from './features/availability';
import { registerAccountRoutes, createAccountService } from './features/account';
import {
  createAccessTokens,
  registerAuthRoutes,
  createAuthService,
  refreshTokenChildren,
} from './features/auth';
import { registerCollectionRoutes, createCollectionsService } from './features/collections';
import {
  CONTACT_MESSAGES_PER_HOUR,
  CONTACT_WINDOW_MS,
  createContactService,
  registerContactRoutes,
} from './features/contact';
import { registerExportRoutes, createExportService } from './features/export';
import { createEventsService, registerEventRoutes, type EventsService } from './features/events';
import { createTagsService, registerTagRoutes } from './features/tags';
import {
  createLibraryEtags,
  createLibraryService,
  registerLibraryRoutes,
} from './features/library';
import { createLimitsService, registerLimitsRoutes } from './features/limits';
import { createPlaybackService, registerPlaybackRoutes } from './features/playback';
import {
  createFeedDiscovery,
  createFeedFetcher,
  createSubscriptionsService,
  defineFeedChecks,
  FEED_LOOKUP_WINDOW_MS,
  FEED_LOOKUPS_PER_MINUTE,
  registerSubscriptionRoutes,
  createSubscriptionImportService,
  registerSubscriptionImportRoutes,
  SUBSCRIPTION_FILE_UPLOADS,
} from './features/subscriptions';
import {
  createImportRunner,
  createImportService,
  forgetUnfinishedUploads,
  registerImportRoutes,
  STREAMED_UPLOADS,
} from './features/import';
import {
  createDetailsLookup,
  createDetailsRefresher,
  isVideoSiteLink,
  type DetailsRefresher,
} from './features/link-details';
import {
  endDetailsClaims,
  pendingVideoDetails,
  type PendingDetails,
  VIDEO_REFRESH_WINDOW_MS,
  VIDEO_REFRESHES_PER_MINUTE,
  BULK_VIDEOS_ROUTE,
  createBulkVideosService,
  registerBulkVideoRoutes,
  registerVideoRoutes,
  createVideosService,
} from './features/videos';
import {
  createThumbnailsService,
  registerThumbnailRoutes,
  THUMBNAIL_FETCH_WINDOW_MS,
  THUMBNAIL_FETCHES_PER_MINUTE,
  THUMBNAIL_TIMEOUT_MS,
} from './features/thumbnails';
import { recordLockout } from './features/audit';
import {
  createAuthRateLimits,
  databaseWindows,
  memoryWindows,
  type AuthRateLimitsConfig,
} from './features/auth';
import { registerHealthRoutes } from './features/health';
import {
  API_TOKEN_MAKING_WINDOW_MS,
  API_TOKEN_REQUESTS_PER_MINUTE,
  API_TOKENS_MADE_PER_HOUR,
  createTokensService,
  registerExtensionTokenRoutes,
  registerTokenRoutes,
} from './features/tokens';
import { BULK_BODY_MAX_BYTES } from '@shared/constants';
import { API_TOKEN_PREFIX } from '@shared/contracts/tokens';
import { createUsersService } from './features/users';
import {
  createWebhooksService,
  defineWebhookDeliveries,
  registerWebhookRoutes,
  WEBHOOK_TIMEOUT_MS,
} from './features/webhooks';
import { errorBody } from './http/app-error';
import { handleError } from './http/error-handler';
import { limitBody } from './http/body-limit';
import { clientAddress, requestAddress } from './http/client-address';
import { allowedExtensions } from './http/allowed-extensions';
import { hostCheck } from './http/host-check';
import { extensionCors } from './http/extension-cors';
import { requireAuth } from './http/require-auth';
import { noStore } from './http/no-store';
import { securityHeaders } from './http/security-headers';
import { createRouter } from './http/router';
import { createDownloads } from './http/downloads';
import { serveClient } from './http/static-client';
import {
  createOutboundLimiter,
  createSafeFetcher,
  type OutboundLimiter,
  type SafeFetcherOptions,
} from './outbound';

/** Work the server does beside answering requests; its state is in the database. */
export interface Background {
  /**
   * Claims the background's work from the database with a lease, so that with several server
   * processes each unit runs once (decision 0093).
   */
  jobs: JobRunner;
  /** Runs the imports a user started, chunk by chunk. */
  imports: BackgroundTask;
  /**
   * Looks up the details of videos waiting for them (imported, or added while the service was
   * not answering); told how the adds' lookups go (decision 0050).
   */
  details: DetailsRefresher<PendingDetails>;
  /**
   * The one gate of every request to the outside web, the background's and the routes' alike
   * (caps and fair turns between users: decision 0083).
   */
  outbound: OutboundLimiter;
  /** Forgets what can never be used again (sessions, old events, Undo's deleted videos). */
  sweep: JobQueue;
  /** Checks followed feeds for new videos, each when it is due (docs/product/subscriptions.md). */
  feeds: JobQueue;
  /** Looks saved videos up again, marking the gone unavailable (docs/product/availability.md). */
  availability: JobQueue;
  /**
   * Sends the webhooks' deliveries, each a job asked for in the transaction that wrote it
   * (docs/product/webhooks.md). Not stopped by METADATA_FETCH=off: the addresses are the users'.
   */
  webhooks: JobQueue;
  /** Whether a link's details are looked up in the background (the imports' and feeds' links). */
  looksUp: (url: string) => boolean;
}

/**
 * The settings a link's lookup is made from (the video sites' endpoints, YouTube's watch page and
 * METADATA_FETCH), and the caps of outside requests.
 */
type LookupConfig = Pick<
  Config,
  | 'youtubeOembedUrl'
  | 'vimeoOembedUrl'
  | 'dailymotionOembedUrl'
  | 'tedOembedUrl'
  | 'youtubeWatchUrl'
  | 'metadataFetch'
  | 'outboundFetchesInFlight'
  | 'outboundBytesInFlight'
  | 'jobLeaseMs'
  | 'youtubeFeedUrl'
  | 'youtubePageUrl'
  | 'subscriptionPollMs'
  | 'availabilityChecksPerMinute'
  | 'webhookTrustedOrigins'
>;

/**
 * How feeds and the pages naming them are read: through the safe fetcher, the operator's
 * YouTube addresses trusted as the oEmbed endpoints are (docs/product/subscriptions.md).
 */
const feedFetcherOf = (
  config: LookupConfig,
  outbound: SafeFetcherOptions | undefined,
  limiter: OutboundLimiter,
) =>
  createFeedFetcher(
    createSafeFetcher({
      ...outbound,
      limiter,
      trustedOrigins: [config.youtubeFeedUrl, config.youtubePageUrl],
    }),
  );

/** How the server looks a link's details up: the same for an add, a refresh and the background. */
const detailsLookupOptions = (
  config: LookupConfig,
  outbound: SafeFetcherOptions | undefined,
  limiter: OutboundLimiter,
) => ({
  oembedUrls: {
    youtube: config.youtubeOembedUrl,
    vimeo: config.vimeoOembedUrl,
    dailymotion: config.dailymotionOembedUrl,
    ted: config.tedOembedUrl,
  },
  metadataFetch: config.metadataFetch,
  limiter,
  pageFetcher: createSafeFetcher({ ...outbound, limiter }),
  youtubeWatchUrl: config.youtubeWatchUrl,
});

export function createBackground(
  db: Database,
  config: LookupConfig,
  now?: () => number,
  /** As AppDeps' `outbound`: only tests pass it (decision 0048). */
  outbound?: SafeFetcherOptions,
): Background {
  const limiter = createOutboundLimiter({
    maxInFlight: config.outboundFetchesInFlight,
    maxBytesInFlight: config.outboundBytesInFlight,
  });
  const jobs = createJobRunner(db, { leaseMs: config.jobLeaseMs, ...(now ? { now } : {}) });
  // METADATA_FETCH=off: no lookups at all, so none in the background either. Videos waiting for
  // their details keep the file's title and the fallbacks, and stay waiting: turned back on,
  // the server looks them up (decision 0048).
  const lookup =
    config.metadataFetch === 'off'
      ? undefined
      : createDetailsLookup(detailsLookupOptions(config, outbound, limiter));
  const details = lookup
    ? createDetailsRefresher({
        pending: pendingVideoDetails(db),
        jobs,
        lookup,
        ...(now ? { now } : {}),
      })
    : idle;
  // Imported and followed links wait for the lookup an add would make (decision 0052); with
  // lookups off, the video sites' links wait all the same, for when they are turned back on.
  const looksUp = lookup ? lookup.covers : isVideoSiteLink;
  const imports = createImportRunner({
    db,
    jobs,
    ...(now ? { now } : {}),
    onVideosAdded: details.wake,
    looksUp,
  });
  const sweep = defineSweep(jobs, db, now ?? Date.now);
  const feeds = defineFeedChecks({
    jobs,
    db,
    fetch: feedFetcherOf(config, outbound, limiter),
    pollMs: config.subscriptionPollMs,
    lookupsOff: config.metadataFetch === 'off',
    onVideosAdded: details.wake,
    looksUp,
    ...(now ? { now } : {}),
  });
  const availability = defineAvailabilitySweep({
    jobs,
    db,
    lookup,
    checksPerMinute: config.availabilityChecksPerMinute,
    ...(now ? { now } : {}),
  });
  const webhooks = defineWebhookDeliveries({
    jobs,
    db,
    // Receivers the operator named on the server's own network are reached (a downloader on the
    // LAN); every other address is judged as any outside request's is.
    poster: createSafeFetcher({
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      ...outbound,
      limiter,
      trustedOrigins: config.webhookTrustedOrigins,
    }),
    ...(now ? { now } : {}),
  });
  return {
    jobs,
    imports,
    details,
    outbound: limiter,
    sweep,
    feeds,
    availability,
    webhooks,
    looksUp,
  };
}

/** A background task with nothing to do. */
const idle: DetailsRefresher<PendingDetails> = {
  wake: () => undefined,
  lookUpNow: () => undefined,
  settled: () => Promise.resolve(),
  stop: () => Promise.resolve(),
  heard: () => undefined,
};

/**
 * At start-up: sweeps, and resumes what a stop cut short (an import, lookups still to make),
 * here or in another process that shares the database.
 */
export async function startBackground(
  db: Database,
  { jobs, details, sweep, availability }: Background,
): Promise<void> {
  await forgetUnfinishedUploads(db);
  // The embedded database has this one process: an add's lookup it claimed died with the last.
  if (db.driver === 'pglite') await db.system(endDetailsClaims);
  await jobs.start();
  sweep.wake();
  availability.wake();
  details.wake();
}

/** Lets the work in progress end (a chunk commits, claims given back), then runs no more. */
export async function stopBackground({ jobs, details }: Background): Promise<void> {
  await details.stop();
  await jobs.stop();
}

export interface AppDeps {
  db: Database;
  config: Pick<
    Config,
    | 'allowSignup'
    | 'accessTokenTtlSeconds'
    | 'trustProxy'
    | 'extensionIds'
    | 'downloadsPerUser'
    | 'downloadStallMs'
    | 'downloadSpoolMaxBytes'
    | 'host'
    | 'allowedHosts'
    | 'youtubeEmbedUrl'
    | 'vimeoPlayerUrl'
    | 'eventStreamsPerUser'
    | 'eventStreamsPerProcess'
  > &
    LookupConfig &
    AuthRateLimitsConfig;
  jwtSecret: string;
  /** The built client to serve beside the API; the API alone when omitted (API tests). */
  clientDir?: string;
  now?: () => number;
  /** Rows per export page (tests make it small to watch the stream). */
  exportOptions?: { pageSize?: number };
  /** Videos per page of a bulk action (tests make it small to watch the pages). */
  bulkOptions?: { pageVideos?: number };
  /**
   * The library's pushed changes (GET /api/events); main.ts passes its own to end the streams on
   * a stop. Made when omitted.
   */
  events?: EventsService;
  /** The background work the routes wake; one is made when omitted (it idles until woken). */
  background?: Background;
  /**
   * How page lookups reach the web. Only tests pass it (`allowAddresses`, to reach their local
   * fakes); the server (main.ts) does not, and no setting fills it (decision 0048).
   */
  outbound?: SafeFetcherOptions;
}

export const OPENAPI_PATH = '/api/openapi.json';

/** Builds the whole HTTP app from its dependencies; nothing global, so tests build their own. */
export function createApp({
  db,
  config,
  jwtSecret,
  clientDir,
  now,
  exportOptions,
  bulkOptions,
  outbound,
  background = createBackground(db, config, now, outbound),
  events = createEventsService({ db, jwtSecret, config, ...(now ? { now } : {}) }),
}: AppDeps) {
  const users = createUsersService(db);
  const clock = now ?? Date.now;
  // Several server processes may share PostgreSQL: the windows must be shared too.
  const windows = db.driver === 'postgres' ? databaseWindows(db, clock) : memoryWindows(clock);
  const authLimits = createAuthRateLimits(config, {
    windows,
    now: clock,
    onAccountLocked: (email, address) => recordLockout(db, email, { address, userAgent: null }),
  });
  const auth = createAuthService({
    db,
    users,
    accessTokens: createAccessTokens(jwtSecret, config.accessTokenTtlSeconds, now),
    childOf: refreshTokenChildren(jwtSecret),
    allowSignup: config.allowSignup,
    signIns: authLimits.successfulSignIns,
    ...(now ? { now } : {}),
  });

  const extensions = allowedExtensions(config.extensionIds);
  const api = createRouter();
  api.use('/api/*', extensionCors(extensions));
  api.use(
    '/api/*',
    limitBody(
      new Set([...STREAMED_UPLOADS, ...SUBSCRIPTION_FILE_UPLOADS]),
      new Map([[BULK_VIDEOS_ROUTE, BULK_BODY_MAX_BYTES]]),
    ),
  );
  // The auth and account calls count per address (rate limits) and remember it (sessions,
  // security events); no other route needs it.
  const addressOf = clientAddress(config.trustProxy);
  api.use('/api/auth/*', addressOf);
  api.use('/api/account/*', addressOf);
  api.use('/api/tokens/*', addressOf);
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token of a signed-in session.',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'apiToken', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: `${API_TOKEN_PREFIX}…`,
    description:
      'A personal access token (Settings → API tokens). It works on the library API only: the routes that list it. 429 with Retry-After past 300 requests a minute per token, or past too many unknown tokens from one client address.',
  });
  registerHealthRoutes(api, db);
  const tokens = createTokensService({
    db,
    requests: windows('api-token', API_TOKEN_REQUESTS_PER_MINUTE, 60_000),
    failures: authLimits.bearerFailures,
    makings: windows('api-token-made', API_TOKENS_MADE_PER_HOUR, API_TOKEN_MAKING_WINDOW_MS),
    ...(now ? { now } : {}),
  });
  /** Only a signed-in session: sign-in, account, tokens. */
  const signedIn = requireAuth(db, auth.authenticate);
  /** The library API: a session, or a personal access token. */
  const signedInOrToken = requireAuth(
    db,
    (bearer, c) =>
      bearer.startsWith(API_TOKEN_PREFIX)
        ? tokens.authenticate(bearer, () => requestAddress(c, config.trustProxy))
        : auth.authenticate(bearer),
    { acceptsTokens: true },
  );
  registerAuthRoutes(api, signedIn, auth, users, authLimits);
  registerAccountRoutes(
    api,
    signedIn,
    createAccountService(db, { passwordAttempts: authLimits.signIn, ...(now ? { now } : {}) }),
  );
  registerTokenRoutes(api, { signedIn, signedInOrToken }, tokens);
  // Sessions only, as tokens are: a webhook sends the library's changes to any address.
  registerWebhookRoutes(
    api,
    signedIn,
    createWebhooksService({ db, deliveries: background.webhooks }),
  );
  registerExtensionTokenRoutes(api, signedIn, tokens, extensions);
  registerContactRoutes(
    api,
    signedIn,
    createContactService({
      db,
      sends: windows('contact', CONTACT_MESSAGES_PER_HOUR, CONTACT_WINDOW_MS),
      ...(now ? { now } : {}),
    }),
  );
  registerLibraryRoutes(
    api,
    signedInOrToken,
    createLibraryService(db, createLibraryEtags(jwtSecret, now)),
  );
  // Sessions only: a stream lives as long as its access token (docs/product/live-updates.md).
  registerEventRoutes(api, signedIn, events);
  registerLimitsRoutes(api, signedInOrToken, createLimitsService(db));
  registerCollectionRoutes(api, signedInOrToken, createCollectionsService(db));
  registerTagRoutes(api, signedInOrToken, createTagsService(db));
  registerAvailabilityRoutes(api, signedInOrToken, createAvailabilityService(db));
  registerSubscriptionRoutes(
    api,
    signedInOrToken,
    createSubscriptionsService({
      db,
      discover: createFeedDiscovery({
        fetch: feedFetcherOf(config, outbound, background.outbound),
        youtubeFeedUrl: config.youtubeFeedUrl,
        youtubePageUrl: config.youtubePageUrl,
      }),
      checks: background.feeds,
      pollMs: config.subscriptionPollMs,
      lookupsOff: config.metadataFetch === 'off',
      onVideosAdded: background.details.wake,
      looksUp: background.looksUp,
      lookups: windows('feed-lookup', FEED_LOOKUPS_PER_MINUTE, FEED_LOOKUP_WINDOW_MS),
      ...(now ? { now } : {}),
    }),
  );
  // Subscriptions moved in and out as a file: written without reading the feeds.
  registerSubscriptionImportRoutes(
    api,
    signedInOrToken,
    createSubscriptionImportService({
      db,
      youtubeFeedUrl: config.youtubeFeedUrl,
      pollMs: config.subscriptionPollMs,
      lookupsOff: config.metadataFetch === 'off',
      checks: background.feeds,
      ...(now ? { now } : {}),
    }),
  );
  registerBulkVideoRoutes(api, signedInOrToken, createBulkVideosService(db, bulkOptions));
  // Where the user stopped and their player settings (docs/product/watching.md): not library data.
  registerPlaybackRoutes(
    api,
    signedInOrToken,
    createPlaybackService({
      db,
      players: { youtubeEmbedUrl: config.youtubeEmbedUrl, vimeoPlayerUrl: config.vimeoPlayerUrl },
    }),
  );
  registerVideoRoutes(
    api,
    signedInOrToken,
    createVideosService({
      db,
      // Each answer or failure of a refresh is told to the background, which retries what
      // failed and is woken at once when a paused service answers again.
      lookupDetails: createDetailsLookup({
        ...detailsLookupOptions(config, outbound, background.outbound),
        onOutcome: background.details.heard,
      }),
      lookUpSoon: background.details.lookUpNow,
      refreshes: windows('video-refresh', VIDEO_REFRESHES_PER_MINUTE, VIDEO_REFRESH_WINDOW_MS),
    }),
  );
  // A video's image, fetched by the server so browsers never contact other hosts (decision 0053).
  registerThumbnailRoutes(
    api,
    signedInOrToken,
    createThumbnailsService({
      db,
      fetcher: createSafeFetcher({
        timeoutMs: THUMBNAIL_TIMEOUT_MS,
        ...outbound,
        limiter: background.outbound,
      }),
      metadataFetch: config.metadataFetch,
      fetches: windows('thumbnail', THUMBNAIL_FETCHES_PER_MINUTE, THUMBNAIL_FETCH_WINDOW_MS),
      ...(now ? { now } : {}),
    }),
  );
  // Exports and import reports: spooled, and held to the download limits (decision 0082).
  const downloads = createDownloads({
    perUser: config.downloadsPerUser,
    stallMs: config.downloadStallMs,
    spoolMaxBytes: config.downloadSpoolMaxBytes,
  });
  registerExportRoutes(
    api,
    signedInOrToken,
    createExportService({ db, ...(now ? { now } : {}), ...exportOptions }),
    downloads,
    now,
  );
  registerImportRoutes(
    api,
    signedInOrToken,
    createImportService({ db, runner: background.imports, ...(now ? { now } : {}) }),
    downloads,
  );
  api.doc(OPENAPI_PATH, {
    openapi: '3.0.3',
    info: { title: 'Vidshelf API', version: '1.0.0' },
  });
  api.all('/api/*', (c) => c.json(errorBody('not_found'), 404));

  const app = new Hono();
  app.onError(handleError);
  app.use('*', securityHeaders(config));
  app.use('/api/*', noStore);
  app.use('*', hostCheck(config));
  app.route('/', api);
  if (clientDir) serveClient(app, clientDir);
  app.notFound((c) => c.json(errorBody('not_found'), 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
