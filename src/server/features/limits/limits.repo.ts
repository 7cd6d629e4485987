import { eq, sql } from 'drizzle-orm';
import type { Tier } from '@shared/contracts/auth';
import type { Tx } from '@server/db/client';
import { users } from '@server/db/schema';

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
