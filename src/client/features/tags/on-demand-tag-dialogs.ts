import { lazyDialog } from '@client/lib/lazy-dialog';

// The tag menus' dialogs, fetched when first opened, not with the screen
// (docs/decisions/0022-bundle-budget.md).

export const RenameTagDialog = lazyDialog(
  async () => (await import('./rename-tag-dialog')).RenameTagDialog,
  (props) => props.tag !== null,
);

export const DeleteTagDialog = lazyDialog(
  async () => (await import('./delete-tag-dialog')).DeleteTagDialog,
  (props) => props.tag !== null,
);
