// Export order measured for the first load's size (docs/decisions/0076-bundle-budget-157.md).
export { SidebarSearch } from './sidebar-search';
export { SearchField } from './search-field';
export { createVideoFilter, isSearching, normalizeQuery, type VideoFilter } from './search';
export { usePreparedSearch } from './use-prepared-search';
export { tagQuery, UNAVAILABLE_QUERY } from './search-query';
