import { useMemo } from 'react';
import { useAuth } from '@client/features/auth';
import { holdingLiveRefreshes, useLiveGate } from '../live/live-gate';
import { createLibraryApi } from './library-api';
import type { LibraryApi } from './library-api';

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
        createLibraryApi((input, init) => client.fetchWithAuth(input, init)),
        gate,
      ),
    [client, gate],
  );
}
