export {
  alreadySavedOf,
  isLibraryApiError,
  planLimitOf,
  type AlreadySaved,
  type SavedVideo,
} from './api/library-api-error';
export type { NewVideo } from './api/library-api';
export { FAILURE_MESSAGES } from './failure-messages';
export { LiveLibraryUpdates } from './live-library-updates';
export { localLibraryOf } from './local/local-library';
export {
  addVideoFirst,
  appendCollection,
  applyUpdatedVideo,
  insertVideoInOrder,
  removeCollection,
  removeVideo,
  replaceCollection,
  replaceVideo,
} from './query/library-cache';
export { useFirstScreen, useLibraryCache, useLibraryQuery } from './query/library-query';
export { isPlaceholderId, makePlaceholderVideo } from './query/placeholder-video';
export { useLibraryApi } from './query/use-library-api';
