export {
  createOembedClient,
  createVideoMetadataLookup,
  fallbackMetadata,
  type OembedAnswer,
} from './video-metadata';
export { registerVideoRoutes } from './videos.routes';
export { createVideosService, toVideo } from './videos.service';
export { createDetailsRefresher } from './details-refresher';
