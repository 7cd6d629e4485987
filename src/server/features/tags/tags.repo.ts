import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { tagKey } from '@shared/tag-name';
import { tags } from '@server/db/schema';
import { videosWithTag, writeTagNames, type TagRow } from '@server/core';

/*
 * Each write here changes the names some videos carry, so it rewrites their copy of the names
 * (writeTagNames) in the same transaction: the videos that carried the tag, found first.
 */

/** Renames the user's tag; undefined when the user has no such tag. */
export async function renameTag(
  tx: Tx,
  userId: string,
  id: string,
  name: string,
): Promise<TagRow | undefined> {
  const [row] = await tx
    .update(tags)
    .set({ name, nameKey: tagKey(name) })
    .where(and(eq(tags.userId, userId), eq(tags.id, id)))
    .returning();
  if (row) await writeTagNames(tx, userId, await videosWithTag(tx, userId, id));
  return row;
}

/**
 * Puts tag `into` on every video carrying tag `from` (those carrying both keep one), then removes
 * `from`. Both are the user's.
 */
export async function mergeTag(tx: Tx, userId: string, from: string, into: string): Promise<void> {
  await tx.execute(sql`
    insert into video_tags (video_id, tag_id, user_id)
    select video_id, ${into}::uuid, user_id from video_tags
    where tag_id = ${from}::uuid and user_id = ${userId}::uuid
    on conflict do nothing`);
  await deleteTag(tx, userId, from);
}

/** Removes the user's tag from every video and the tag itself; false when there is no such tag. */
export async function deleteTag(tx: Tx, userId: string, id: string): Promise<boolean> {
  const carriers = await videosWithTag(tx, userId, id);
  const removed = await tx
    .delete(tags)
    .where(and(eq(tags.userId, userId), eq(tags.id, id)))
    .returning({ id: tags.id });
  await writeTagNames(tx, userId, carriers);
  return removed.length > 0;
}
