import { useCallback } from 'react';
import type { Video } from '@shared/contracts/library';
import { showErrorToast } from '@client/lib/toast';
import {
  applyUpdatedVideo,
  FAILURE_MESSAGES,
  useLibraryApi,
  useLibraryCache,
} from '@client/features/library';

/**
 * Saves a video's note as written in the player (docs/product/watching.md#notes), its other
 * fields as they are; the card shows the server's record. False when it failed, having said so.
 */
export function useSaveNote() {
  const api = useLibraryApi();
  const cache = useLibraryCache();
  return useCallback(
    async (video: Video, note: string): Promise<boolean> => {
      const { title, url, categoryId } = video;
      try {
        const saved = await api.updateVideo(video.id, { title, url, categoryId, note });
        cache.update((library) => applyUpdatedVideo(library, saved));
        return true;
      } catch {
        showErrorToast(FAILURE_MESSAGES.updateVideo);
        return false;
      }
    },
    [api, cache],
  );
}
