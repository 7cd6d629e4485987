import { useMemo } from 'react';
import { useAuth } from '@client/features/auth';
import { holdingLiveRefreshes, useLiveGate } from '../live/live-gate';
import { createLibraryApi } from './library-api';
import type { LastLibrary, LibraryApi } from './library-api';

/** One memory of the last library per auth client, whichever component loads it. */
const lastLibraries = new WeakMap<object, LastLibrary>();

function lastLibraryOf(client: object): LastLibrary {
  let last = lastLibraries.get(client);
  if (!last) {
    last = { library: null };
    lastLibraries.set(client, last);
  }
  return last;
}

/**
 * The library endpoints, sending the signed-in user's token (refreshed once if it expired). A
 * write holds live refreshes back until it is answered (docs/decisions/0045-live-updates.md).
 */
export function useLibraryApi(): LibraryApi {
  const { client } = useAuth();
  const gate = useLiveGate();
  return useMemo(
    () =>
      holdingLiveRefreshes(
        createLibraryApi((input, init) => client.fetchWithAuth(input, init), lastLibraryOf(client)),
        gate,
      ),
    [client, gate],
  );
}
