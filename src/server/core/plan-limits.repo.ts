import { and, count, eq, sql } from 'drizzle-orm';
import type { Tier } from '@shared/contracts/auth';
import type { Tx } from '@server/db/client';
import { collections, users, videos } from '@server/db/schema';

/**
 * The user's tier, with their row locked until the transaction ends: every insert that a plan
 * limit governs takes this lock first, so two concurrent adds cannot both see room for one.
 */
export async function lockUserTier(tx: Tx, userId: string): Promise<Tier | undefined> {
  const [row] = await tx
    .select({ tier: users.tier })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.tier;
}

/** Collections that count toward the plan: all but the default "Unsorted". */
export async function countCollections(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(collections)
    .where(and(eq(collections.userId, userId), sql`not ${collections.isDefault}`));
  return row?.n ?? 0;
}

/**
 * How many videos the user has, as an SQL expression of a statement that reads the user's row
 * (an add's checks): counted only on the plan that has a limit (Pro's library may be large).
 */
export const videosCountedByPlan = (userId: string) => sql<number | null>`case
        when ${users.tier} = 'free'
        then (select count(*)::int from ${videos} where ${videos.userId} = ${userId})
      end`;

export async function countVideos(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(videos).where(eq(videos.userId, userId));
  return row?.n ?? 0;
}

/** The user's tier, read without locking (for showing how much room the plan has). */
export async function userTier(tx: Tx, userId: string): Promise<Tier | undefined> {
  const [row] = await tx.select({ tier: users.tier }).from(users).where(eq(users.id, userId));
  return row?.tier;
}

export interface Usage {
  tier: Tier;
  /** Collections that count toward the plan: all but the default "Unsorted". */
  categoryCount: number;
  videoCount: number;
}

/** The user's tier and what they hold, in one statement; undefined when the user is gone. */
export async function readUsage(tx: Tx, userId: string): Promise<Usage | undefined> {
  const [row] = await tx
    .select({
      tier: users.tier,
      // Spelled out: drizzle leaves a column's table off inside a one-table select.
      categoryCount: sql<number>`(select count(*) from categories c
        where c.user_id = ${userId} and not c.is_default)::int`,
      videoCount: sql<number>`(select count(*) from videos v where v.user_id = ${userId})::int`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
