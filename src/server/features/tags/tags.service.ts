import type { Tag } from '@shared/contracts/library';
import type { Database } from '@server/db/client';
import { AppError } from '@server/http/app-error';
import { lockUser } from '@server/core';
import { deleteTag, mergeTag, renameTag, tagNamed, userTags, type TagRow } from './tags.repo';

export const toTag = (row: Pick<TagRow, 'id' | 'name'>): Tag => ({ id: row.id, name: row.name });

const notFound = () => new AppError('not_found', 404, 'Tag not found.');

/**
 * A user's tags as the sidebar manages them (docs/product/tags-and-notes.md): rename (merging into
 * a tag of that name) and delete. Both under the user's lock, which every write of tags takes
 * (docs/decisions/0054).
 */
export function createTagsService(db: Database) {
  return {
    /**
     * Renames the tag. A name another of the user's tags has (in any case) merges the two: its
     * videos get that tag, this one goes, and the answer is the tag they now carry.
     */
    rename: (userId: string, id: string, name: string): Promise<Tag> =>
      db.asUser(userId, async (tx) => {
        await lockUser(tx, userId);
        const all = await userTags(tx, userId);
        if (!all.some((tag) => tag.id === id)) throw notFound();
        const other = tagNamed(all, name, id);
        if (other) {
          await mergeTag(tx, userId, id, other.id);
          return toTag(other);
        }
        const renamed = await renameTag(tx, userId, id, name);
        if (!renamed) throw notFound();
        return toTag(renamed);
      }),

    /** Takes the tag off every video (the videos stay) and removes it. */
    remove: (userId: string, id: string): Promise<void> =>
      db.asUser(userId, async (tx) => {
        await lockUser(tx, userId);
        if (!(await deleteTag(tx, userId, id))) throw notFound();
      }),
  };
}

export type TagsService = ReturnType<typeof createTagsService>;
