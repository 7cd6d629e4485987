import { sql } from 'drizzle-orm';
import type { Tier } from '@shared/contracts/auth';
import type { Tx } from '@server/db/client';
import { users } from '@server/db/schema';
import type { UserRow } from '@server/core';
import { insertDefaultCollection } from '@server/features/collections';

export const USERS_EMAIL_KEY = 'users_email_lower_key';

/** A new user and their "Unsorted" collection, first in order, in the caller's transaction. */
export async function insertUserWithDefaultCollection(
  tx: Tx,
  values: { email: string; passwordHash: string; tier: Tier },
): Promise<UserRow> {
  const [user] = await tx.insert(users).values(values).returning();
  if (!user) throw new Error('insert into users returned no row');
  await insertDefaultCollection(tx, user.id);
  return user;
}

/** Any fixed number: the transaction lock that lets one first account be created at a time. */
const FIRST_ACCOUNT_LOCK_KEY = 7_301_940_222;

/**
 * Whether the instance has any account, asked under a transaction-level advisory lock, so that
 * of two sign-ups racing to be the first, the second waits and then sees the first's account.
 */
export async function hasAnyUserLocked(tx: Tx): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK_KEY})`);
  return hasAnyUser(tx);
}

export async function hasAnyUser(tx: Tx): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/** Returns false when no user has that e-mail. */
export async function updateTierByEmail(tx: Tx, email: string, tier: Tier): Promise<boolean> {
  const updated = await tx
    .update(users)
    .set({ tier })
    .where(sql`lower(${users.email}) = lower(${email})`)
    .returning({ id: users.id });
  return updated.length > 0;
}
