import { useEffect, useRef } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useDndContext, useDndMonitor } from '@dnd-kit/core';
import type { Library } from '@shared/contracts/library';
import { useAuth } from '@client/features/auth';
import { libraryQueryKey, useLibraryApi } from './query/library-query';
import { useLiveGate } from './live/live-gate';
import { createLiveRefresher, LIVE_REFRESH_INTERVAL_MS } from './live/live-refresh';
import type { LiveGate } from './live/live-refresh';

const shown = () => document.visibilityState !== 'hidden';
/** Offline, a read would only fail: the reconnect refetch (decision 0038) reads it when back. */
const worthTrying = () => shown() && onlineManager.isOnline();

/**
 * Live updates of the library (docs/product/live-updates.md): rendered once, inside the
 * drag-and-drop context of the signed-in layout. Reads the library again on focus, when the tab is
 * shown again and every minute while it is shown; a drag holds that back until it ends (cards never
 * move under it). Renders nothing.
 */
export function LiveLibraryUpdates() {
  const gate = useLiveGate();
  const queryClient = useQueryClient();
  const api = useLibraryApi();
  const userId = useAuth().user?.id;

  useHoldWhileDragging(gate);

  useEffect(() => {
    if (userId === undefined) return;
    const key = libraryQueryKey(userId);
    const refresher = createLiveRefresher({
      gate,
      load: () => api.getLibrary(),
      version: () => {
        const state = queryClient.getQueryState(key);
        if (state?.data === undefined || state.fetchStatus !== 'idle') return undefined;
        return state.dataUpdateCount;
      },
      apply: (library) => queryClient.setQueryData<Library>(key, library),
      visible: worthTrying,
      defer: (task) => void setTimeout(task, 0),
    });
    const refresh = () => void refresher.refresh();
    const onVisibility = () => {
      if (shown()) refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisibility);
    const interval = setInterval(refresh, LIVE_REFRESH_INTERVAL_MS);
    return () => {
      refresher.stop();
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(interval);
    };
  }, [gate, queryClient, api, userId]);

  return null;
}

/** A drag (pointer, touch or keyboard) holds refreshes back from its start to its drop or cancel. */
function useHoldWhileDragging(gate: LiveGate) {
  const release = useRef<(() => void) | null>(null);
  const end = () => {
    release.current?.();
    release.current = null;
  };
  useDndMonitor({
    onDragStart: () => {
      end();
      release.current = gate.hold();
    },
    onDragEnd: end,
    onDragCancel: end,
  });
  // dnd-kit skips the end events of a drag ended before its first move was measured: no drag
  // left active is an end too, so a lost event never stops live updates for good.
  const dragging = useDndContext().active !== null;
  const wasDragging = useRef(false);
  useEffect(() => {
    if (wasDragging.current && !dragging) end();
    wasDragging.current = dragging;
  });
  // Unmounted mid-drag (signed out, say): the hold goes with it.
  useEffect(() => {
    const held = release;
    return () => held.current?.();
  }, []);
}
