/**
 * The server's requests to the outside web on behalf of users (page details now; an image
 * proxy and other oEmbed providers later): only through the safe fetcher, which refuses the
 * server's own network (docs/decisions/0048-safe-page-metadata.md).
 */
export { judgeAddress, type AddressVerdict } from './addresses';
export {
  collectBody,
  createSafeFetcher,
  OutboundError,
  OUTBOUND_MAX_REDIRECTS,
  OUTBOUND_TIMEOUT_MS,
  OUTBOUND_USER_AGENT,
  type BodyReader,
  type Fetched,
  type FetchOptions,
  type OutboundFailureReason,
  type ResolvedAddress,
  type ResolveHost,
  type ResponseHead,
  type SafeFetcher,
  type SafeFetcherOptions,
} from './safe-fetch';
