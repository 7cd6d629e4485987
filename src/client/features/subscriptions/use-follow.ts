import { useMutation } from '@tanstack/react-query';
import { isAuthError } from '@client/lib/auth';
import type { FollowChoice } from './subscriptions-api';
import { useSubscriptionsApi, useSubscriptionsCache } from './use-subscriptions';

/** What an address would follow; nothing is followed yet. */
export function usePreviewFeed() {
  const api = useSubscriptionsApi();
  const { reread } = useSubscriptionsCache();
  return useMutation({
    mutationFn: (url: string) => api.preview(url),
    onError: (error) => {
      // The server turned lookups off since the list was read: read it again, and the screen
      // says so instead of offering a form that cannot work.
      if (isAuthError(error) && error.code === 'lookups_off') void reread();
    },
  });
}

/** Follows an address; the list shows the new subscription at once, then as the server has it. */
export function useFollow() {
  const api = useSubscriptionsApi();
  const { put, reread } = useSubscriptionsCache();
  return useMutation({
    mutationFn: (choice: FollowChoice) => api.follow(choice),
    onSuccess: ({ subscription }) => put(subscription),
    onSettled: reread,
  });
}
