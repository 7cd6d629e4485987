export { registerThumbnailRoutes } from './thumbnails.routes';
export {
  createThumbnailsService,
  THUMBNAIL_FETCH_WINDOW_MS,
  THUMBNAIL_FETCHES_PER_MINUTE,
  THUMBNAIL_TIMEOUT_MS,
  type ThumbnailsService,
} from './thumbnails.service';
