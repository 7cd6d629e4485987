export {
  createDetailsLookup,
  createOembedClient,
  fallbackMetadata,
  isVideoSiteLink,
  lookupService,
  OEMBED_SERVICES,
  type DetailsLookup,
  type DetailsLookupResult,
  type LookupOutcome,
  type LookupStatus,
  type OembedAnswer,
  type OembedEndpoints,
} from './video-metadata';
export { registerVideoRoutes } from './videos.routes';
export { BULK_VIDEOS_ROUTE, registerBulkVideoRoutes } from './bulk-videos.routes';
export { createBulkVideosService } from './bulk-videos.service';
export {
  createVideosService,
  toVideo,
  VIDEO_REFRESHES_PER_MINUTE,
  VIDEO_REFRESH_WINDOW_MS,
} from './videos.service';
export { createDetailsRefresher, type DetailsRefresher } from './details-refresher';
