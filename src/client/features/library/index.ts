// Export order measured for the first load's size (docs/decisions/0076-bundle-budget-157.md).
export { localLibraryOf } from './local/local-library';
export {
  useFirstScreen,
  useLibraryApi,
  useLibraryCache,
  useLibraryQuery,
} from './query/library-query';
export { LiveLibraryUpdates } from './live-library-updates';
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
export { FAILURE_MESSAGES } from './failure-messages';
export { isPlaceholderId, makePlaceholderVideo } from './query/placeholder-video';
export { alreadySavedOf, isLibraryApiError, planLimitOf } from './api/library-api-error';
