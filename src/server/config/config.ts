import { z } from 'zod';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  BEARER_FAILURES_PER_IP,
  REFRESHES_PER_IP,
  SIGNIN_FAILURES_PER_ACCOUNT,
  SIGNIN_FAILURES_PER_IP,
  SIGNINS_PER_ACCOUNT,
  SIGNUPS_PER_IP,
} from '@shared/constants';
import { isExtensionId } from '@shared/browser-extension';
import { DEFAULT_PLAYER_SITES } from '@shared/embed';
import { allowedHostName } from '@server/http/host-names';

/** Raised when an environment variable holds a value the server cannot use. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid ${variable}: ${detail}`);
    this.name = 'ConfigError';
  }
}

/**
 * Which outside lookups the server makes for a saved link: `on`, the video sites' oEmbed
 * (YouTube, Vimeo, Dailymotion, TED) and any other page itself; `oembed`, the video sites'
 * oEmbed only (never a page a user linked); `off`, none at all.
 */
export const METADATA_FETCH_MODES = ['on', 'oembed', 'off'] as const;
export type MetadataFetch = (typeof METADATA_FETCH_MODES)[number];

export interface Config {
  port: number;
  host: string;
  /** ALLOWED_HOSTS: host names answered beside the loopback ones (decision 0085). */
  allowedHosts: string[];
  /** Where the embedded database (and the generated JWT secret) live. */
  dataDir: string;
  /** When set, PostgreSQL at this URL is the database and PGlite is not used. */
  databaseUrl: string | undefined;
  /** When unset, a secret is generated once and kept in dataDir (see jwt-secret.ts). */
  jwtSecret: string | undefined;
  /** True: anyone may sign up; false: nobody; unset: only the first account (0027-signup-policy.md). */
  allowSignup: boolean | undefined;
  /** The video sites' oEmbed endpoints (decision 0052); tests point them at local fakes. */
  youtubeOembedUrl: string;
  vimeoOembedUrl: string;
  dailymotionOembedUrl: string;
  tedOembedUrl: string;
  /**
   * YouTube's watch page, read for a video's length with METADATA_FETCH=on (its oEmbed never
   * tells it); the video's id is added as the `v` parameter. Read through the safe fetcher, as
   * any page is, so it must be a public address; tests point it at nothing.
   */
  youtubeWatchUrl: string;
  /**
   * The in-app player's frames (docs/product/watching.md#player): YouTube's embed and Vimeo's
   * player, or an instance that speaks their player APIs (Invidious, Piped); tests point them at
   * local fakes. The Content-Security-Policy allows frames from these two origins only.
   */
  youtubeEmbedUrl: string;
  vimeoPlayerUrl: string;
  /** METADATA_FETCH: the outside lookups made for a saved link (off for privacy). */
  metadataFetch: MetadataFetch;
  /** Access-token lifetime; shortened only by tests that need to watch a refresh happen. */
  accessTokenTtlSeconds: number;
  /**
   * True behind a reverse proxy: the client's address is the first X-Forwarded-For entry
   * rather than the socket's peer (which is then the proxy).
   */
  trustProxy: boolean;
  /** Failed sign-ins allowed per e-mail address in 15 minutes, whether or not it has an account. */
  signInFailuresPerAccount: number;
  /** Failed sign-ins allowed per client address in 15 minutes, across all e-mails. */
  signInFailuresPerIp: number;
  /** Sign-up attempts allowed per client address in an hour. */
  signUpsPerIp: number;
  /** Refresh calls allowed per client address in a minute. */
  refreshesPerIp: number;
  /** Failed API tokens (unknown, revoked, malformed) allowed per client address in 15 minutes. */
  bearerFailuresPerIp: number;
  /** Successful sign-ins allowed per account in an hour. */
  signInsPerAccount: number;
  /** PostgreSQL only: the longest one statement may run before the server cancels it. */
  databaseStatementTimeoutMs: number;
  /** PostgreSQL only: the longest a transaction may sit idle before the server ends it. */
  databaseIdleInTransactionTimeoutMs: number;
  /** Ids of self-built copies of the extension allowed beside the official one (decision 0080). */
  extensionIds: string[];
  /** Live-update streams one user may have open in a process; a new one closes the oldest. */
  eventStreamsPerUser: number;
  /** Live-update streams one server process holds open at most; past it they are refused. */
  eventStreamsPerProcess: number;
  /** Exports and import reports one user may have under way at once (decision 0082). */
  downloadsPerUser: number;
  /** A download whose reader takes nothing for this long is ended (decision 0082). */
  downloadStallMs: number;
  /** The most disk all downloads' spooled files may take together (decision 0082). */
  downloadSpoolMaxBytes: number;
  /** Requests to the outside web under way at once, across the server (decision 0083). */
  outboundFetchesInFlight: number;
  /** The most body those requests may hold together, each counted at its cap (decision 0083). */
  outboundBytesInFlight: number;
  /** How long a background job's claim holds unless renewed (decision 0093). */
  jobLeaseMs: number;
  /**
   * YouTube's public feeds (`?channel_id=`, `?playlist_id=`) and its pages, where handles and a
   * video's channel are resolved (docs/product/subscriptions.md). Configured addresses are trusted
   * as the oEmbed endpoints are: a proxy on the operator's own network may answer them.
   */
  youtubeFeedUrl: string;
  youtubePageUrl: string;
  /** How often each followed feed is checked, in ms (SUBSCRIPTION_POLL_SECONDS). */
  subscriptionPollMs: number;
  /** The availability sweep's pace: lookups a minute for the whole server (docs/product/availability.md). */
  availabilityChecksPerMinute: number;
  /**
   * WEBHOOK_TRUSTED_ORIGINS: origins (`http://192.168.1.20:8000`) webhooks may be sent to although
   * they are on the server's own network (docs/product/webhooks.md#receivers-on-your-network).
   */
  webhookTrustedOrigins: string[];
}

const booleanWords: Record<string, boolean> = {
  true: true,
  '1': true,
  yes: true,
  on: true,
  false: false,
  '0': false,
  no: false,
  off: false,
};

const portMessage = 'must be a whole number from 0 to 65535';
const port = z.coerce
  .number({ error: portMessage })
  .int(portMessage)
  .min(0, portMessage)
  .max(65535, portMessage);
const nonEmpty = z.string().trim().min(1, 'must not be empty');
const trueOrFalse = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => v in booleanWords, 'must be true or false')
  .transform((v) => booleanWords[v] === true);
const MAX_RATE_LIMIT = 1_000_000;
const rateLimitMessage = `must be a whole number from 1 to ${MAX_RATE_LIMIT}`;
const rateLimit = z.coerce
  .number({ error: rateLimitMessage })
  .int(rateLimitMessage)
  .min(1, rateLimitMessage)
  .max(MAX_RATE_LIMIT, rateLimitMessage);

const timeout = (max: number) => {
  const message = `must be a whole number of milliseconds from 100 to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(100, message).max(max, message);
};

/** A whole number from `min` to `max`, in `unit` when given. */
const wholeNumber = (min: number, max: number, unit = '') => {
  const message = `must be a whole number${unit ? ` of ${unit}` : ''} from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

const MB = 1024 * 1024;
/**
 * A list separated by commas, blanks around entries ignored, each entry read by `read` (undefined:
 * not one, and `refusal` says why, naming it).
 */
const commaList = (
  read: (entry: string) => string | undefined,
  refusal: (entry: string) => string,
) =>
  z
    .string()
    .default('')
    .transform((value, ctx) => {
      const kept: string[] = [];
      for (const entry of value.split(',').map((part) => part.trim())) {
        if (entry === '') continue;
        const item = read(entry);
        if (item === undefined) {
          ctx.addIssue({ code: 'custom', message: refusal(entry) });
          return z.NEVER;
        }
        kept.push(item);
      }
      return kept;
    });

/** Host names separated by commas, each as a URL spells it (`Example.COM` is `example.com`). */
const allowedHosts = commaList(
  allowedHostName,
  (entry) =>
    `${JSON.stringify(entry)} is not a host name: list names or IP addresses separated by commas, without a scheme, port or wildcard`,
);

/**
 * Origins separated by commas (`http://tubearchivist:8000`), each kept as URL spells it
 * (`HTTP://Host:80` is `http://host`): scheme, host and port, nothing else.
 */
const origins = commaList(
  (entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    const bare =
      url !== undefined &&
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.username === '' &&
      url.password === '' &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      !entry.endsWith('?') &&
      !entry.endsWith('#');
    return bare ? url.origin : undefined;
  },
  (entry) =>
    `${JSON.stringify(entry)} is not an origin: list http:// or https:// addresses of a scheme, host and port only, separated by commas`,
);

/** An outside service's address (an oEmbed endpoint). */
const endpoint = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/**
 * A page read through the safe fetcher (YouTube's watch page), which refuses credentials in an
 * address: one with a user name would never be read.
 */
const pageAddress = endpoint.refine((value) => {
  // Zod goes on to this check after a failed one: no URL at all was refused there already.
  if (!URL.canParse(value)) return true;
  const url = new URL(value);
  return url.username === '' && url.password === '';
}, 'must be an http:// or https:// URL without a user name');

/**
 * A player's address: the video's id is added as one more path segment (a trailing slash is
 * dropped), so a query, a fragment or a user name would make a wrong address.
 */
const playerAddress = endpoint
  .refine((value) => {
    const url = new URL(value);
    return url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  }, 'must be an http:// or https:// URL without a query, fragment or user name')
  .transform((value) => new URL(value).href.replace(/\/+$/, ''));

/** A comma-separated list of extension ids; blanks around and between commas are ignored. */
const extensionIds = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  )
  .superRefine((ids, context) => {
    const bad = ids.find((id) => !isExtensionId(id));
    if (bad !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `must be extension ids (32 letters a to p) separated by commas; "${bad}" is not one`,
      });
    }
  });

const variables = {
  PORT: port.default(3000),
  HOST: nonEmpty.default('127.0.0.1'),
  ALLOWED_HOSTS: allowedHosts,
  DATA_DIR: nonEmpty.default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ALLOW_SIGNUP: trueOrFalse.optional(),
  YOUTUBE_OEMBED_URL: endpoint.default('https://www.youtube.com/oembed'),
  VIMEO_OEMBED_URL: endpoint.default('https://vimeo.com/api/oembed.json'),
  DAILYMOTION_OEMBED_URL: endpoint.default('https://www.dailymotion.com/services/oembed'),
  TED_OEMBED_URL: endpoint.default('https://www.ted.com/services/v1/oembed.json'),
  YOUTUBE_WATCH_URL: pageAddress.default('https://www.youtube.com/watch'),
  YOUTUBE_EMBED_URL: playerAddress.default(DEFAULT_PLAYER_SITES.youtubeEmbedUrl),
  VIMEO_PLAYER_URL: playerAddress.default(DEFAULT_PLAYER_SITES.vimeoPlayerUrl),
  METADATA_FETCH: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(METADATA_FETCH_MODES, { error: 'must be on, oembed or off' }))
    .default('on'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(10, 'must be at least 10')
    .max(86_400, 'must be at most 86400')
    .default(ACCESS_TOKEN_TTL_SECONDS),
  TRUST_PROXY: trueOrFalse.default(false),
  SIGNIN_FAILURES_PER_ACCOUNT_PER_15_MINUTES: rateLimit.default(SIGNIN_FAILURES_PER_ACCOUNT),
  SIGNIN_FAILURES_PER_IP_PER_15_MINUTES: rateLimit.default(SIGNIN_FAILURES_PER_IP),
  SIGNUPS_PER_IP_PER_HOUR: rateLimit.default(SIGNUPS_PER_IP),
  REFRESHES_PER_IP_PER_MINUTE: rateLimit.default(REFRESHES_PER_IP),
  BEARER_FAILURES_PER_IP_PER_15_MINUTES: rateLimit.default(BEARER_FAILURES_PER_IP),
  SIGNINS_PER_ACCOUNT_PER_HOUR: rateLimit.default(SIGNINS_PER_ACCOUNT),
  // Far above what any request needs (a 100,000-video library loads in about a second), low
  // enough that a runaway statement or a forgotten transaction lets its connection go.
  DATABASE_STATEMENT_TIMEOUT_MS: timeout(3_600_000).default(30_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: timeout(3_600_000).default(10_000),
  EXTENSION_IDS: extensionIds.default([]),
  // Pushed library changes (docs/decisions/0094-pushed-library-versions.md): a stream a tab.
  EVENT_STREAMS_PER_USER: wholeNumber(1, 100).default(8),
  EVENT_STREAMS_PER_PROCESS: wholeNumber(1, 1_000_000).default(10_000),
  // Downloads (exports, import reports) and outside fetches: decisions 0082 and 0083.
  DOWNLOADS_PER_USER: wholeNumber(1, 100).default(2),
  DOWNLOAD_STALL_SECONDS: wholeNumber(5, 3600, 'seconds').default(60),
  DOWNLOAD_SPOOL_MAX_MB: wholeNumber(16, 1_048_576, 'MB').default(1024),
  OUTBOUND_FETCHES_IN_FLIGHT: wholeNumber(1, 1000).default(16),
  // At least one image's cap (2 MB), so that every fetch fits.
  OUTBOUND_MB_IN_FLIGHT: wholeNumber(2, 4096, 'MB').default(32),
  // Background jobs' leases (decision 0093): long enough that a busy run renews it in time.
  JOB_LEASE_SECONDS: wholeNumber(3, 3600, 'seconds').default(30),
  // Subscriptions (docs/product/subscriptions.md): YouTube's feeds and pages, and the pace.
  YOUTUBE_FEED_URL: pageAddress.default('https://www.youtube.com/feeds/videos.xml'),
  YOUTUBE_PAGE_URL: pageAddress.default('https://www.youtube.com'),
  SUBSCRIPTION_POLL_SECONDS: wholeNumber(5, 7 * 86_400, 'seconds').default(1800),
  // The availability sweep (docs/product/availability.md): modest, so no site is pressed.
  AVAILABILITY_CHECKS_PER_MINUTE: wholeNumber(1, 600).default(30),
  // Webhook receivers on the operator's own network (docs/product/webhooks.md).
  WEBHOOK_TRUSTED_ORIGINS: origins,
} as const;

type Env = Record<string, string | undefined>;

/** Reads the configuration from the environment; an empty variable counts as unset. */
export function loadConfig(env: Env = process.env): Config {
  const read = <K extends keyof typeof variables>(name: K): z.output<(typeof variables)[K]> => {
    const raw = env[name];
    const result = variables[name].safeParse(raw === '' ? undefined : raw);
    if (!result.success) {
      throw new ConfigError(name, result.error.issues[0]?.message ?? 'not valid');
    }
    return result.data as z.output<(typeof variables)[K]>;
  };
  return {
    port: read('PORT'),
    host: read('HOST'),
    allowedHosts: read('ALLOWED_HOSTS'),
    dataDir: read('DATA_DIR'),
    databaseUrl: read('DATABASE_URL'),
    jwtSecret: read('JWT_SECRET'),
    allowSignup: read('ALLOW_SIGNUP'),
    youtubeOembedUrl: read('YOUTUBE_OEMBED_URL'),
    vimeoOembedUrl: read('VIMEO_OEMBED_URL'),
    dailymotionOembedUrl: read('DAILYMOTION_OEMBED_URL'),
    tedOembedUrl: read('TED_OEMBED_URL'),
    youtubeWatchUrl: read('YOUTUBE_WATCH_URL'),
    youtubeEmbedUrl: read('YOUTUBE_EMBED_URL'),
    vimeoPlayerUrl: read('VIMEO_PLAYER_URL'),
    metadataFetch: read('METADATA_FETCH'),
    accessTokenTtlSeconds: read('ACCESS_TOKEN_TTL_SECONDS'),
    trustProxy: read('TRUST_PROXY'),
    signInFailuresPerAccount: read('SIGNIN_FAILURES_PER_ACCOUNT_PER_15_MINUTES'),
    signInFailuresPerIp: read('SIGNIN_FAILURES_PER_IP_PER_15_MINUTES'),
    signUpsPerIp: read('SIGNUPS_PER_IP_PER_HOUR'),
    refreshesPerIp: read('REFRESHES_PER_IP_PER_MINUTE'),
    bearerFailuresPerIp: read('BEARER_FAILURES_PER_IP_PER_15_MINUTES'),
    signInsPerAccount: read('SIGNINS_PER_ACCOUNT_PER_HOUR'),
    databaseStatementTimeoutMs: read('DATABASE_STATEMENT_TIMEOUT_MS'),
    databaseIdleInTransactionTimeoutMs: read('DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'),
    extensionIds: read('EXTENSION_IDS'),
    eventStreamsPerUser: read('EVENT_STREAMS_PER_USER'),
    eventStreamsPerProcess: read('EVENT_STREAMS_PER_PROCESS'),
    downloadsPerUser: read('DOWNLOADS_PER_USER'),
    downloadStallMs: read('DOWNLOAD_STALL_SECONDS') * 1000,
    downloadSpoolMaxBytes: read('DOWNLOAD_SPOOL_MAX_MB') * MB,
    outboundFetchesInFlight: read('OUTBOUND_FETCHES_IN_FLIGHT'),
    jobLeaseMs: read('JOB_LEASE_SECONDS') * 1000,
    outboundBytesInFlight: read('OUTBOUND_MB_IN_FLIGHT') * MB,
    youtubeFeedUrl: read('YOUTUBE_FEED_URL'),
    youtubePageUrl: read('YOUTUBE_PAGE_URL'),
    subscriptionPollMs: read('SUBSCRIPTION_POLL_SECONDS') * 1000,
    availabilityChecksPerMinute: read('AVAILABILITY_CHECKS_PER_MINUTE'),
    webhookTrustedOrigins: read('WEBHOOK_TRUSTED_ORIGINS'),
  };
}
