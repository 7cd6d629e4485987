import { UNDO_MESSAGES } from './undo-messages';
import { dismissToast, withToast } from '@client/lib/toast';
import { UNDO_TOAST_MS } from './undo-toast-duration';

export interface UndoToast {
  /** One toast per thing undone: the same id replaces rather than stacks. */
  id: string;
  title: string;
  description?: string;
  undo(): void;
}

/** The undo the newest toast offers, while it shows: the `z` shortcut runs it. */
let latest: { id: string; run: () => void } | null = null;

const forget = (id: string) => {
  if (latest?.id === id) latest = null;
};

/**
 * docs/product/undo.md: a toast saying what just happened, with "Undo". The undo runs once, whether
 * from the toast's button or the `z` key, and the toast goes with it.
 */
export function showUndoToast(toast: UndoToast): void {
  const { id, title, description, undo } = toast;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    forget(id);
    dismissToast(id);
    undo();
  };
  latest = { id, run };
  withToast((show) =>
    show(title, {
      id,
      description,
      duration: UNDO_TOAST_MS,
      action: { label: UNDO_MESSAGES.undo, onClick: run },
      onAutoClose: () => forget(id),
      onDismiss: () => forget(id),
    }),
  );
}

/** Runs the undo of the newest toast still showing; false when there is none. */
export function undoLatest(): boolean {
  if (!latest) return false;
  latest.run();
  return true;
}
