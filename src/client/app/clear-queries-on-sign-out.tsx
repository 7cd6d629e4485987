import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@client/features/auth';

/** Cached data belongs to the user who fetched it: drop it when they sign out or another signs in. */
export function ClearQueriesOnSignOut() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      client.onAuthStateChange((event) => {
        if (event === 'SIGNED_OUT' || event === 'SIGNED_IN') queryClient.removeQueries();
      }),
    [client, queryClient],
  );
  return null;
}
