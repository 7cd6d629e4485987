import { eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { apiTokens } from '@server/db/schema';

/**
 * Revokes every API token of the user (a password change, "sign out all other devices", the
 * operators' reset: decision 0081); answers their names, for the security events.
 */
export async function revokeUserTokens(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .delete(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .returning({ name: apiTokens.name });
  return rows.map((row) => row.name);
}
