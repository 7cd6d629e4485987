import { FREE_COLLECTION_LIMIT, FREE_VIDEO_LIMIT } from '@shared/constants';
import type { Tier } from '@shared/contracts/auth';
import type { LimitType, TierInfo } from '@shared/contracts/library';
import type { Tx } from '@server/db/client';
import { AppError } from '@server/http/app-error';
import {
  countCollections,
  countVideos,
  lockUserTier,
  readUsage,
  userTier,
} from './plan-limits.repo';
import { sessionEnded } from './session-ended';

/*
 * The plans' limits (docs/product/api.md), the one place that says whether a user may add N more
 * videos or collections and how a refusal reads: every writer (add, restore, bulk restore, import,
 * collections) and the screens' check (GET /api/limits) ask here. The numbers are in
 * src/shared/constants.ts.
 */

/** Free: 5 collections (not counting "Unsorted") and 50 videos. Pro: no limit (null). */
const limitsOf = (tier: Tier) =>
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

/** How many more of `type` the plan holds with `used` of them (null: no limit). */
function roomLeft(tier: Tier, type: LimitType, used: number): number | null {
  const limit = limitOf(tier, type);
  return limit === null ? null : Math.max(0, limit - used);
}

/** Refuses with plan_limit_reached, carrying limitType, when `room` is less than `more`. */
function refuseUnlessRoom(room: number | null, type: LimitType, more: number): void {
  if (room !== null && room < more) {
    throw new AppError('plan_limit_reached', 403, planLimitMessage(type), { limitType: type });
  }
}

/** How many more of `type` a plan of `tier` holds, counted in `tx` (null: no limit). */
async function roomOf(tx: Tx, userId: string, tier: Tier, type: LimitType) {
  // No limit (Pro): nothing to count, which would read every row of a large library per add.
  if (limitOf(tier, type) === null) return null;
  const used =
    type === 'category' ? await countCollections(tx, userId) : await countVideos(tx, userId);
  return roomLeft(tier, type, used);
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
  return roomOf(tx, userId, tier, type);
}

/** Refuses with plan_limit_reached (carrying limitType) unless the plan has room for `more`. */
export async function assertRoomFor(
  tx: Tx,
  userId: string,
  type: LimitType,
  more = 1,
): Promise<void> {
  refuseUnlessRoom(await roomFor(tx, userId, type), type, more);
}

/**
 * assertRoomFor for a writer that read the tier and, on the free plan, the count itself, in a
 * statement of its checks under the user's lock (an add).
 */
export function assertRoomLeft(tier: Tier, type: LimitType, used: number): void {
  refuseUnlessRoom(roomLeft(tier, type, used), type, 1);
}

/** The room a write that adds many, one at a time, takes from (planAllowance). */
export interface PlanAllowance {
  /** Whether the plan holds one more. */
  hasRoom(): boolean;
  /** Counts one more as added. */
  take(): void;
}

/**
 * The room of an import's chunk: counted once under the user's lock (roomFor), then taken one by
 * one as its entries are added.
 */
export async function planAllowance(
  tx: Tx,
  userId: string,
  type: LimitType,
): Promise<PlanAllowance> {
  let room = await roomFor(tx, userId, type);
  return {
    hasRoom: () => room !== 0,
    take() {
      if (room !== null) room -= 1;
    },
  };
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
  return {
    videos: await roomOf(tx, userId, tier, 'video'),
    collections: await roomOf(tx, userId, tier, 'category'),
  };
}

/**
 * The screens' check before an add dialog opens (`check_user_limits`): tier, counts, limits and
 * whether one more of `type` fits, read in one statement without a lock (the write checks again).
 */
export async function tierInfo(tx: Tx, userId: string, type: LimitType): Promise<TierInfo> {
  const usage = await readUsage(tx, userId);
  // The session check already proved the user exists; a vanished user has no room at all.
  if (!usage) throw sessionEnded();
  const { categoryLimit, videoLimit } = limitsOf(usage.tier);
  const used = type === 'category' ? usage.categoryCount : usage.videoCount;
  return {
    ...usage,
    categoryLimit,
    videoLimit,
    canAdd: roomLeft(usage.tier, type, used) !== 0,
    limitType: type,
  };
}
