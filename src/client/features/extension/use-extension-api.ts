import { useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAuth } from '@client/features/auth';
import { isAuthError } from '@client/lib/auth';
import { createExtensionApi, type ExtensionApi } from './extension-api';

/** The extension calls, sending the signed-in user's session (refreshed once if it expired). */
function useExtensionApi(): ExtensionApi {
  const { client } = useAuth();
  return useMemo(
    () => createExtensionApi((input, init) => client.fetchWithAuth(input, init)),
    [client],
  );
}

/** The server's refusal of an extension it does not connect: final, never worth a retry. */
export const isNotAllowed = (error: unknown): boolean =>
  isAuthError(error) && error.code === 'extension_not_allowed';

/** Which extension `extensionId` is, as the server says; refused when it is not allowed. */
export function useAllowedExtension(extensionId: string) {
  const { user } = useAuth();
  const api = useExtensionApi();
  return useQuery({
    queryKey: ['extension', user?.id ?? '', extensionId] as const,
    queryFn: () => api.describe(extensionId),
    retry: (failures, error) => !isNotAllowed(error) && failures < 1,
  });
}

/** Makes the extension's token; its secret stays with the caller. */
export function useCreateExtensionToken(extensionId: string) {
  const api = useExtensionApi();
  return useMutation({ mutationFn: (name: string) => api.createToken(extensionId, name) });
}
