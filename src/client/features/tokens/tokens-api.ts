import type { ApiToken, CreatedApiToken } from '@shared/contracts/tokens';
import { checkedApi, isAuthError, type AuthorizedFetch } from '@client/lib/auth';
import { ApiTokensCheck, CreatedApiTokenCheck } from '@client/lib/contracts/tokens-checks';

/**
 * The signed-in person's API tokens (/api/tokens). Every answer is checked against the shared
 * contract; every failure is an AuthError carrying the server's code and message.
 */
export function createTokensApi(fetchWithAuth: AuthorizedFetch) {
  const { send, json } = checkedApi(fetchWithAuth);

  return {
    /** Oldest first; never their secrets. */
    list: async (): Promise<ApiToken[]> => (await json(ApiTokensCheck, '/api/tokens')).tokens,

    /** A new token, with its secret: the only time the secret is seen. */
    create: (name: string): Promise<CreatedApiToken> =>
      json(CreatedApiTokenCheck, '/api/tokens', {
        method: 'POST',
        body: JSON.stringify({ name }),
      }),

    /** Resolves once the token is gone: revoked now, or already (another tab, another device). */
    revoke: async (id: string): Promise<void> => {
      try {
        await send(`/api/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' });
      } catch (error) {
        if (!(isAuthError(error) && error.code === 'not_found')) throw error;
      }
    },
  };
}

export type TokensApi = ReturnType<typeof createTokensApi>;
