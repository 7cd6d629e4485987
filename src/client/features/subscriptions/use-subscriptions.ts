import { useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Subscription, Subscriptions } from '@shared/contracts/subscriptions';
import { useAuth } from '@client/features/auth';
import { nextPoll, type AskedCheck, type PollState } from './check-polling';
import { createSubscriptionsApi, type SubscriptionsApi } from './subscriptions-api';

/** Keyed by user, so one user's subscriptions never show for another; sign-out empties the cache. */
export const subscriptionsKey = (userId: string | undefined) =>
  ['subscriptions', userId ?? ''] as const;

/** The subscription endpoints, sending the signed-in user's session (refreshed once if expired). */
export function useSubscriptionsApi(): SubscriptionsApi {
  const { client } = useAuth();
  return useMemo(
    () => createSubscriptionsApi((input, init) => client.fetchWithAuth(input, init)),
    [client],
  );
}

/**
 * The user's subscriptions. The server checks them on its own time, so the list is read again on
 * focus (which the app's other queries do not do), and while a check is awaited (a first one, or
 * one the user asked for: `asked`) every few seconds, less often while reads find no progress
 * (check-polling.ts).
 */
export function useSubscriptions(asked: readonly AskedCheck[]) {
  const { user } = useAuth();
  const api = useSubscriptionsApi();
  // The last read's polling, carried to the next: the wait grows read by read.
  const poll = useRef<PollState | undefined>(undefined);
  return useQuery({
    queryKey: subscriptionsKey(user?.id),
    queryFn: api.list,
    enabled: user !== null,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const read = {
        subscriptions: query.state.data?.subscriptions,
        readAt: query.state.dataUpdatedAt,
      };
      poll.current = nextPoll(poll.current, read, asked, Date.now());
      return poll.current.interval;
    },
  });
}

/** Changes to the cached list: the server's answer shown at once, or the list read again. */
export function useSubscriptionsCache() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = subscriptionsKey(user?.id);
  const update = (change: (subscriptions: Subscription[]) => Subscription[]) =>
    queryClient.setQueryData<Subscriptions>(
      key,
      (data) => data && { ...data, subscriptions: change(data.subscriptions) },
    );
  return {
    /** Puts the server's answer in place of the one it replaces, or adds it. */
    put: (answer: Subscription) =>
      update((subscriptions) =>
        subscriptions.some((s) => s.id === answer.id)
          ? subscriptions.map((s) => (s.id === answer.id ? answer : s))
          : [...subscriptions, answer],
      ),
    remove: (id: string) => update((subscriptions) => subscriptions.filter((s) => s.id !== id)),
    reread: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}
