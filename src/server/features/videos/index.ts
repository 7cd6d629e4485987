export { createVideoMetadataLookup } from './video-metadata';
export { registerVideoRoutes } from './videos.routes';
export { createVideosService, toVideo } from './videos.service';
