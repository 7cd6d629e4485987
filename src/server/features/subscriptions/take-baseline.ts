import type { FeedItem } from '@shared/contracts/subscriptions';
import type { Tx } from '@server/db/client';
import { linkKey, lockUser } from '@server/core';
import { findSubscription, markTaken } from './subscriptions.repo';

/**
 * The first read of a subscription imported without one (not `baselined`,
 * subscription-import.service.ts): every item the feed lists is taken and none added, as a follow
 * takes them. Under the user's lock, read after it: false when another check took the baseline
 * meanwhile (that one goes on as any check then).
 */
export async function takeBaseline(
  tx: Tx,
  { id, userId }: { id: string; userId: string },
  items: readonly FeedItem[],
): Promise<boolean> {
  await lockUser(tx, userId);
  const row = await findSubscription(tx, userId, id);
  if (!row || row.baselined) return false;
  await markTaken(tx, userId, id, [...new Set(items.flatMap((item) => linkKey(item.url) ?? []))]);
  return true;
}
