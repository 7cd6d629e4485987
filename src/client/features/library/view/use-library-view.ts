import { useCallback, useMemo, useState } from 'react';
import type { Collection } from '@shared/contracts/library';
import type { WatchFilter } from './watch-filter';

/**
 * What the screen shows: the selected collection and the search. SPEC §4: after the first load
 * the first collection is selected; deleting the selected one selects the first remaining;
 * choosing a collection clears the search. Both follow from deriving the selection: a chosen
 * id that no longer exists (or none chosen yet) means the first collection, which then counts
 * as chosen. Opening a video (issue 16: `/?video=<id>`) selects its collection and asks the grid
 * to bring its card into view and focus it (`opening`, until the grid says `videoOpened`), and
 * shows every video again so the filter (issue 18: All / Unwatched / Watched) cannot hide it.
 */
export function useLibraryView(collections: readonly Collection[]) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [opening, setOpening] = useState<string | null>(null);
  const [watchFilter, setWatchFilter] = useState<WatchFilter>('all');

  const selected = useMemo(
    () => collections.find((collection) => collection.id === chosenId) ?? collections[0] ?? null,
    [collections, chosenId],
  );
  // The first collection, once shown by default, is remembered as chosen: moving another one
  // to the top of the list (drag and drop) must not change what is shown.
  if (selected && selected.id !== chosenId) setChosenId(selected.id);

  const selectCollection = useCallback((id: string) => {
    setChosenId(id);
    setQuery('');
    setOpening(null);
  }, []);

  const openVideo = useCallback((video: { id: string; categoryId: string }) => {
    setChosenId(video.categoryId);
    setQuery('');
    setWatchFilter('all');
    setOpening(video.id);
  }, []);

  const videoOpened = useCallback(() => setOpening(null), []);

  return {
    selected,
    query,
    setQuery,
    selectCollection,
    opening,
    openVideo,
    videoOpened,
    watchFilter,
    setWatchFilter,
  };
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
