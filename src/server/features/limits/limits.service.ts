import type { LimitType, TierInfo } from '@shared/contracts/library';
import type { Database } from '@server/db/client';
import { tierInfo } from '@server/core';

/**
 * The plan's limits as the screens ask for them before opening an add dialog (docs/product/api.md).
 */
export function createLimitsService(db: Database) {
  return {
    /** The `check_user_limits` equivalent: tier, counts, limits and whether one more fits. */
    check: (userId: string, type: LimitType): Promise<TierInfo> =>
      db.asUser(userId, (tx) => tierInfo(tx, userId, type)),
  };
}

export type LimitsService = ReturnType<typeof createLimitsService>;
