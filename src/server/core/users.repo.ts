import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { users } from '@server/db/schema';

export type UserRow = typeof users.$inferSelect;

/**
 * Locks the user's row until the transaction ends. Every write that assigns an ordering key
 * takes it first, so one user's moves and inserts run one at a time: two devices reordering
 * the same list can never compute the same key. (The plan-limit check takes the same lock.)
 */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const [user] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return user;
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, id));
  return user;
}
