import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken } from '@shared/contracts/tokens';
import { useAuth } from '@client/features/auth';
import { createTokensApi, type TokensApi } from './tokens-api';

/** Keyed by user, so one user's tokens never show for another; sign-out empties the cache. */
export const tokensKey = (userId: string | undefined) => ['tokens', userId ?? ''] as const;

/** The token endpoints, sending the signed-in user's session (refreshed once if it expired). */
export function useTokensApi(): TokensApi {
  const { client } = useAuth();
  return useMemo(
    () => createTokensApi((input, init) => client.fetchWithAuth(input, init)),
    [client],
  );
}

/** The user's tokens, oldest first. */
export function useApiTokens() {
  const { user } = useAuth();
  const api = useTokensApi();
  return useQuery({
    queryKey: tokensKey(user?.id),
    queryFn: api.list,
    enabled: user !== null,
  });
}

/** Changes to the cached list: shown at once, then read again from the server. */
function useTokensCache() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = tokensKey(user?.id);
  return {
    update: (change: (tokens: ApiToken[]) => ApiToken[]) =>
      queryClient.setQueryData<ApiToken[]>(key, (tokens) => tokens && change(tokens)),
    reread: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}

/** Makes a token. Its secret stays with the caller (the answer), never in the cached list. */
export function useCreateToken() {
  const api = useTokensApi();
  const { update, reread } = useTokensCache();
  return useMutation({
    mutationFn: api.create,
    onSuccess: ({ id, name, createdAt, lastUsedAt }) =>
      update((tokens) => [...tokens, { id, name, createdAt, lastUsedAt }]),
    onSettled: reread,
  });
}

/** Revokes a token (one already gone counts as revoked). */
export function useRevokeToken() {
  const api = useTokensApi();
  const { update, reread } = useTokensCache();
  return useMutation({
    mutationFn: (token: ApiToken) => api.revoke(token.id),
    onSuccess: (_nothing, token) => update((tokens) => tokens.filter((t) => t.id !== token.id)),
    onSettled: reread,
  });
}
