import { useCallback, useMemo } from 'react';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Library } from '@shared/contracts/library';
import { useAuth } from '@client/features/auth';
import type { FirstScreen } from '@client/features/browse';
import { useLastLibrary, useLibraryApi } from './use-library-api';

/** One query holds the whole library; keyed by user so one user's data never shows another. */
export const libraryQueryKey = (userId: string | undefined) => ['library', userId ?? ''] as const;

/**
 * The first screen of the local copy, shown until the whole library is in (decision 0060):
 * keyed by user like the library, and, like it, dropped from the cache at every sign-in and
 * sign-out. Not under `library`, so nothing that invalidates the library touches it.
 */
const firstScreenQueryKey = (userId: string | undefined) =>
  ['library-first-screen', userId ?? ''] as const;

export function useLibraryQuery() {
  const { user } = useAuth();
  const api = useLibraryApi();
  const last = useLastLibrary();
  const queryClient = useQueryClient();
  const queryKey = libraryQueryKey(user?.id);
  return useQuery({
    queryKey,
    queryFn: async () => {
      // Issue 20: the copy kept on an earlier visit paints at once, its first screen first;
      // the request then asks with its ETag, and the server's answer (304 or a fresh library)
      // replaces it.
      const firstScreenKey = firstScreenQueryKey(user?.id);
      const kept = await last?.restore((screen) =>
        queryClient.setQueryData<FirstScreen | null>(firstScreenKey, screen),
      );
      if (kept) queryClient.setQueryData<Library>(queryKey, kept);
      // The whole copy replaces the first screen; without one (a copy found damaged after its
      // first screen showed), the screen waits for the server's answer, as with no copy.
      queryClient.setQueryData<FirstScreen | null>(firstScreenKey, null);
      return api.getLibrary();
    },
    enabled: user !== null,
  });
}

/**
 * The first screen of the signed-in user's local copy while only it is read; else null. Its
 * mirror is there from the first render (decision 0060, amended 2026-11-28 evening).
 */
export function useFirstScreen(): FirstScreen | null {
  const { user } = useAuth();
  const last = useLastLibrary();
  const query = useQuery<FirstScreen | null>({
    queryKey: firstScreenQueryKey(user?.id),
    queryFn: skipToken,
    initialData: () => last?.firstScreenNow() ?? undefined,
  });
  return query.data ?? null;
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
