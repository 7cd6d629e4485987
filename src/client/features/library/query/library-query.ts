import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Library } from '@shared/contracts/library';
import { useAuth } from '@client/features/auth';
import { useLastLibrary, useLibraryApi } from './use-library-api';

/** One query holds the whole library; keyed by user so one user's data never shows another. */
export const libraryQueryKey = (userId: string | undefined) => ['library', userId ?? ''] as const;

export function useLibraryQuery() {
  const { user } = useAuth();
  const api = useLibraryApi();
  const last = useLastLibrary();
  const queryClient = useQueryClient();
  const queryKey = libraryQueryKey(user?.id);
  return useQuery({
    queryKey,
    queryFn: async () => {
      // Issue 20: the copy kept on an earlier visit paints at once; the request then asks
      // with its ETag, and the server's answer (304 or a fresh library) replaces it.
      const kept = await last?.restore();
      if (kept) queryClient.setQueryData<Library>(queryKey, kept);
      return api.getLibrary();
    },
    enabled: user !== null,
  });
}

/**
 * Changes the cached library in place: the optimistic steps and server answers of SPEC §4.
 * A change before the first load has nothing to change, so it is dropped.
 */
export function useLibraryCache() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;

  const update = useCallback(
    (change: (library: Library) => Library) => {
      queryClient.setQueryData<Library>(libraryQueryKey(userId), (library) =>
        library ? change(library) : library,
      );
    },
    [queryClient, userId],
  );

  /** A reload in flight would overwrite an optimistic step with older data: stop it first. */
  const cancelReload = useCallback(
    () => queryClient.cancelQueries({ queryKey: libraryQueryKey(userId) }),
    [queryClient, userId],
  );

  /** Loads the library again: the server's order is the truth after a refused change. */
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: libraryQueryKey(userId) }),
    [queryClient, userId],
  );

  const read = useCallback(
    () => queryClient.getQueryData<Library>(libraryQueryKey(userId)),
    [queryClient, userId],
  );

  return useMemo(
    () => ({ update, cancelReload, reload, read }),
    [update, cancelReload, reload, read],
  );
}
