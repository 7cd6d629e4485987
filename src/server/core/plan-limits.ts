import { FREE_COLLECTION_LIMIT, FREE_VIDEO_LIMIT } from '@shared/constants';
import type { Tier } from '@shared/contracts/auth';
import type { LimitType } from '@shared/contracts/library';
import type { Tx } from '@server/db/client';
import { AppError } from '@server/http/app-error';
import { countCollections, countVideos, lockUserTier } from './plan-limits.repo';
import { sessionEnded } from './session-ended';

/** Free: 5 collections (not counting "Unsorted") and 50 videos. Pro: no limit (null). */
export const limitsOf = (tier: Tier) =>
  tier === 'pro'
    ? { categoryLimit: null, videoLimit: null }
    : { categoryLimit: FREE_COLLECTION_LIMIT, videoLimit: FREE_VIDEO_LIMIT };

/**
 * Inside the insert's transaction: locks the user's row, then refuses with plan_limit_reached
 * (carrying limitType) when the plan has no room. Race-free because every such insert takes the
 * same lock before counting.
 */
export async function assertRoomFor(tx: Tx, userId: string, type: LimitType): Promise<void> {
  const tier = await lockUserTier(tx, userId);
  // The session check already proved the user exists; a vanished user has no room at all.
  if (!tier) throw sessionEnded();
  const { categoryLimit: collectionLimit, videoLimit } = limitsOf(tier);
  const limit = type === 'category' ? collectionLimit : videoLimit;
  // No limit (Pro): nothing to count, which would read every row of a large library per add.
  if (limit === null) return;
  const used =
    type === 'category' ? await countCollections(tx, userId) : await countVideos(tx, userId);
  if (used >= limit) {
    const what = type === 'category' ? 'collections' : 'videos';
    throw new AppError(
      'plan_limit_reached',
      403,
      `The free plan holds at most ${limit} ${what}. Upgrade to Pro for unlimited ${what}.`,
      { limitType: type },
    );
  }
}
