import { useCallback } from 'react';
import type { Collection, Video } from '@shared/contracts/library';
import { UNDO_MESSAGES } from '../undo/undo-messages';
import { offerUndo } from '../undo/offer-undo';
import type { NewVideo } from './use-optimistic-add';

/**
 * docs/product/undo.md: an add straight from the clipboard shows nothing of the link it took, so
 * once saved a toast says what went where ("Added “…” to Unsorted"), with "Undo" deleting it again
 * (the spec's delete steps, with no undo of the undo). A failed add is the add's own to say.
 */
export function useAnnouncedAdd(
  add: (input: NewVideo) => Promise<Video>,
  collections: readonly Collection[],
  deleteVideo: (video: Video, options: { undoable: boolean }) => Promise<void>,
) {
  return useCallback(
    (input: NewVideo) => {
      add(input).then(
        (saved) => {
          const collection = collections.find((candidate) => candidate.id === saved.categoryId);
          offerUndo({
            id: `added:${saved.id}`,
            title: UNDO_MESSAGES.added(saved.title, collection?.name ?? 'your library'),
            undo: () => void deleteVideo(saved, { undoable: false }),
          });
        },
        () => undefined,
      );
    },
    [add, collections, deleteVideo],
  );
}
