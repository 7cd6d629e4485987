import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Video } from '@shared/contracts/library';
import { clickSelect, NO_SELECTION, visibleSelection, type SelectionState } from './selection';

const NO_IDS: readonly string[] = [];
const idsOf = (videos: readonly Video[]) => videos.map((video) => video.id);

/**
 * The grid's selection for bulk actions (docs/product/bulk-actions.md): cards chosen with their
 * checkbox (Shift for a range), all of the view with `selectAll` (Ctrl/Cmd+A), none with `clear`
 * (Escape). Another view (a collection, All Videos, a search) starts with none; only cards still
 * shown count.
 */
export function useVideoSelection(shown: readonly Video[], viewKey: string) {
  // The selection is kept with the view it was made in, and read as none in any other. It is
  // dropped while rendering only when there is one: that update renders the whole library
  // screen again, which every search key did.
  const [held, setHeld] = useState({ viewKey, selection: NO_SELECTION });
  if (held.viewKey !== viewKey && held.selection !== NO_SELECTION) {
    setHeld({ viewKey, selection: NO_SELECTION });
  }
  const state = held.viewKey === viewKey ? held.selection : NO_SELECTION;
  // Read at click time: the handlers stay the same object for every card (memoized cards).
  const latest = useRef({ shown, viewKey });
  useEffect(() => {
    latest.current = { shown, viewKey };
  });
  // The grid's order is mapped only while something is selected: a search key must not cost a
  // pass over every shown video (docs/product/large-libraries.md).
  const ids = useMemo(
    () => (state.ids.size === 0 ? NO_IDS : visibleSelection(state, idsOf(shown))),
    [state, shown],
  );
  const selectedIds = useMemo(() => new Set(ids), [ids]);

  /** Sets the current view's selection from what it is now. */
  const update = useCallback((change: (now: SelectionState) => SelectionState) => {
    setHeld((now) => {
      const { viewKey: current } = latest.current;
      return {
        viewKey: current,
        selection: change(now.viewKey === current ? now.selection : NO_SELECTION),
      };
    });
  }, []);
  const toggle = useCallback(
    (video: Video, range: boolean) =>
      update((now) => clickSelect(now, idsOf(latest.current.shown), video.id, range)),
    [update],
  );
  const selectAll = useCallback(
    () => update(() => ({ ids: new Set(idsOf(latest.current.shown)), anchor: null })),
    [update],
  );
  const clear = useCallback(() => update(() => NO_SELECTION), [update]);

  return { ids, selectedIds, toggle, selectAll, clear };
}
