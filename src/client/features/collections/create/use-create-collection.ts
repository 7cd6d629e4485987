import { useCallback, useState } from 'react';
import { useNavigate } from '@client/lib/router';
import { LIBRARY_MESSAGES } from '@shared/library-messages';
import type { Collection } from '@shared/contracts/library';
import { showErrorToast } from '@client/lib/toast';
import { checkCollectionName } from '../collection-validation';
import {
  appendCollection,
  FAILURE_MESSAGES,
  isLibraryApiError,
  planLimitOf,
  useLibraryCache,
  useLibraryApi,
} from '@client/features/library';
import { upgradePath, useEnsureCanAdd } from '@client/features/plans';

/**
 * docs/product/validation.md "New collection": an empty name does nothing; a duplicate (any case)
 * is refused with the spec's line before asking the server; the limits check must allow it. The new
 * collection goes last.
 */
export function useCreateCollection(collections: readonly Collection[]) {
  const api = useLibraryApi();
  const cache = useLibraryCache();
  const ensureCanAdd = useEnsureCanAdd();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const create = useCallback(
    async (input: string): Promise<void> => {
      const check = checkCollectionName(input, collections);
      if (!check.ok) {
        if (check.reason === 'taken') showErrorToast(LIBRARY_MESSAGES.collectionNameTaken);
        return;
      }
      setPending(true);
      try {
        if (!(await ensureCanAdd('category'))) return;
        const created = await api.createCollection(check.name);
        cache.update((library) => appendCollection(library, created));
      } catch (error) {
        const limit = planLimitOf(error);
        if (limit) navigate(upgradePath(limit));
        else if (isLibraryApiError(error) && error.code === 'category_name_taken')
          showErrorToast(LIBRARY_MESSAGES.collectionNameTaken);
        else showErrorToast(FAILURE_MESSAGES.addCollection);
      } finally {
        setPending(false);
      }
    },
    [api, cache, collections, ensureCanAdd, navigate],
  );

  return { create, pending };
}
