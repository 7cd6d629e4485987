export {
  createDetailsLookup,
  createOembedClient,
  fallbackMetadata,
  lookupService,
  type DetailsLookup,
  type DetailsLookupResult,
  type LookupOutcome,
  type LookupStatus,
  type OembedAnswer,
} from './video-metadata';
export { registerVideoRoutes } from './videos.routes';
export {
  createVideosService,
  toVideo,
  VIDEO_REFRESHES_PER_MINUTE,
  VIDEO_REFRESH_WINDOW_MS,
} from './videos.service';
export { createDetailsRefresher, type DetailsRefresher } from './details-refresher';
