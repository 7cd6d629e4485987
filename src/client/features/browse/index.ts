// Export order measured for the first load's size (docs/decisions/0076-bundle-budget-157.md).
export { libraryVideoPath, useOpenVideoFromLink } from './open-video';
export { useSharedLibraryView } from './use-shared-library-view';
export { firstScreenCards, firstScreenOf, type FirstScreen } from './first-screen';
export { LibraryHeader } from './library-header';
export { LibraryViewContext } from './library-view-context';
export { useShownLibraryView } from './use-shown-library-view';
export { WithSearchText, type SearchText } from './search-text';
export { ALL_VIDEOS_TITLE, viewTitle } from './view-text';
export { addTargetOf, ALL_VIDEOS_ID } from './use-library-view';
export { videoFiltersOf } from './video-filters';
export { countByCollection, countLibrary, libraryCountLabel, type LibraryCounts } from './counts';
