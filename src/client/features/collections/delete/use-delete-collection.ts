import { useMutation } from '@tanstack/react-query';
import { LIBRARY_MESSAGES } from '@shared/library-messages';
import type { Collection } from '@shared/contracts/library';
import { showErrorToast } from '@client/lib/toast';
import {
  removeCollection,
  FAILURE_MESSAGES,
  isLibraryApiError,
  useLibraryCache,
  useLibraryApi,
} from '@client/features/library';

const showCannotDelete = () =>
  showErrorToast(LIBRARY_MESSAGES.cannotDelete, LIBRARY_MESSAGES.cannotDeleteTitle);

/**
 * Deletes a collection and, as the server does, its videos. If it was the selected one, the
 * selection falls to the first remaining collection by itself (see useLibraryView).
 * Resolves true when the dialog may close.
 */
export function useDeleteCollection() {
  const api = useLibraryApi();
  const cache = useLibraryCache();
  const mutation = useMutation({
    mutationFn: async (id: string) => {
      try {
        await api.deleteCollection(id);
      } catch (error) {
        // Already gone (another tab deleted it): the goal is reached.
        if (!(isLibraryApiError(error) && error.code === 'not_found')) throw error;
      }
      return id;
    },
    onSuccess: (id) => cache.update((library) => removeCollection(library, id)),
  });

  async function remove(collection: Collection): Promise<boolean> {
    if (collection.isDefault) {
      showCannotDelete();
      return false;
    }
    try {
      await mutation.mutateAsync(collection.id);
      return true;
    } catch (error) {
      if (isLibraryApiError(error) && error.code === 'default_category_protected')
        showCannotDelete();
      else showErrorToast(FAILURE_MESSAGES.deleteCollection);
      return false;
    }
  }

  return { remove, pending: mutation.isPending };
}
