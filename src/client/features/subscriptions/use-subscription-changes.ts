import { useMutation } from '@tanstack/react-query';
import type { Subscription, UpdateSubscriptionRequest } from '@shared/contracts/subscriptions';
import { useSubscriptionsApi, useSubscriptionsCache } from './use-subscriptions';

/** Pauses or resumes a subscription, or sends its new videos elsewhere. */
export function useUpdateSubscription(id: string) {
  const api = useSubscriptionsApi();
  const { put, reread } = useSubscriptionsCache();
  return useMutation({
    mutationFn: (change: UpdateSubscriptionRequest) => api.update(id, change),
    onSuccess: put,
    // Refused (gone meanwhile, say): the list as the server has it now.
    onError: reread,
  });
}

/** Asks for a check now; the answer comes before the check is done. */
export function useCheckSubscription(id: string) {
  const api = useSubscriptionsApi();
  const { put, reread } = useSubscriptionsCache();
  return useMutation({
    mutationFn: () => api.check(id),
    onSuccess: put,
    onError: reread,
  });
}

/** Unfollows a subscription (one already gone counts as unfollowed). */
export function useUnfollow() {
  const api = useSubscriptionsApi();
  const { remove, reread } = useSubscriptionsCache();
  return useMutation({
    mutationFn: (subscription: Subscription) => api.unfollow(subscription.id),
    onSuccess: (_nothing, subscription) => remove(subscription.id),
    onSettled: reread,
  });
}
