import { lazyDialog } from '@client/lib/lazy-dialog';
import { quietly } from '@client/lib/use-preload-on-interaction';
import { PlayerDialog } from '@client/features/player';

// The video dialogs, each fetched when first opened or when the user first interacts with the
// page (VIDEO_DIALOG_PRELOADS): the library's first load stays small (docs/decisions/0022-bundle-budget.md).

export const AddVideoDialog = lazyDialog(
  async () => (await import('./add/add-video-dialog')).AddVideoDialog,
  (props) => props.open,
);

export const EditVideoDialog = lazyDialog(
  async () => (await import('./edit/edit-video-dialog')).EditVideoDialog,
  (props) => props.video !== null,
);

export const DeleteVideoDialog = lazyDialog(
  async () => (await import('./delete/delete-video-dialog')).DeleteVideoDialog,
  (props) => props.video !== null,
);

/**
 * The list of keyboard shortcuts (docs/product/keyboard-shortcuts.md), fetched when `?` is first
 * pressed.
 */
export const ShortcutsDialog = lazyDialog(
  async () => (await import('./shortcuts/shortcuts-dialog')).ShortcutsDialog,
  (props) => props.open,
);

/**
 * The selection's toolbar (docs/product/bulk-actions.md), fetched when a first card is selected.
 */
export const BulkBar = lazyDialog(
  async () => (await import('./select/bulk-bar')).BulkBar,
  (props) => props.videos.length > 0,
);

/** Fetching the card's dialogs, one preload each. */
export const VIDEO_DIALOG_PRELOADS = [
  AddVideoDialog,
  EditVideoDialog,
  DeleteVideoDialog,
  PlayerDialog,
].map((dialog) => quietly(dialog.preload));
