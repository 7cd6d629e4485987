import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Video } from '@shared/contracts/library';
import { clickSelect, NO_SELECTION, visibleSelection } from './selection';

/**
 * The grid's selection for bulk actions (issue 19): cards chosen with their checkbox (Shift for
 * a range), all of the view with `selectAll` (Ctrl/Cmd+A), none with `clear` (Escape). Another
 * view (a collection, All Videos, a search) starts with none; only cards still shown count.
 */
export function useVideoSelection(shown: readonly Video[], viewKey: string) {
  const [state, setState] = useState(NO_SELECTION);
  const [key, setKey] = useState(viewKey);
  if (key !== viewKey) {
    setKey(viewKey);
    setState(NO_SELECTION);
  }
  const order = useMemo(() => shown.map((video) => video.id), [shown]);
  // Read at click time: the handlers stay the same object for every card (memoized cards).
  const latestOrder = useRef(order);
  useEffect(() => {
    latestOrder.current = order;
  });
  const ids = useMemo(() => visibleSelection(state, order), [state, order]);
  const selectedIds = useMemo(() => new Set(ids), [ids]);

  const toggle = useCallback(
    (video: Video, range: boolean) =>
      setState((now) => clickSelect(now, latestOrder.current, video.id, range)),
    [],
  );
  const selectAll = useCallback(
    () => setState({ ids: new Set(latestOrder.current), anchor: null }),
    [],
  );
  const clear = useCallback(() => setState(NO_SELECTION), []);

  return { ids, selectedIds, toggle, selectAll, clear };
}
