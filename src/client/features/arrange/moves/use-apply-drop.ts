import { useCallback, useState } from 'react';
import { createSerialQueue } from '@client/lib/serial-queue';
import { showErrorToast } from '@client/lib/toast';
import type { DropOutcome } from './drop-outcome';
import {
  replaceCollection,
  FAILURE_MESSAGES,
  useLibraryCache,
  useLibraryApi,
} from '@client/features/library';
import {
  applyMovedVideo,
  collectionBefore,
  moveCollectionAfter,
  moveVideoAfter,
  videoPlace,
} from './library-moves';

/**
 * Drag and drop (docs/product/states.md), optimistic: the cache shows the new order at once, then
 * one request per drop. Requests go one at a time in drop order, so the server applies them as the
 * user made them, each against the order the one before left. The answer replaces the moved record
 * in place; a failure moves it back after its old neighbour and says so, then, once the moves
 * queued meanwhile have settled, reloads the library: a refusal means this screen's order was
 * stale (another device moved things), and later drops may have been built on the undone one.
 */
export function useApplyDrop() {
  const api = useLibraryApi();
  const cache = useLibraryCache();
  const [queue] = useState(createSerialQueue);

  const refused = useCallback(
    (message: string) => {
      showErrorToast(message);
      void queue.run(cache.reload);
    },
    [cache, queue],
  );

  const moveCollection = useCallback(
    (id: string, afterId: string | null) => {
      const library = cache.read();
      if (!library) return;
      const previousId = collectionBefore(library, id);
      // A reload in flight would bring the old order back over this one.
      void cache.cancelReload();
      cache.update((current) => moveCollectionAfter(current, id, afterId));
      void queue
        .run(() => api.moveCollection(id, { afterId }))
        .then(
          (saved) => cache.update((current) => replaceCollection(current, saved)),
          () => {
            cache.update((current) => moveCollectionAfter(current, id, previousId));
            refused(FAILURE_MESSAGES.reorderCollections);
          },
        );
    },
    [api, cache, queue, refused],
  );

  const moveVideo = useCallback(
    (id: string, collectionId: string, afterId: string | null) => {
      const library = cache.read();
      const place = library && videoPlace(library, id);
      if (!place) return;
      const failure =
        place.categoryId === collectionId
          ? FAILURE_MESSAGES.saveVideoOrder
          : FAILURE_MESSAGES.moveVideo;
      void cache.cancelReload();
      cache.update((current) => moveVideoAfter(current, id, collectionId, afterId));
      void queue
        .run(() => api.moveVideo(id, { categoryId: collectionId, afterId }))
        .then(
          (saved) => cache.update((current) => applyMovedVideo(current, saved)),
          () => {
            cache.update((current) => moveVideoAfter(current, id, place.categoryId, place.afterId));
            refused(failure);
          },
        );
    },
    [api, cache, queue, refused],
  );

  /** What a drop asks for; "first in that collection" is after nothing (docs/product/states.md). */
  return useCallback(
    (outcome: DropOutcome) => {
      switch (outcome.type) {
        case 'reorderCollections':
          return moveCollection(outcome.collection.id, outcome.afterId);
        case 'moveVideoToCollection':
          return moveVideo(outcome.video.id, outcome.collection.id, null);
        case 'reorderVideos':
          return moveVideo(outcome.video.id, outcome.video.categoryId, outcome.afterId);
        case 'none':
          return undefined;
      }
    },
    [moveCollection, moveVideo],
  );
}
