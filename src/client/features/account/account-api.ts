import * as v from 'valibot';
import type { AccountSession, SecurityEvent } from '@shared/contracts/account';
import { errorFromResponse, networkError, unexpectedResponse } from '@client/lib/auth';
import {
  AccountSessionsCheck,
  RevokedSessionsCheck,
  SecurityEventsCheck,
} from '@client/lib/contracts/account-checks';

/** fetch with the signed-in user's token (the auth client's fetchWithAuth). */
export type AuthorizedFetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * The signed-in person's own account (/api/account). Every failure is an AuthError carrying the
 * server's code, message and, for a weak password, its reasons.
 */
export function createAccountApi(fetchWithAuth: AuthorizedFetch) {
  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await fetchWithAuth(path, {
        ...init,
        ...(init.body === undefined ? {} : { headers: { 'Content-Type': 'application/json' } }),
      });
    } catch (cause) {
      throw networkError(cause);
    }
    if (!response.ok) throw await errorFromResponse(response);
    return response;
  }

  async function json<T>(schema: v.GenericSchema<T>, path: string, init?: RequestInit) {
    const response = await send(path, init);
    const parsed = v.safeParse(schema, await response.json().catch(() => undefined));
    if (!parsed.success) throw unexpectedResponse(response.status, parsed.issues);
    return parsed.output;
  }

  const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

  return {
    sessions: async (): Promise<AccountSession[]> =>
      (await json(AccountSessionsCheck, '/api/account/sessions')).sessions,
    events: async (): Promise<SecurityEvent[]> =>
      (await json(SecurityEventsCheck, '/api/account/events')).events,
    revokeSession: async (id: string): Promise<void> => {
      await send(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    revokeOtherSessions: async (): Promise<number> =>
      (await json(RevokedSessionsCheck, '/api/account/sessions/revoke-others', post({}))).revoked,
    changePassword: async (currentPassword: string, newPassword: string): Promise<void> => {
      await send(
        '/api/account/password',
        post({ current_password: currentPassword, new_password: newPassword }),
      );
    },
    deleteAccount: async (password: string): Promise<void> => {
      await send('/api/account/delete', post({ password }));
    },
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
