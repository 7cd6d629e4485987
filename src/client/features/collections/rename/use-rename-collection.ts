import { useMutation } from '@tanstack/react-query';
import { LIBRARY_MESSAGES } from '@shared/library-messages';
import type { Collection } from '@shared/contracts/library';
import { showErrorToast } from '@client/lib/toast';
import { checkCollectionName } from '../collection-validation';
import {
  replaceCollection,
  FAILURE_MESSAGES,
  isLibraryApiError,
  useLibraryCache,
  useLibraryApi,
} from '@client/features/library';

const showCannotRename = () =>
  showErrorToast(LIBRARY_MESSAGES.cannotRename, LIBRARY_MESSAGES.cannotRenameTitle);

/**
 * docs/product/validation.md "Rename": "Unsorted" never; a name is required; no duplicate of
 * another collection (case-insensitive). Resolves true when the dialog may close.
 */
export function useRenameCollection(collections: readonly Collection[]) {
  const api = useLibraryApi();
  const cache = useLibraryCache();
  const mutation = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => api.renameCollection(id, name),
    onSuccess: (renamed) => cache.update((library) => replaceCollection(library, renamed)),
  });

  async function rename(collection: Collection, input: string): Promise<boolean> {
    if (collection.isDefault) {
      showCannotRename();
      return false;
    }
    const check = checkCollectionName(input, collections, collection.id);
    if (!check.ok) {
      showErrorToast(
        check.reason === 'empty'
          ? LIBRARY_MESSAGES.collectionNameRequired
          : LIBRARY_MESSAGES.collectionNameTaken,
      );
      return false;
    }
    if (check.name === collection.name) return true;
    try {
      await mutation.mutateAsync({ id: collection.id, name: check.name });
      return true;
    } catch (error) {
      const code = isLibraryApiError(error) ? error.code : null;
      if (code === 'category_name_taken') showErrorToast(LIBRARY_MESSAGES.collectionNameTaken);
      else if (code === 'default_category_protected') showCannotRename();
      else showErrorToast(FAILURE_MESSAGES.renameCollection);
      return false;
    }
  }

  return { rename, pending: mutation.isPending };
}
