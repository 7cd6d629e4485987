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

export async function countVideos(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(videos).where(eq(videos.userId, userId));
  return row?.n ?? 0;
}

/** The user's tier, read without locking (for showing how much room the plan has). */
export async function userTier(tx: Tx, userId: string): Promise<Tier | undefined> {
  const [row] = await tx.select({ tier: users.tier }).from(users).where(eq(users.id, userId));
  return row?.tier;
}
