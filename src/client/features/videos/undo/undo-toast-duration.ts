/**
 * How long an undo toast shows (undo-toast.ts): long enough to notice and reach it (sonner also
 * pauses it while hovered and while the tab is hidden). The server keeps a deleted video far
 * longer (VIDEO_UNDO_WINDOW_MS), so an undo clicked at the last moment still finds it. Apart from
 * the toasts' code, which loads with the first toast.
 */
export const UNDO_TOAST_MS = 8000;
