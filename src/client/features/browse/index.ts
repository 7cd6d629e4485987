export { SidebarSearch } from './search/sidebar-search';
export { createVideoFilter, isSearching } from './search/search';
export { tagQuery } from './search/search-query';
export { usePreparedSearch } from './search/use-prepared-search';
export {
  countByCollection,
  countLibrary,
  libraryCountLabel,
  type LibraryCounts,
} from './view/counts';
export { firstScreenCards, firstScreenOf, type FirstScreen } from './view/first-screen';
export { LibraryHeader } from './view/library-header';
export { LibraryViewContext, useLibraryViewContext } from './view/library-view-context';
export { libraryVideoPath, useOpenVideoFromLink } from './view/open-video';
export { SortControl } from './view/sort-control';
export { addTargetOf, ALL_VIDEOS_ID } from './view/use-library-view';
export { useSharedLibraryView } from './view/use-shared-library-view';
export { readVideoSorts, sortVideos, type SortViewKey, type VideoSort } from './view/video-sort';
export { ALL_VIDEOS_TITLE, viewTitle } from './view/view-text';
export { WatchFilterControl } from './view/watch-filter-control';
export {
  filterByWatched,
  isWatched,
  watchFilterEmptyText,
  type WatchFilter,
} from './view/watch-filter';
