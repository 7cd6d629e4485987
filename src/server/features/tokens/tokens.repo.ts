import { and, asc, count, eq, exists, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Tx } from '@server/db/client';
import { apiTokens, users } from '@server/db/schema';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export async function insertToken(
  tx: Tx,
  values: Pick<ApiTokenRow, 'userId' | 'name' | 'tokenHash'>,
): Promise<ApiTokenRow> {
  const [row] = await tx.insert(apiTokens).values(values).returning();
  if (!row) throw new Error('insert into api_tokens returned no row');
  return row;
}

/** The user's tokens, oldest first. */
export const listTokens = (tx: Tx, userId: string): Promise<ApiTokenRow[]> =>
  tx
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));

/** How many tokens the user holds. */
export async function countTokens(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
  return row?.n ?? 0;
}

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

/** Deletes the token; answers its name, or undefined when the user has no such token. */
export async function deleteToken(tx: Tx, userId: string, id: string): Promise<string | undefined> {
  const [row] = await tx
    .delete(apiTokens)
    .where(and(eq(apiTokens.userId, userId), eq(apiTokens.id, id)))
    .returning({ name: apiTokens.name });
  return row?.name;
}

/** One of the user's tokens, with the e-mail of the account it acts for. */
export async function findTokenWithEmail(
  tx: Tx,
  userId: string,
  id: string,
): Promise<{ token: ApiTokenRow; email: string } | undefined> {
  const [row] = await tx
    .select({ token: apiTokens, email: users.email })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.userId, userId), eq(apiTokens.id, id)));
  return row;
}

/** The token with this hash, whoever's (as the system: this is the sign-in check). */
export async function findTokenByHash(tx: Tx, tokenHash: string): Promise<ApiTokenRow | undefined> {
  const [row] = await tx.select().from(apiTokens).where(eq(apiTokens.tokenHash, tokenHash));
  return row;
}

/**
 * True while the token is not revoked (revoking deletes its row, as does deleting its user): a
 * condition the request's own transaction checks (decision 0061).
 */
export const tokenIsLive = (id: string, userId: string): SQL =>
  exists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(apiTokens)
      .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId))),
  );

/** Notes a use, unless one was noted since `notBefore`: a busy token writes once a minute. */
export async function touchToken(tx: Tx, id: string, now: Date, notBefore: Date): Promise<void> {
  await tx
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, notBefore)),
      ),
    );
}
