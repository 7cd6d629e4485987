import { useEffect, useRef } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useDndContext, useDndMonitor } from '@dnd-kit/core';
import type { Library } from '@shared/contracts/library';
import { useAuth } from '@client/features/auth';
import { libraryQueryKey, useLastLibrary, useLibraryApi } from './query/library-query';
import { useLiveGate } from './live/live-gate';
import { createLiveRefresher, LIVE_REFRESH_INTERVAL_MS } from './live/live-refresh';
import type { LiveGate } from './live/live-refresh';
import type { LibraryStream } from './live/library-stream';

const shown = () => document.visibilityState !== 'hidden';

/** Offline, a read would only fail: the reconnect refetch (decision 0038) reads it when back. */
const worthTrying = () => shown() && onlineManager.isOnline();

/**
 * Live updates of the library (docs/product/live-updates.md): rendered once, inside the
 * drag-and-drop context of the signed-in layout. Reads the library again when the server pushes
 * that it changed (library-stream.ts), and on focus, when the tab is shown again and every minute
 * while it is shown; a drag holds that back until it ends
 * (cards never move under it). Renders nothing.
 */
export function LiveLibraryUpdates() {
  const gate = useLiveGate();
  const queryClient = useQueryClient();
  const api = useLibraryApi();
  const { client, user } = useAuth();
  const userId = user?.id;
  const last = useLastLibrary();

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
    let stream: LibraryStream | undefined;
    let mounted = true;
    // The pushed changes' stream opens 5 s after the page, once the library is in: the first
    // screen's requests go first, and its code is never part of the first load (decision 0094).
    // Nothing is missed meanwhile: it opens naming the library held, and hears of a change since.
    // A write answered before then opens it at once: an added video's details follow its add
    // (decision 0099).
    let opened = false;
    const open = () => {
      if (opened) return;
      opened = true;
      clearTimeout(opening);
      import('./live/library-stream').then(
        (loaded) => {
          if (!mounted) return;
          stream = loaded.default(client, last, refresh);
          stopWatchingWrites();
        },
        // Its chunk did not load (a deploy replaced it, a network blip): the refreshes carry on
        // meanwhile, and the next write or a minute from now tries again.
        () => {
          if (!mounted) return;
          opened = false;
          opening = setTimeout(open, LIVE_REFRESH_INTERVAL_MS);
        },
      );
    };
    let opening = setTimeout(open, 5_000);
    const stopWatchingWrites = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') open();
    });
    const onVisibility = () => {
      if (shown()) refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisibility);
    // Kept while the stream flows too: the fallback for a stream that stalls unseen.
    const interval = setInterval(refresh, LIVE_REFRESH_INTERVAL_MS);
    return () => {
      mounted = false;
      clearTimeout(opening);
      stopWatchingWrites();
      stream?.stop();
      refresher.stop();
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(interval);
    };
  }, [gate, queryClient, api, userId, client, last]);

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
