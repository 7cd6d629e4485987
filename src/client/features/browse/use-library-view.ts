import { useCallback, useMemo, useState } from 'react';
import type { Collection } from '@shared/contracts/library';
import { isSearching } from '@client/features/search';
import type { WatchFilter } from '@client/features/watch-filter';
import {
  ALL_VIDEOS_VIEW_KEY,
  defaultSort,
  readVideoSorts,
  rememberVideoSorts,
  SEARCH_VIEW_KEY,
  type SortViewKey,
  type VideoSort,
} from '@client/features/sort';
import { CONTINUE_WATCHING_ID } from '@client/features/watch-progress';
import { createSearchText } from './search-text';

/**
 * What `selectCollection` is given for the "All Videos" entry
 * (docs/product/all-videos-and-sorting.md).
 */
export const ALL_VIDEOS_ID = ALL_VIDEOS_VIEW_KEY;

/**
 * What the screen shows: the selected collection and the search. docs/product/states.md: after the
 * first load the first collection is selected; deleting the selected one selects the first
 * remaining; choosing a collection clears the search. Both follow from deriving the selection: a
 * chosen id that no longer exists (or none chosen yet) means the first collection, which then
 * counts as chosen. Opening a video (docs/product/already-saved.md: `/?video=<id>`) selects its
 * collection and asks the grid to bring its card into view and focus it (`opening`, until the grid
 * says `videoOpened`), and shows every video again so the filter
 * (docs/product/watch-later-and-player.md: All / Unwatched / Watched) cannot hide it.
 * docs/product/all-videos-and-sorting.md: "All Videos" (ALL_VIDEOS_ID) is chosen like a collection
 * and then selects none; each view (a collection, All Videos, the search results) keeps the sort
 * last chosen for it. docs/product/watching.md#continue-watching: "Continue watching"
 * (CONTINUE_WATCHING_ID) is chosen the same way and selects none either; its order is the
 * videos' last play, not a sort.
 */
export function useLibraryView(collections: readonly Collection[]) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  // Read where it shows (useShownLibraryView): a key renders neither this layout nor its sidebar.
  const [searchText] = useState(createSearchText);
  const [opening, setOpening] = useState<string | null>(null);
  const [watchFilter, setWatchFilter] = useState<WatchFilter>('all');
  const [sorts, setSorts] = useState(readVideoSorts);

  const allVideos = chosenId === ALL_VIDEOS_ID;
  const continueWatching = chosenId === CONTINUE_WATCHING_ID;
  const selected = useMemo(
    () =>
      allVideos || continueWatching
        ? null
        : (collections.find((collection) => collection.id === chosenId) ?? collections[0] ?? null),
    [collections, chosenId, allVideos, continueWatching],
  );
  // The first collection, once shown by default, is remembered as chosen: moving another one
  // to the top of the list (drag and drop) must not change what is shown.
  if (selected && selected.id !== chosenId) setChosenId(selected.id);

  // The search results' own sort, known before any key: the search's index is made in that
  // order while the page is idle, whatever view shows (docs/product/large-libraries.md).
  const searchSort = sorts[SEARCH_VIEW_KEY] ?? defaultSort(SEARCH_VIEW_KEY);
  const setSortOf = useCallback(
    (key: SortViewKey, next: VideoSort) =>
      setSorts((now) => {
        const kept = { ...now, [key]: next };
        rememberVideoSorts(kept);
        return kept;
      }),
    [],
  );

  const selectCollection = useCallback(
    (id: string) => {
      setChosenId(id);
      searchText.set('');
      setOpening(null);
    },
    [searchText],
  );

  const openVideo = useCallback(
    (video: { id: string; categoryId: string }) => {
      setChosenId(video.categoryId);
      searchText.set('');
      setWatchFilter('all');
      setOpening(video.id);
    },
    [searchText],
  );

  const videoOpened = useCallback(() => setOpening(null), []);

  return {
    selected,
    allVideos,
    continueWatching,
    searchText,
    setQuery: searchText.set,
    selectCollection,
    opening,
    openVideo,
    videoOpened,
    watchFilter,
    setWatchFilter,
    sorts,
    setSortOf,
    searchSort,
  };
}

/**
 * Which view's sort applies (docs/product/all-videos-and-sorting.md: each view keeps its own): the
 * search results' while searching, else Continue watching's, the collection's or All Videos'.
 */
export function sortViewKeyOf(
  query: string,
  { continueWatching, selected }: { continueWatching: boolean; selected: Collection | null },
): SortViewKey {
  return isSearching(query)
    ? SEARCH_VIEW_KEY
    : continueWatching
      ? CONTINUE_WATCHING_ID
      : (selected?.id ?? ALL_VIDEOS_VIEW_KEY);
}

/** Where a video added without choosing goes: the selected collection, else "Unsorted". */
export function addTargetOf(
  collections: readonly Collection[],
  selected: Collection | null,
): string | null {
  return (
    (selected ?? collections.find((collection) => collection.isDefault) ?? collections[0])?.id ??
    null
  );
}
