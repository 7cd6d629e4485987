import type { Collection } from '@shared/contracts/library';
import { isSearching, normalizeQuery } from '@client/features/search';

export const ALL_VIDEOS_TITLE = 'All Videos';
export const SEARCH_RESULTS_TITLE = 'Search Results';

/** The header's heading: what the grid is showing. */
export function viewTitle(query: string, selected: Collection | null): string {
  if (isSearching(query)) return SEARCH_RESULTS_TITLE;
  return selected?.name ?? ALL_VIDEOS_TITLE;
}

/** ` matching "foo"` after the count while searching, else nothing. */
export function matchingNote(query: string): string {
  return isSearching(query) ? ` matching "${normalizeQuery(query)}"` : '';
}
