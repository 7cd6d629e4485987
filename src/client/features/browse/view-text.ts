import type { Collection } from '@shared/contracts/library';
import { isSearching, normalizeQuery } from '@client/features/search';
import { CONTINUE_WATCHING_TITLE } from '@client/features/watch-progress';

export const ALL_VIDEOS_TITLE = 'All Videos';
export const SEARCH_RESULTS_TITLE = 'Search Results';

/**
 * The header's heading: what the grid is showing. `continueWatching`: the Continue watching view
 * (docs/product/watching.md#continue-watching), which selects no collection.
 */
export function viewTitle(
  query: string,
  selected: Collection | null,
  continueWatching = false,
): string {
  if (isSearching(query)) return SEARCH_RESULTS_TITLE;
  if (continueWatching) return CONTINUE_WATCHING_TITLE;
  return selected?.name ?? ALL_VIDEOS_TITLE;
}

/** ` matching "foo"` after the count while searching, else nothing. */
export function matchingNote(query: string): string {
  return isSearching(query) ? ` matching "${normalizeQuery(query)}"` : '';
}
