// Export order measured for the first load's size (docs/decisions/0076-bundle-budget-157.md).
export { WatchFilterControl } from './watch-filter-control';
export {
  filterByWatched,
  isWatched,
  watchedCountText,
  watchFilterEmptyText,
  type WatchFilter,
} from './watch-filter';
