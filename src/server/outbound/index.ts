/**
 * The server's requests to the outside web on behalf of users: pages and images only through
 * the safe fetcher, which refuses the server's own network (docs/decisions/0048-safe-page-metadata.md),
 * and every one of them (the video sites' oEmbed too) through the one limiter of the app, which
 * caps them and gives users turns (docs/decisions/0083-outbound-limits.md).
 */
export { judgeAddress, type AddressVerdict } from './addresses';
export {
  collectBody,
  createSafeFetcher,
  OUTBOUND_MAX_REDIRECTS,
  OUTBOUND_TIMEOUT_MS,
  OUTBOUND_USER_AGENT,
  type BodyReader,
  type Fetched,
  type FetchOptions,
  type PostOptions,
  type ResolvedAddress,
  type ResolveHost,
  type ResponseHead,
  type SafeFetcher,
  type SafeFetcherOptions,
  type SafePoster,
  type Validators,
  retryAfterMs,
} from './safe-fetch';
export { OutboundError, type OutboundFailureReason } from './outbound-error';
export {
  createOutboundLimiter,
  SERVER_OWNER,
  UNLIMITED,
  type OutboundLimiter,
  type OutboundLimits,
} from './outbound-limiter';
