import type { AccountSession, SecurityEvent } from '@shared/contracts/account';
import { checkedApi, type AuthorizedFetch } from '@client/lib/auth';
import {
  AccountSessionsCheck,
  PasswordChangedCheck,
  RevokedSessionsCheck,
  SecurityEventsCheck,
} from '@client/lib/contracts/account-checks';

/**
 * The signed-in person's own account (/api/account). Every failure is an AuthError carrying the
 * server's code, message and, for a weak password, its reasons.
 */
export function createAccountApi(fetchWithAuth: AuthorizedFetch) {
  const { send, json } = checkedApi(fetchWithAuth);

  const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

  return {
    sessions: async (): Promise<AccountSession[]> =>
      (await json(AccountSessionsCheck, '/api/account/sessions')).sessions,
    events: async (): Promise<SecurityEvent[]> =>
      (await json(SecurityEventsCheck, '/api/account/events')).events,
    revokeSession: async (id: string): Promise<void> => {
      await send(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    /** Signs out the other devices, and revokes the API tokens unless kept: how many of each. */
    revokeOtherSessions: (keepApiTokens: boolean) =>
      json(
        RevokedSessionsCheck,
        '/api/account/sessions/revoke-others',
        post({ keep_api_tokens: keepApiTokens }),
      ),
    /** Answers how many API tokens the change revoked. */
    changePassword: async (
      currentPassword: string,
      newPassword: string,
      keepApiTokens: boolean,
    ): Promise<number> =>
      (
        await json(
          PasswordChangedCheck,
          '/api/account/password',
          post({
            current_password: currentPassword,
            new_password: newPassword,
            keep_api_tokens: keepApiTokens,
          }),
        )
      ).revoked_tokens,
    deleteAccount: async (password: string): Promise<void> => {
      await send('/api/account/delete', post({ password }));
    },
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
