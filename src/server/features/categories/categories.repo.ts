import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { CATEGORY_POSITION_KEY, categories } from '@server/db/schema';
import { orderedList } from '@server/db/ordered-table';
import type { OrderedList } from '@server/ordering/ordered-list';
import type { CategoryRow } from '@server/core';

/** The unique index on (user_id, lower(name)): a duplicate name in any case. */
export const CATEGORY_NAME_KEY = 'categories_user_name_key';

/** The user's last collection: a new one goes after it. */
export async function lastCategory(tx: Tx, userId: string): Promise<CategoryRow | undefined> {
  const [row] = await tx
    .select()
    .from(categories)
    .where(eq(categories.userId, userId))
    .orderBy(desc(categories.position))
    .limit(1);
  return row;
}

/** The user's collections as an ordered list (the caller holds the user's lock). */
export const userCategoryList = (tx: Tx, userId: string): OrderedList =>
  orderedList(
    tx,
    {
      table: categories,
      id: categories.id,
      position: categories.position,
      positionConstraint: CATEGORY_POSITION_KEY,
    },
    sql`${categories.userId} = ${userId}`,
  );

export async function insertCategory(
  tx: Tx,
  values: { id: string; userId: string; name: string; position: string },
): Promise<CategoryRow> {
  const [row] = await tx.insert(categories).values(values).returning();
  if (!row) throw new Error('insert into categories returned no row');
  return row;
}

export async function updateCategoryPosition(
  tx: Tx,
  userId: string,
  id: string,
  position: string,
): Promise<CategoryRow | undefined> {
  const [row] = await tx
    .update(categories)
    .set({ position })
    .where(and(eq(categories.userId, userId), eq(categories.id, id)))
    .returning();
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
