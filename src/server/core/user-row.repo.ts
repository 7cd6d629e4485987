import { eq, sql } from 'drizzle-orm';
import { runsAlone, type Tx } from '@server/db/client';
import { users } from '@server/db/schema';

/*
 * The user's row as every feature reaches it: locked for a write that orders or compares, found
 * by id or by e-mail. Creating accounts and changing their tier is the users feature's.
 */

export type UserRow = typeof users.$inferSelect;

/**
 * Locks the user's row until the transaction ends. Every write that assigns an ordering key
 * takes it first, so one user's moves and inserts run one at a time: two devices reordering
 * the same list can never compute the same key. (The plan-limit check takes the same lock.)
 *
 * The embedded database runs one transaction at a time, from its begin to its end (PGlite's own
 * lock, decision 0029), so there no other write can run meanwhile and the row lock would only
 * cost a statement and an exchange with its thread (decision 0066).
 */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  if (runsAlone(tx)) return;
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
