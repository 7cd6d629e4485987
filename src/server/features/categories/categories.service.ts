import { LIBRARY_MESSAGES, type Category } from '../../../shared/contracts/library';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { assertRoomFor } from '../limits/limits.service';
import {
  CATEGORY_NAME_KEY,
  deleteCategory,
  findCategory,
  insertCategory,
  renameCategory,
  type CategoryRow,
} from './categories.repo';

export const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  color: row.color,
  position: row.position,
  isDefault: row.isDefault,
});

const notFound = () => new AppError('not_found', 404, 'Collection not found.');

/** Runs a write and turns a duplicate-name violation into the spec's message. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, CATEGORY_NAME_KEY)) {
      throw new AppError('category_name_taken', 409, LIBRARY_MESSAGES.categoryNameTaken);
    }
    throw error;
  }
}

/** Collections: names unique per user in any case; "Unsorted" can't be renamed or deleted. */
export function createCategoriesService(db: Database) {
  return {
    create: (userId: string, name: string): Promise<Category> =>
      withUniqueName(() =>
        db.asUser(userId, async (tx) => {
          await assertRoomFor(tx, userId, 'category');
          return toCategory(await insertCategory(tx, userId, name));
        }),
      ),

    rename: (userId: string, id: string, name: string): Promise<Category> =>
      withUniqueName(() =>
        db.asUser(userId, async (tx) => {
          const category = await findCategory(tx, userId, id);
          if (!category) throw notFound();
          if (category.isDefault) {
            throw new AppError('default_category_protected', 409, LIBRARY_MESSAGES.cannotRename);
          }
          const renamed = await renameCategory(tx, userId, id, name);
          if (!renamed) throw notFound();
          return toCategory(renamed);
        }),
      ),

    /** Deletes the collection and its videos in one transaction. */
    remove: (userId: string, id: string): Promise<void> =>
      db.asUser(userId, async (tx) => {
        const category = await findCategory(tx, userId, id);
        if (!category) throw notFound();
        if (category.isDefault) {
          throw new AppError('default_category_protected', 409, LIBRARY_MESSAGES.cannotDelete);
        }
        await deleteCategory(tx, userId, id);
      }),
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
