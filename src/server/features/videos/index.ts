export { registerVideoRoutes } from './videos.routes';
export { BULK_VIDEOS_ROUTE, registerBulkVideoRoutes } from './bulk-videos.routes';
export { createBulkVideosService } from './bulk-videos.service';
export {
  createVideosService,
  toVideo,
  VIDEO_REFRESHES_PER_MINUTE,
  VIDEO_REFRESH_WINDOW_MS,
} from './videos.service';
export { pendingVideoDetails } from './pending-details';
export { endDetailsClaims, type PendingDetails } from './videos.repo';
export { insertVideos, type NewVideo } from './new-videos.repo';
export { firstPlaces } from './first-places';
