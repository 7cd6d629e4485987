import type { Video } from '@shared/contracts/library';
import { showErrorToast } from '@client/lib/toast';
import {
  insertVideoInOrder,
  type useLibraryApi,
  type useLibraryCache,
} from '@client/features/library';
import { focusWhenInView } from '../focus/focus-card';
import { UNDO_MESSAGES } from './undo-messages';

/** Refusals whose reason the server words for the user: the plan filled up, or too late. */
const SAID_BY_SERVER = new Set(['plan_limit_reached', 'not_found']);

const cardOf = (id: string) =>
  document.querySelector<HTMLElement>(`article[data-video-id="${CSS.escape(id)}"]`);

/**
 * Undo of a delete (docs/product/undo.md): the server puts the same video back (id, date, place)
 * and so does the cached library. If the focus was lost with the deleted card (a keyboard delete),
 * the card gets it back. A refusal says why: the server's words when it has them. Fetched with
 * the undo.
 */
export async function restoreVideo(
  video: Video,
  {
    api,
    cache,
  }: { api: ReturnType<typeof useLibraryApi>; cache: ReturnType<typeof useLibraryCache> },
): Promise<void> {
  try {
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
  } catch (error) {
    // The library's API error read by its code alone: importing its class here made the bundler
    // split the library's code into more first-load chunks (docs/decisions/0076-bundle-budget-157.md).
    const code = (error as { code?: unknown } | null)?.code;
    showErrorToast(
      typeof code === 'string' && SAID_BY_SERVER.has(code)
        ? (error as Error).message
        : UNDO_MESSAGES.restoreFailed,
    );
  }
}
