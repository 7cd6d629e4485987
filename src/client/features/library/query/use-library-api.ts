import { useMemo } from 'react';
import { useAuth } from '@client/features/auth';
import type { AuthClient } from '@client/lib/auth';
import { holdingLiveRefreshes, useLiveGate } from '../live/live-gate';
import { localLibraryOf } from '../local/local-library';
import { rememberedLibrary } from '../local/remembered-library';
import type { RememberedLibrary } from '../local/remembered-library';
import { createLibraryApi } from '../api/library-api';
import type { LibraryApi } from '../api/library-api';

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
