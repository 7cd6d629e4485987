export { LiveLibraryUpdates } from './live/live-library-updates';
export { localLibraryOf } from './local/local-library';
export { FAILURE_MESSAGES } from './failure-messages';
export {
  alreadySavedOf,
  isLibraryApiError,
  planLimitOf,
  type AlreadySaved,
  type SavedVideo,
} from './query/library-api-error';
export type { NewVideo } from './query/library-api';
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
