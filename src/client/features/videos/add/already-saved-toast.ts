import { libraryVideoPath } from '@client/features/browse';
import { ALREADY_SAVED_ACTIONS } from './already-saved-actions';
import type { alreadySavedOf } from '@client/features/library';
import { withToast } from '@client/lib/toast';

/**
 * Long enough to read the line and choose (sonner also pauses it while hovered); it has a close
 * button besides.
 */
const ALREADY_SAVED_TOAST_MS = 15_000;

/**
 * docs/product/already-saved.md: an add refused because the link is in the library already. The
 * toast says where, in the server's words, and offers to open that video or to save the link again
 * anyway. Fetched on demand (use-create-video.ts), as only this answer needs it.
 */
export function showAlreadySavedToast(
  found: NonNullable<ReturnType<typeof alreadySavedOf>>,
  actions: {
    /** Goes to a path in the app (the router's navigate). */
    navigate(to: string, options: { replace: boolean }): void;
    saveAnyway(): void;
  },
): void {
  withToast((toast) =>
    toast(found.message, {
      // The same link refused twice shows one toast.
      id: `already-saved:${found.video.id}`,
      duration: ALREADY_SAVED_TOAST_MS,
      action: {
        label: ALREADY_SAVED_ACTIONS.open,
        // On the library already, its entry is replaced: Back does not come back to it.
        onClick: () =>
          actions.navigate(libraryVideoPath(found.video.id), {
            replace: window.location.pathname === '/',
          }),
      },
      cancel: { label: ALREADY_SAVED_ACTIONS.saveAnyway, onClick: actions.saveAnyway },
    }),
  );
}
