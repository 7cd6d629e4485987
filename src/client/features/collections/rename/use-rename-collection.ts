import { useMutation } from '@tanstack/react-query';
import { LIBRARY_MESSAGES } from '@shared/library-messages';
import type { Category } from '@shared/contracts/library';
import { showErrorToast } from '@client/lib/toast';
import { checkCollectionName } from '../collection-validation';
import { replaceCategory } from '@client/features/library';
import { FAILURE_MESSAGES } from '@client/features/library';
import { isLibraryApiError } from '@client/features/library';
import { useLibraryCache } from '@client/features/library';
import { useLibraryApi } from '@client/features/library';

const showCannotRename = () =>
  showErrorToast(LIBRARY_MESSAGES.cannotRename, LIBRARY_MESSAGES.cannotRenameTitle);

/**
 * SPEC §5 "Rename": "Unsorted" never; a name is required; no duplicate of another collection
 * (case-insensitive). Resolves true when the dialog may close.
 */
export function useRenameCollection(categories: readonly Category[]) {
  const api = useLibraryApi();
  const cache = useLibraryCache();
  const mutation = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => api.renameCategory(id, name),
    onSuccess: (renamed) => cache.update((library) => replaceCategory(library, renamed)),
  });

  async function rename(category: Category, input: string): Promise<boolean> {
    if (category.isDefault) {
      showCannotRename();
      return false;
    }
    const check = checkCollectionName(input, categories, category.id);
    if (!check.ok) {
      showErrorToast(
        check.reason === 'empty'
          ? LIBRARY_MESSAGES.categoryNameRequired
          : LIBRARY_MESSAGES.categoryNameTaken,
      );
      return false;
    }
    if (check.name === category.name) return true;
    try {
      await mutation.mutateAsync({ id: category.id, name: check.name });
      return true;
    } catch (error) {
      const code = isLibraryApiError(error) ? error.code : null;
      if (code === 'category_name_taken') showErrorToast(LIBRARY_MESSAGES.categoryNameTaken);
      else if (code === 'default_category_protected') showCannotRename();
      else showErrorToast(FAILURE_MESSAGES.renameCategory);
      return false;
    }
  }

  return { rename, pending: mutation.isPending };
}
