export {
  collectionDragId,
  dragItemOf,
  movesToOtherCollection,
  recordIdOf,
  type DragItem,
  videoDragId,
} from './dnd/drag-items';
export { useDragGroup, type DragGroup } from './dnd/drag-group';
export { LibraryDnd } from './dnd/library-dnd';
export { wholeListOf, type WholeList } from './dnd/whole-list';
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
export { moveVideosFirst } from './moves/library-moves';
export { useFirstScreen, useLibraryCache, useLibraryQuery } from './query/library-query';
export { isPlaceholderId, makePlaceholderVideo } from './query/placeholder-video';
export { useLibraryApi } from './query/use-library-api';
