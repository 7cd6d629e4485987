import { useCallback } from 'react';
import type { Video } from '@shared/contracts/library';
import { showErrorToast } from '@client/lib/toast';
import {
  applyUpdatedVideo,
  FAILURE_MESSAGES,
  useLibraryApi,
  useLibraryCache,
} from '@client/features/library';
import { usePlaybackCache } from '@client/features/player';

/**
 * Marks a video watched or not (docs/product/watch-later-and-player.md): the card changes at once,
 * the server's answer (with the time it keeps) replaces it, and a failure puts the mark back as it
 * was and says so. Marked watched, its position is gone on the server
 * (docs/product/watching.md#finished), and so from the positions this tab holds: marked unwatched
 * again, it does not come back to Continue watching with a position the server no longer has.
 */
export function useSetWatched() {
  const api = useLibraryApi();
  const cache = useLibraryCache();
  const playback = usePlaybackCache();

  return useCallback(
    async (video: Video, watched: boolean) => {
      // The mark as shown now (a record passed in may be older), to put back on failure.
      const before =
        cache.read()?.videos.find((shown) => shown.id === video.id)?.watchedAt ?? video.watchedAt;
      const markedAt = watched ? (before ?? new Date().toISOString()) : null;
      await cache.cancelReload();
      cache.update((library) => applyUpdatedVideo(library, { ...video, watchedAt: markedAt }));
      try {
        const saved = await api.setWatched(video.id, watched);
        cache.update((library) => applyUpdatedVideo(library, saved));
        if (watched) playback.remove(video.id);
      } catch {
        cache.update((library) => {
          const now = library.videos.find((shown) => shown.id === video.id);
          return now ? applyUpdatedVideo(library, { ...now, watchedAt: before }) : library;
        });
        showErrorToast(FAILURE_MESSAGES.markWatched);
      }
    },
    [api, cache, playback],
  );
}
