import { FREE_COLLECTION_LIMIT, FREE_VIDEO_LIMIT } from '@shared/constants';
import type { Tier } from '@shared/contracts/auth';
import type { LimitType } from '@shared/contracts/library';
import type { Tx } from '@server/db/client';
import { AppError } from '@server/http/app-error';
import { countCollections, countVideos, lockUserTier, userTier } from './plan-limits.repo';
import { sessionEnded } from './session-ended';

/** Free: 5 collections (not counting "Unsorted") and 50 videos. Pro: no limit (null). */
export const limitsOf = (tier: Tier) =>
  tier === 'pro'
    ? { categoryLimit: null, videoLimit: null }
    : { categoryLimit: FREE_COLLECTION_LIMIT, videoLimit: FREE_VIDEO_LIMIT };

const limitOf = (tier: Tier, type: LimitType): number | null => {
  const { categoryLimit, videoLimit } = limitsOf(tier);
  return type === 'category' ? categoryLimit : videoLimit;
};

/** What a free user is told when the plan has no room for one more of `type`. */
export function planLimitMessage(type: LimitType): string {
  const limit = limitOf('free', type);
  const what = type === 'category' ? 'collections' : 'videos';
  return `The free plan holds at most ${limit} ${what}. Upgrade to Pro for unlimited ${what}.`;
}

/**
 * Inside the insert's transaction: locks the user's row, then says how many more of `type` the
 * plan holds (null: no limit). Race-free because every such insert takes the same lock before
 * counting, and counts again in its own transaction.
 */
export async function roomFor(tx: Tx, userId: string, type: LimitType): Promise<number | null> {
  const tier = await lockUserTier(tx, userId);
  // The session check already proved the user exists; a vanished user has no room at all.
  if (!tier) throw sessionEnded();
  // No limit (Pro): nothing to count, which would read every row of a large library per add.
  if (limitOf(tier, type) === null) return null;
  const used =
    type === 'category' ? await countCollections(tx, userId) : await countVideos(tx, userId);
  return roomLeft(tier, type, used);
}

/** How many more of `type` the plan holds with `used` of them (null: no limit). */
export function roomLeft(tier: Tier, type: LimitType, used: number): number | null {
  const limit = limitOf(tier, type);
  return limit === null ? null : Math.max(0, limit - used);
}

/** The refusal of one more of `type`: plan_limit_reached, carrying limitType. */
export const planLimitReached = (type: LimitType) =>
  new AppError('plan_limit_reached', 403, planLimitMessage(type), { limitType: type });

/** Refuses with plan_limit_reached (carrying limitType) when the plan has no room for one more. */
export async function assertRoomFor(tx: Tx, userId: string, type: LimitType): Promise<void> {
  if ((await roomFor(tx, userId, type)) === 0) throw planLimitReached(type);
}

/**
 * How many more videos and collections the plan holds now, for showing (an import's preview);
 * null: no limit. Nothing is locked: a write checks again under the lock (roomFor).
 */
export async function planRoom(
  tx: Tx,
  userId: string,
): Promise<{ videos: number | null; collections: number | null }> {
  const tier = await userTier(tx, userId);
  if (!tier) throw sessionEnded();
  const { categoryLimit, videoLimit } = limitsOf(tier);
  return {
    videos: videoLimit === null ? null : Math.max(0, videoLimit - (await countVideos(tx, userId))),
    collections:
      categoryLimit === null
        ? null
        : Math.max(0, categoryLimit - (await countCollections(tx, userId))),
  };
}
