import { expect } from 'vitest';
import type { Library } from '@shared/contracts/library';
import {
  FollowedSchema,
  SubscriptionsSchema,
  type Subscription,
} from '@shared/contracts/subscriptions';
import type { TestApp } from './test-app';

/** Whoever the requests are made for: a signed-up user's session. */
interface Follower {
  token: string;
}

/**
 * The subscription requests the API tests make (docs/product/subscriptions.md), each checking its
 * answer: the list, a follow, and a check asked for and waited out.
 */
export function subscriptionRequests({
  request,
  background,
}: Pick<TestApp, 'request' | 'background'>) {
  const subscriptionsOf = async (user: Follower) => {
    const res = await request('GET', '/api/subscriptions', { token: user.token });
    expect(res.status).toBe(200);
    return SubscriptionsSchema.parse(res.body);
  };
  const follow = (user: Follower, body: Record<string, unknown>) =>
    request('POST', '/api/subscriptions', { token: user.token, body });
  /** Follows, expecting it to be followed: the new subscription. */
  async function followed(user: Follower, body: Record<string, unknown>): Promise<Subscription> {
    const res = await follow(user, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return FollowedSchema.parse(res.body).subscription;
  }
  /** Asks for a check now and waits until the background made it. */
  async function checkNow(user: Follower, id: string): Promise<Subscription> {
    const res = await request('POST', `/api/subscriptions/${id}/check`, { token: user.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await background.feeds.settled();
    const found = (await subscriptionsOf(user)).subscriptions.find((s) => s.id === id);
    if (!found) throw new Error('subscription gone');
    return found;
  }
  return { subscriptionsOf, follow, followed, checkNow };
}

/** The titles of a collection's videos, in its order. */
export const titlesIn = (library: Library, collectionId: string) =>
  library.videos
    .filter((v) => v.categoryId === collectionId)
    .sort((a, b) => (a.position < b.position ? -1 : 1))
    .map((v) => v.title);
