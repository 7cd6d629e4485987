import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { collectionNameKey } from '@shared/collection-name';
import { COLLECTION_POSITION_KEY, collections } from '@server/db/schema';
import { orderedList } from '@server/db/ordered-table';
import type { OrderedList } from '@server/ordering/ordered-list';
import type { CollectionRow } from '@server/core';

/** The user's last collection: a new one goes after it. */
export async function lastCollection(tx: Tx, userId: string): Promise<CollectionRow | undefined> {
  const [row] = await tx
    .select()
    .from(collections)
    .where(eq(collections.userId, userId))
    .orderBy(desc(collections.position))
    .limit(1);
  return row;
}

/** The user's collections as an ordered list (the caller holds the user's lock). */
export const userCollectionList = (tx: Tx, userId: string): OrderedList =>
  orderedList(
    tx,
    {
      table: collections,
      id: collections.id,
      position: collections.position,
      positionConstraint: COLLECTION_POSITION_KEY,
    },
    sql`${collections.userId} = ${userId}`,
  );

export async function updateCollectionPosition(
  tx: Tx,
  userId: string,
  id: string,
  position: string,
): Promise<CollectionRow | undefined> {
  const [row] = await tx
    .update(collections)
    .set({ position })
    .where(and(eq(collections.userId, userId), eq(collections.id, id)))
    .returning();
  return row;
}

export async function renameCollection(
  tx: Tx,
  userId: string,
  id: string,
  name: string,
): Promise<CollectionRow | undefined> {
  const [row] = await tx
    .update(collections)
    .set({ name, nameKey: collectionNameKey(name) })
    .where(and(eq(collections.userId, userId), eq(collections.id, id)))
    .returning();
  return row;
}

/** Deletes the collection; its videos go with it (foreign key ON DELETE CASCADE). */
export async function deleteCollection(tx: Tx, userId: string, id: string): Promise<void> {
  await tx.delete(collections).where(and(eq(collections.userId, userId), eq(collections.id, id)));
}
