// Export order measured for the first load's size (docs/decisions/0076-bundle-budget-157.md).
export {
  ALL_VIDEOS_VIEW_KEY,
  defaultSort,
  firstSorted,
  readVideoSorts,
  rememberVideoSorts,
  SEARCH_VIEW_KEY,
  sortVideos,
  VIDEO_SORTS,
  type SortViewKey,
  type VideoSort,
} from './video-sort';
export { SortControl } from './sort-control';
