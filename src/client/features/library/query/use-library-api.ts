import { useMemo } from 'react';
import { useAuth } from '@client/features/auth';
import { createLibraryApi } from './library-api';
import type { LibraryApi } from './library-api';

/** The library endpoints, sending the signed-in user's token (refreshed once if it expired). */
export function useLibraryApi(): LibraryApi {
  const { client } = useAuth();
  return useMemo(
    () => createLibraryApi((input, init) => client.fetchWithAuth(input, init)),
    [client],
  );
}
