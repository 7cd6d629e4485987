import { useMemo } from 'react';
import { useAuth } from '@client/features/auth';
import { createImportApi, type ImportApi } from './import-api';

/** The import endpoints, sending the signed-in user's token (refreshed once if it expired). */
export function useImportApi(): ImportApi {
  const { client } = useAuth();
  return useMemo(
    () => createImportApi((input, init) => client.fetchWithAuth(input, init)),
    [client],
  );
}

/** Keyed by user, so one user's import never shows another; sign-out empties the cache. */
export const currentImportKey = (userId: string | undefined) =>
  ['import', userId ?? '', 'current'] as const;

export const importReportKey = (userId: string | undefined, importId: string, filter: string) =>
  ['import', userId ?? '', 'report', importId, filter] as const;
