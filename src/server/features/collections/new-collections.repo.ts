import { and, eq, inArray } from 'drizzle-orm';
import { generateKeyBetween } from 'fractional-indexing';
import { collectionNameKey } from '@shared/collection-name';
import { DEFAULT_COLLECTION_NAME } from '@shared/constants';
import type { Tx } from '@server/db/client';
import { collections } from '@server/db/schema';
import type { CollectionRow } from '@server/core';

/*
 * The one way collection rows enter the library: one the user creates (insertCollection), a new
 * account's "Unsorted" (insertDefaultCollection) and those an import's chunk makes
 * (insertCollectionsReusing). Each row's name key, which the unique index on names compares
 * (@shared/collection-name), is made from its name here. The caller chose its place and, for a
 * collection the plan counts, checked the plan's room (core/plan-limits.ts).
 */

/** A collection as it enters the library (its id the database's unless given). */
export type NewCollection = Pick<
  typeof collections.$inferInsert,
  'id' | 'userId' | 'name' | 'position' | 'isDefault'
>;

const withNameKeys = <T extends NewCollection>(rows: readonly T[]) =>
  rows.map((row) => ({ ...row, nameKey: collectionNameKey(row.name) }));

/** One collection, answered as stored; a name the user has already breaks the unique index. */
export async function insertCollection(tx: Tx, row: NewCollection): Promise<CollectionRow> {
  const [inserted] = await tx
    .insert(collections)
    .values(withNameKeys([row]))
    .returning();
  if (!inserted) throw new Error('insert into categories returned no row');
  return inserted;
}

/** A new account's "Unsorted", first in order: the collection nothing can rename or delete. */
export async function insertDefaultCollection(tx: Tx, userId: string): Promise<void> {
  await tx.insert(collections).values(
    withNameKeys([
      {
        userId,
        name: DEFAULT_COLLECTION_NAME,
        position: generateKeyBetween(null, null),
        isDefault: true,
      },
    ]),
  );
}

/**
 * Writes a chunk's new collections, each unless the user has one of the same name by the unique
 * index (its key) already; answers, by the id a row was to have, each such existing collection,
 * which the row's links then go into. Never a unique violation that would fail the chunk.
 */
export async function insertCollectionsReusing(
  tx: Tx,
  userId: string,
  rows: ReadonlyArray<NewCollection & { id: string }>,
): Promise<Map<string, { id: string; name: string }>> {
  if (rows.length === 0) return new Map();
  const keyed = withNameKeys(rows);
  const written = await tx
    .insert(collections)
    .values(keyed)
    .onConflictDoNothing({ target: [collections.userId, collections.nameKey] })
    .returning({ id: collections.id });
  if (written.length === rows.length) return new Map();
  const writtenIds = new Set(written.map((row) => row.id));
  const skipped = keyed.filter((row) => !writtenIds.has(row.id));
  const existing = await tx
    .select({ id: collections.id, name: collections.name, nameKey: collections.nameKey })
    .from(collections)
    .where(
      and(
        eq(collections.userId, userId),
        inArray(
          collections.nameKey,
          skipped.map((row) => row.nameKey),
        ),
      ),
    );
  const byKey = new Map(existing.map((row) => [row.nameKey, { id: row.id, name: row.name }]));
  return new Map(
    skipped.flatMap((row) => {
      const found = byKey.get(row.nameKey);
      return found ? [[row.id, found] as const] : [];
    }),
  );
}
