import { useCallback, useState } from 'react';
import { DELETE_MARK_DELAY_MS, DELETE_REMOVE_DELAY_MS } from '@shared/constants';
import type { Video } from '@shared/contracts/library';
import { showErrorToast } from '@client/lib/toast';
import { delay } from '@client/lib/delay';
import {
  removeVideo,
  FAILURE_MESSAGES,
  isLibraryApiError,
  useLibraryCache,
  useLibraryApi,
} from '@client/features/library';
import { UNDO_MESSAGES } from '../undo/undo-messages';
import { offerUndo } from '../undo/offer-undo';

/**
 * docs/product/states.md "Video delete": marked deleting (the card shows an overlay), a 100 ms
 * pause, the server delete, a 400 ms pause so the overlay is seen, then the card goes and its count
 * falls. On failure the mark goes and a toast says so. The marks are screen state, not library
 * data. docs/product/undo.md: once gone, a toast offers "Undo" (the server keeps the row for a
 * while), unless the delete is itself an undo (of an add).
 */
export function useDeleteVideo() {
  const api = useLibraryApi();
  const cache = useLibraryCache();
  const [deletingIds, setDeletingIds] = useState<ReadonlySet<string>>(() => new Set());

  const mark = useCallback((id: string, on: boolean) => {
    setDeletingIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const deleteVideo = useCallback(
    async (video: Video, { undoable = true }: { undoable?: boolean } = {}) => {
      const { id } = video;
      mark(id, true);
      try {
        await delay(DELETE_MARK_DELAY_MS);
        try {
          await api.deleteVideo(id);
        } catch (error) {
          // Already gone (another tab deleted it): the goal is reached.
          if (!(isLibraryApiError(error) && error.code === 'not_found')) throw error;
        }
        await delay(DELETE_REMOVE_DELAY_MS);
        cache.update((library) => removeVideo(library, id));
        if (undoable) {
          offerUndo({
            id: `deleted:${id}`,
            title: UNDO_MESSAGES.deleted,
            description: `“${video.title}”`,
            undo: () =>
              void import('../undo/restore-video').then(({ restoreVideo }) =>
                restoreVideo(video, { api, cache }),
              ),
          });
        }
      } catch {
        showErrorToast(FAILURE_MESSAGES.deleteVideo);
      } finally {
        mark(id, false);
      }
    },
    [api, cache, mark],
  );

  return { deletingIds, deleteVideo };
}
