import type {
  FeedPreview,
  Followed,
  Subscription,
  Subscriptions,
  UpdateSubscriptionRequest,
} from '@shared/contracts/subscriptions';
import { checkedApi, isAuthError, type AuthorizedFetch } from '@client/lib/auth';
import {
  FeedPreviewCheck,
  FollowedCheck,
  SubscriptionCheck,
  SubscriptionsCheck,
} from '@client/lib/contracts/subscriptions-checks';

/** What following takes (FollowRequest): a null or absent collection means "Inbox". */
export interface FollowChoice {
  url: string;
  collectionId: string | null;
  addNewest: number;
}

const pathOf = (id: string) => `/api/subscriptions/${encodeURIComponent(id)}`;

/**
 * The signed-in person's subscriptions (/api/subscriptions, docs/product/subscriptions.md). Every
 * answer is checked against the shared contract; every failure is an AuthError carrying the
 * server's code and message.
 */
export function createSubscriptionsApi(fetchWithAuth: AuthorizedFetch) {
  const { send, json } = checkedApi(fetchWithAuth);

  return {
    /** Every subscription, and whether this server makes outside lookups at all. */
    list: (): Promise<Subscriptions> => json(SubscriptionsCheck, '/api/subscriptions'),

    /** The feed an address leads to, its title and newest items; nothing is followed yet. */
    preview: (url: string): Promise<FeedPreview> =>
      json(FeedPreviewCheck, '/api/subscriptions/preview', {
        method: 'POST',
        body: JSON.stringify({ url }),
      }),

    /** Follows the address; `added` says how many of its newest videos were added now. */
    follow: (choice: FollowChoice): Promise<Followed> =>
      json(FollowedCheck, '/api/subscriptions', {
        method: 'POST',
        body: JSON.stringify(choice),
      }),

    /** Pauses or resumes it, or sends its new videos to another collection. */
    update: (id: string, change: UpdateSubscriptionRequest): Promise<Subscription> =>
      json(SubscriptionCheck, pathOf(id), { method: 'PATCH', body: JSON.stringify(change) }),

    /** Asks for a check now: answered at once, before the check is done. */
    check: (id: string): Promise<Subscription> =>
      json(SubscriptionCheck, `${pathOf(id)}/check`, { method: 'POST' }),

    /**
     * Unfollows it; the videos it already added stay. Resolves once it is gone: unfollowed now,
     * or already (another tab, another device).
     */
    unfollow: async (id: string): Promise<void> => {
      try {
        await send(pathOf(id), { method: 'DELETE' });
      } catch (error) {
        if (!(isAuthError(error) && error.code === 'not_found')) throw error;
      }
    },
  };
}

export type SubscriptionsApi = ReturnType<typeof createSubscriptionsApi>;
