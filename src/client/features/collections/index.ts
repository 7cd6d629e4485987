export { useCreateCollection } from './create/use-create-collection';
export { useDeleteCollection } from './delete/use-delete-collection';
export { CollectionList } from './list/collection-list';
export { preloadCollectionMenu } from './menu/collection-menu';
export {
  DeleteCollectionDialog,
  RenameCollectionDialog,
  COLLECTION_DIALOG_PRELOADS,
} from './on-demand-collection-dialogs';
export { useRenameCollection } from './rename/use-rename-collection';
