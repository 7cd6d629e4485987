import type { Video } from '@shared/contracts/library';
import {
  insertVideoInOrder,
  type useLibraryApi,
  type useLibraryCache,
} from '@client/features/library';
import { focusWhenInView } from '../focus/focus-card';

const cardOf = (id: string) =>
  document.querySelector<HTMLElement>(`article[data-video-id="${CSS.escape(id)}"]`);

/**
 * Undo of a delete (docs/product/undo.md): the server puts the same video back (id, date, place)
 * and so does the cached library. If the focus was lost with the deleted card (a keyboard delete),
 * the card gets it back. Fetched with the undo; a refusal is the delete's to say
 * (use-delete-video.ts).
 */
export async function restoreVideo(
  video: Video,
  {
    api,
    cache,
  }: { api: ReturnType<typeof useLibraryApi>; cache: ReturnType<typeof useLibraryCache> },
): Promise<void> {
  // A reload that started before the undo would bring back a library without it.
  await cache.cancelReload();
  const restored = await api.restoreVideo(video.id);
  cache.update((library) => insertVideoInOrder(library, restored));
  const focusLost = document.activeElement === null || document.activeElement === document.body;
  if (focusLost)
    focusWhenInView(
      () => cardOf(restored.id),
      () => undefined,
    );
}
