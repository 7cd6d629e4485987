import type * as UndoToasts from './undo-toast';
import type { UndoToast } from './undo-toast';

/*
 * The first-load side of the undo toasts (docs/product/undo.md): their code, and the restore's, is
 * fetched with the first one, so the library's first download stays within its budget
 * (docs/decisions/0043-bundle-budget-155.md).
 */

let undoToasts: Promise<typeof UndoToasts> | null = null;

/** Shows a toast saying what just happened, with "Undo". */
export function offerUndo(toast: UndoToast): void {
  undoToasts ??= import('./undo-toast');
  void undoToasts.then(({ showUndoToast }) => showUndoToast(toast));
}

/** The `z` key: undoes what the newest undo toast offers, if one was ever shown. */
export function undoLatest(): void {
  void undoToasts?.then((toasts) => toasts.undoLatest());
}
