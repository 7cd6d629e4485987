/**
 * Asking the outside world about a link: the video sites' oEmbed (a file a site under
 * `providers/`), a web page's own details, the fallbacks when nobody answers, and the
 * background healing of links saved without details. The videos feature keeps the rows.
 */
export { isVideoSiteLink, videoSiteOf } from './providers';
export { fallbackMetadata } from './fallback-details';
export {
  createDetailsLookup,
  type DetailsLookup,
  type DetailsLookupResult,
} from './details-lookup';
export {
  createDetailsRefresher,
  DETAILS_CLAIM_MS,
  DETAILS_CONCURRENCY,
  DETAILS_PAUSE_FIRST_MS,
  type DetailsRefresher,
  type PendingLinks,
} from './details-refresher';
