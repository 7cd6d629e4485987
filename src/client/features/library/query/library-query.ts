import { useCallback, useMemo } from 'react';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Library } from '@shared/contracts/library';
import { useAuth } from '@client/features/auth';
import type { FirstScreen } from '@client/features/browse';
import type { AuthClient } from '@client/lib/auth';
import { holdingLiveRefreshes, useLiveGate } from '../live/live-gate';
import { localLibraryOf } from '../local/local-library';
import { rememberedLibrary, type RememberedLibrary } from '../local/remembered-library';
import { createLibraryApi, type LibraryApi } from '../api/library-api';

// The library as react-query holds it: the API every read and write goes through, the query, its
// first screen, and the hook that changes the cached library. One module, as the screens and
// dialogs that write also read: split in two, the bundler made each half a chunk of its own in
// the first load (docs/decisions/0076-bundle-budget-157.md).

/**
 * One memory of the last library per auth client and user, whichever component loads it; a
 * user signing in after another starts from their own (their local copy), not from the other's.
 */
const lastLibraries = new WeakMap<AuthClient, { userId: string; last: RememberedLibrary }>();

function lastLibraryOf(client: AuthClient, userId: string): RememberedLibrary {
  let known = lastLibraries.get(client);
  if (known?.userId !== userId) {
    known = { userId, last: rememberedLibrary(userId, localLibraryOf(client)) };
    lastLibraries.set(client, known);
  }
  return known.last;
}

/** The signed-in user's last library; null while nobody is signed in. */
export function useLastLibrary(): RememberedLibrary | null {
  const { client, user } = useAuth();
  const userId = user?.id;
  return useMemo(
    () => (userId === undefined ? null : lastLibraryOf(client, userId)),
    [client, userId],
  );
}

/**
 * The library endpoints, sending the signed-in user's token (refreshed once if it expired). A
 * write holds live refreshes back until it is answered (docs/decisions/0045-live-updates.md).
 */
export function useLibraryApi(): LibraryApi {
  const { client } = useAuth();
  const last = useLastLibrary();
  const gate = useLiveGate();
  return useMemo(
    () =>
      holdingLiveRefreshes(
        createLibraryApi((input, init) => client.fetchWithAuth(input, init), last ?? undefined),
        gate,
      ),
    [client, last, gate],
  );
}

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
      // docs/product/local-copy-and-sync.md: the copy kept on an earlier visit paints at once, its
      // first screen first; the request then asks with its ETag, and the server's answer (304 or a
      // fresh library) replaces it.
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
 * Changes the cached library in place: the optimistic steps and server answers of
 * docs/product/states.md. A change before the first load has nothing to change, so it is dropped.
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
