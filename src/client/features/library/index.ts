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
export { firstScreenCards, type FirstScreen } from './local/first-screen';
export { isPlaceholderId, makePlaceholderVideo } from './query/placeholder-video';
export { useLibraryApi } from './query/use-library-api';
export { createVideoFilter, isSearching } from './search/search';
export { usePreparedSearch } from './search/use-prepared-search';
export { tagQuery } from './search/search-query';
export { SidebarSearch } from './search/sidebar-search';
export { countLibrary, libraryCountLabel, type LibraryCounts } from './view/counts';
export { LibraryHeader } from './view/library-header';
export { LibraryViewContext, useLibraryViewContext } from './view/library-view-context';
export { libraryVideoPath, useOpenVideoFromLink } from './view/open-video';
export { addTargetOf, ALL_VIDEOS_ID } from './view/use-library-view';
export { useSharedLibraryView } from './view/use-shared-library-view';
export { ALL_VIDEOS_TITLE, viewTitle } from './view/view-text';
export {
  filterByWatched,
  isWatched,
  watchFilterEmptyText,
  type WatchFilter,
} from './view/watch-filter';
export { WatchFilterControl } from './view/watch-filter-control';
export { SortControl } from './view/sort-control';
export { sortVideos } from './view/video-sort';
