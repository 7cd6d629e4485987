export { useTierState } from './plan/use-tier';
export {
  collectionDragId,
  dragItemOf,
  movesToOtherCollection,
  type DragItem,
  videoDragId,
} from './dnd/drag-items';
export { LibraryDnd } from './dnd/library-dnd';
export { COPY_URL_TOAST, FAILURE_MESSAGES, collectionDeleteWarning } from './messages';
export { upgradePath } from './plan/upgrade';
export { useEnsureCanAdd } from './plan/use-ensure-can-add';
export { useTier } from './plan/use-tier';
export { isLibraryApiError, planLimitOf } from './query/library-api-error';
export {
  addVideoFirst,
  appendCollection,
  applyUpdatedVideo,
  removeCollection,
  removeVideo,
  replaceCollection,
  replaceVideo,
} from './query/library-cache';
export { useLibraryCache, useLibraryQuery } from './query/library-query';
export { isPlaceholderId, makePlaceholderVideo } from './query/placeholder-video';
export { aCollection } from './query/test-data';
export { useLibraryApi } from './query/use-library-api';
export { createVideoFilter, isSearching } from './search/search';
export { SidebarSearch } from './search/sidebar-search';
export { countByCollection, urlCountLabel } from './view/counts';
export { LibraryHeader } from './view/library-header';
export { LibraryViewContext, useLibraryViewContext } from './view/library-view-context';
export { addTargetOf } from './view/use-library-view';
export { useSharedLibraryView } from './view/use-shared-library-view';
export { viewTitle } from './view/view-text';
