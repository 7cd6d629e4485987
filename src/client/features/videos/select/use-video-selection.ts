import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Video } from '@shared/contracts/library';
import { clickSelect, NO_SELECTION, visibleSelection } from './selection';

const NO_IDS: readonly string[] = [];
const idsOf = (videos: readonly Video[]) => videos.map((video) => video.id);

/**
 * The grid's selection for bulk actions (docs/product/bulk-actions.md): cards chosen with their
 * checkbox (Shift for a range), all of the view with `selectAll` (Ctrl/Cmd+A), none with `clear`
 * (Escape). Another view (a collection, All Videos, a search) starts with none; only cards still
 * shown count.
 */
export function useVideoSelection(shown: readonly Video[], viewKey: string) {
  const [state, setState] = useState(NO_SELECTION);
  const [key, setKey] = useState(viewKey);
  if (key !== viewKey) {
    setKey(viewKey);
    setState(NO_SELECTION);
  }
  // Read at click time: the handlers stay the same object for every card (memoized cards).
  const latestShown = useRef(shown);
  useEffect(() => {
    latestShown.current = shown;
  });
  // The grid's order is mapped only while something is selected: a search key must not cost a
  // pass over every shown video (docs/product/large-libraries.md).
  const ids = useMemo(
    () => (state.ids.size === 0 ? NO_IDS : visibleSelection(state, idsOf(shown))),
    [state, shown],
  );
  const selectedIds = useMemo(() => new Set(ids), [ids]);

  const toggle = useCallback(
    (video: Video, range: boolean) =>
      setState((now) => clickSelect(now, idsOf(latestShown.current), video.id, range)),
    [],
  );
  const selectAll = useCallback(
    () => setState({ ids: new Set(idsOf(latestShown.current)), anchor: null }),
    [],
  );
  const clear = useCallback(() => setState(NO_SELECTION), []);

  return { ids, selectedIds, toggle, selectAll, clear };
}
