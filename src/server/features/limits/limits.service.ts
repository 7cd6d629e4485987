import type { LimitType, TierInfo } from '@shared/contracts/library';
import type { Database } from '@server/db/client';
import { limitsOf, sessionEnded } from '@server/core';
import { readUsage } from './limits.repo';

/** The plan's limits as the screens ask for them before opening an add dialog (SPEC §7). */
export function createLimitsService(db: Database) {
  return {
    /** The `check_user_limits` equivalent: tier, counts, limits and whether one more fits. */
    check: (userId: string, type: LimitType): Promise<TierInfo> =>
      db.asUser(userId, async (tx) => {
        const usage = await readUsage(tx, userId);
        // The session check already proved the user exists; a vanished user has no room at all.
        if (!usage) throw sessionEnded();
        const { categoryLimit: collectionLimit, videoLimit } = limitsOf(usage.tier);
        const [used, limit] =
          type === 'category'
            ? [usage.categoryCount, collectionLimit]
            : [usage.videoCount, videoLimit];
        return {
          ...usage,
          categoryLimit: collectionLimit,
          videoLimit,
          canAdd: limit === null || used < limit,
          limitType: type,
        };
      }),
  };
}

export type LimitsService = ReturnType<typeof createLimitsService>;
