import type { Collection } from '@shared/contracts/library';
import { sameCollectionName } from '@shared/collection-name';
import { LIBRARY_MESSAGES } from '@shared/library-messages';
import type { Database, Tx } from '@server/db/client';
import { isUniqueViolation } from '@server/db/errors';
import { AppError } from '@server/http/app-error';
import { randomUUID } from 'node:crypto';
import { placeInList, refuseOwnNeighbour } from '@server/ordering/ordered-list';
import { COLLECTION_NAME_KEY } from '@server/db/schema';
import {
  deleteCollection,
  lastCollection,
  renameCollection,
  updateCollectionPosition,
  userCollectionList,
} from './collections.repo';
import { insertCollection } from './new-collections.repo';
import { dropUnusedTags } from '@server/features/tags';
import {
  assertRoomFor,
  lockUser,
  findCollection,
  listCollections,
  type CollectionRow,
} from '@server/core';

export const toCollection = (row: CollectionRow): Collection => ({
  id: row.id,
  name: row.name,
  color: row.color,
  position: row.position,
  isDefault: row.isDefault,
});

const notFound = () => new AppError('not_found', 404, 'Collection not found.');

/**
 * The key that puts a collection right after `after` (null: first), renumbering the user's
 * collections when keys grew too long (see placeInList). Callers hold the
 * user's lock (lockUser or the plan check's), so no other write computes a key meanwhile.
 */
const positionAfter = (
  tx: Tx,
  userId: string,
  collection: { id: string; currentKey: string | null },
  after: CollectionRow | null,
) =>
  placeInList(userCollectionList(tx, userId), {
    ...collection,
    after: after && { id: after.id, key: after.position },
  });

const nameTaken = () =>
  new AppError('category_name_taken', 409, LIBRARY_MESSAGES.collectionNameTaken);

/**
 * Refuses a name that reads as another of the user's collections (docs/product/validation.md),
 * `except` that one being renamed, as the unique index on the name's key would
 * (collection-name.ts), before any write. The caller holds the user's lock, so no other write adds
 * a name meanwhile.
 */
async function assertNameFree(tx: Tx, userId: string, name: string, except?: string) {
  const taken = (await listCollections(tx, userId)).some(
    (collection) => collection.id !== except && sameCollectionName(collection.name, name),
  );
  if (taken) throw nameTaken();
}

/** Runs a write and turns a duplicate-name violation into the spec's message. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, COLLECTION_NAME_KEY)) throw nameTaken();
    throw error;
  }
}

/** Collections: names unique per user in any case; "Unsorted" can't be renamed or deleted. */
export function createCollectionsService(db: Database) {
  return {
    create: (userId: string, name: string): Promise<Collection> =>
      withUniqueName(() =>
        db.asUser(userId, async (tx) => {
          await assertRoomFor(tx, userId, 'category');
          await assertNameFree(tx, userId, name);
          const id = randomUUID();
          const last = (await lastCollection(tx, userId)) ?? null;
          const { key } = await positionAfter(tx, userId, { id, currentKey: null }, last);
          const values = { id, userId, name, position: key };
          return toCollection(await db.lastStatement(() => insertCollection(tx, values)));
        }),
      ),

    rename: (userId: string, id: string, name: string): Promise<Collection> =>
      withUniqueName(() =>
        db.asUser(userId, async (tx) => {
          await lockUser(tx, userId);
          const collection = await findCollection(tx, userId, id);
          if (!collection) throw notFound();
          if (collection.isDefault) {
            throw new AppError('default_category_protected', 409, LIBRARY_MESSAGES.cannotRename);
          }
          await assertNameFree(tx, userId, name, id);
          const renamed = await db.lastStatement(() => renameCollection(tx, userId, id, name));
          if (!renamed) throw notFound();
          return toCollection(renamed);
        }),
      ),

    /**
     * One drop (docs/product/states.md): the collection goes right after `afterId` (null: first).
     * "Unsorted" moves like the others (docs/decisions/0009-ordering.md). Writes its one row, or
     * none.
     */
    move: (userId: string, id: string, afterId: string | null): Promise<Collection> =>
      db.asUser(userId, async (tx) => {
        refuseOwnNeighbour(id, afterId, 'A collection');
        await lockUser(tx, userId);
        const collection = await findCollection(tx, userId, id);
        if (!collection) throw notFound();
        const after = afterId === null ? null : await findCollection(tx, userId, afterId);
        if (after === undefined) throw notFound();
        const { key, changed } = await positionAfter(
          tx,
          userId,
          { id, currentKey: collection.position },
          after,
        );
        if (!changed) return toCollection(collection);
        const moved = await db.lastStatement(() => updateCollectionPosition(tx, userId, id, key));
        if (!moved) throw notFound();
        return toCollection(moved);
      }),

    /**
     * Deletes the collection and its videos in one transaction, and the tags only they carried
     * (docs/product/tags-and-notes.md), under the user's lock as every write of tags.
     */
    remove: (userId: string, id: string): Promise<void> =>
      db.asUser(userId, async (tx) => {
        const collection = await findCollection(tx, userId, id);
        if (!collection) throw notFound();
        if (collection.isDefault) {
          throw new AppError('default_category_protected', 409, LIBRARY_MESSAGES.cannotDelete);
        }
        await lockUser(tx, userId);
        await deleteCollection(tx, userId, id);
        await db.lastStatement(() => dropUnusedTags(tx, userId));
      }),
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
