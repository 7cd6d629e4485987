import { lazyDialog } from '@client/lib/lazy-dialog';

// The collection menus' dialogs, fetched when first opened or when the user first interacts with
// the page (preloadCollectionDialogs), not with it (docs/decisions/0022-bundle-budget.md).

export const RenameCollectionDialog = lazyDialog(
  async () => (await import('./rename/rename-collection-dialog')).RenameCollectionDialog,
  (props) => props.collection !== null,
);

export const DeleteCollectionDialog = lazyDialog(
  async () => (await import('./delete/delete-collection-dialog')).DeleteCollectionDialog,
  (props) => props.collection !== null,
);

/** Fetches both; a failure is left to the opening, which tries again. */
export function preloadCollectionDialogs(): void {
  for (const dialog of [RenameCollectionDialog, DeleteCollectionDialog]) {
    dialog.preload().catch(() => undefined);
  }
}
