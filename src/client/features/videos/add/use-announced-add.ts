import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Collection, Video } from '@shared/contracts/library';
import { useLibraryCache } from '@client/features/library';
import { UNDO_MESSAGES } from '../undo/undo-messages';
import { offerUndo } from '../undo/offer-undo';
import { UNDO_TOAST_MS } from '../undo/undo-toast-duration';
import type { NewVideo } from './use-optimistic-add';

/**
 * docs/product/undo.md: an add straight from the clipboard shows nothing of the link it took, so
 * once saved a toast says what went where ("Added “…” to Unsorted"), with "Undo" deleting it again
 * (the spec's delete steps, with no undo of the undo). A failed add is the add's own to say. The
 * add answers before the link's details are looked up (docs/decisions/0099-add-answers-at-once.md):
 * when its title arrives while the toast shows, the toast names the video by it.
 */
export function useAnnouncedAdd(
  add: (input: NewVideo) => Promise<Video>,
  collections: readonly Collection[],
  deleteVideo: (video: Video, options: { undoable: boolean }) => Promise<void>,
) {
  const queryClient = useQueryClient();
  const { read } = useLibraryCache();
  return useCallback(
    (input: NewVideo) => {
      add(input).then(
        (saved) => {
          const collection = collections.find((candidate) => candidate.id === saved.categoryId);
          const offer = (title: string) =>
            offerUndo({
              id: `added:${saved.id}`,
              title: UNDO_MESSAGES.added(title, collection?.name ?? 'your library'),
              undo: () => void deleteVideo(saved, { undoable: false }),
            });
          offer(saved.title);
          const stop = queryClient.getQueryCache().subscribe(() => {
            const title = read()?.videos.find((video) => video.id === saved.id)?.title;
            if (title === undefined || title === saved.title) return;
            offer(title);
            end();
          });
          const ending = setTimeout(() => end(), UNDO_TOAST_MS);
          const end = () => {
            clearTimeout(ending);
            stop();
          };
        },
        () => undefined,
      );
    },
    [add, collections, deleteVideo, queryClient, read],
  );
}
