import { and, asc, eq, max } from 'drizzle-orm';
import { generateKeyBetween } from 'fractional-indexing';
import type { Tx } from '../../db/client';
import { categories } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;

/** The unique index on (user_id, lower(name)): a duplicate name in any case. */
export const CATEGORY_NAME_KEY = 'categories_user_name_key';

export const listCategories = (tx: Tx, userId: string): Promise<CategoryRow[]> =>
  tx
    .select()
    .from(categories)
    .where(eq(categories.userId, userId))
    .orderBy(asc(categories.position), asc(categories.id));

export async function findCategory(
  tx: Tx,
  userId: string,
  id: string,
): Promise<CategoryRow | undefined> {
  const [row] = await tx
    .select()
    .from(categories)
    .where(and(eq(categories.userId, userId), eq(categories.id, id)));
  return row;
}

/** A new collection, last in the user's order. */
export async function insertCategory(tx: Tx, userId: string, name: string): Promise<CategoryRow> {
  const [last] = await tx
    .select({ position: max(categories.position) })
    .from(categories)
    .where(eq(categories.userId, userId));
  const [row] = await tx
    .insert(categories)
    .values({ userId, name, position: generateKeyBetween(last?.position ?? null, null) })
    .returning();
  if (!row) throw new Error('insert into categories returned no row');
  return row;
}

export async function renameCategory(
  tx: Tx,
  userId: string,
  id: string,
  name: string,
): Promise<CategoryRow | undefined> {
  const [row] = await tx
    .update(categories)
    .set({ name })
    .where(and(eq(categories.userId, userId), eq(categories.id, id)))
    .returning();
  return row;
}

/** Deletes the collection; its videos go with it (foreign key ON DELETE CASCADE). */
export async function deleteCategory(tx: Tx, userId: string, id: string): Promise<void> {
  await tx.delete(categories).where(and(eq(categories.userId, userId), eq(categories.id, id)));
}
