import { lazyDialog } from '@client/lib/lazy-dialog';
import { quietly } from '@client/lib/use-preload-on-interaction';

// The collection menus' dialogs, fetched when first opened or when the user first interacts with
// the page (COLLECTION_DIALOG_PRELOADS), not with it (docs/decisions/0022-bundle-budget.md).

export const RenameCollectionDialog = lazyDialog(
  async () => (await import('./rename/rename-collection-dialog')).RenameCollectionDialog,
  (props) => props.collection !== null,
);

export const DeleteCollectionDialog = lazyDialog(
  async () => (await import('./delete/delete-collection-dialog')).DeleteCollectionDialog,
  (props) => props.collection !== null,
);

/** Fetching both dialogs, one preload each. */
export const COLLECTION_DIALOG_PRELOADS = [RenameCollectionDialog, DeleteCollectionDialog].map(
  (dialog) => quietly(dialog.preload),
);
