import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@client/features/auth';
import { createAccountApi } from './account-api';

const SESSIONS_KEY = ['account', 'sessions'] as const;
const EVENTS_KEY = ['account', 'events'] as const;

export function useAccountApi() {
  const { client } = useAuth();
  return useMemo(
    () => createAccountApi((input, init) => client.fetchWithAuth(input, init)),
    [client],
  );
}

/** The devices signed in to this account. */
export function useAccountSessions() {
  const api = useAccountApi();
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: api.sessions });
}

/** The account's recent security events. */
export function useSecurityEvents() {
  const api = useAccountApi();
  return useQuery({ queryKey: EVENTS_KEY, queryFn: api.events });
}

/**
 * Runs `fn` as a mutation; sessions and events are read again after it, unless it succeeded in
 * ending this very session (the account deleted, this device signed out): there is nothing left
 * to read, and the sign-out that follows clears the cache.
 */
export function useAccountMutation<A, R>(
  fn: (args: A) => Promise<R>,
  endsThisSession: (args: A) => boolean = () => false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async (_result, error, args) => {
      if (!error && endsThisSession(args)) return;
      await queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
}
