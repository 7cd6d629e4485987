import { useCallback } from 'react';
import { defaultSort, type VideoSort } from '@client/features/sort';
import { useLibraryViewContext } from './library-view-context';
import { useSearchText } from './search-text';
import { sortViewKeyOf } from './use-library-view';

/**
 * The shared view with what follows from the search's text: the text itself and the sort of the
 * view it makes (a search has its own). For the screen that shows the results: it alone renders
 * again on every key (docs/decisions/0101-search-text-outside-the-layout.md).
 */
export function useShownLibraryView() {
  const view = useLibraryViewContext();
  const query = useSearchText(view.searchText);
  const sortKey = sortViewKeyOf(query, view);
  const { setSortOf } = view;
  const setSort = useCallback((next: VideoSort) => setSortOf(sortKey, next), [setSortOf, sortKey]);
  return {
    ...view,
    query,
    sort: view.sorts[sortKey] ?? defaultSort(sortKey),
    setSort,
  };
}
