import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { categories, videos } from '@server/db/schema';

export type CategoryRow = typeof categories.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;

/** The user's collections in their order: the screen, the export and the name checks see one. */
export const listCategories = (tx: Tx, userId: string): Promise<CategoryRow[]> =>
  tx
    .select()
    .from(categories)
    .where(eq(categories.userId, userId))
    .orderBy(asc(categories.position), asc(categories.id));

/** One of the user's collections; undefined when it is not theirs or does not exist. */
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

/**
 * The query for every video of the user in library order: collection by collection in the
 * collections' order, each collection's videos in theirs. The screen and the export (which
 * pages through it with a cursor) see one order.
 */
export const libraryOrderedVideos = (tx: Tx, userId: string) =>
  tx
    .select({ video: videos })
    .from(videos)
    .innerJoin(categories, eq(categories.id, videos.categoryId))
    .where(eq(videos.userId, userId))
    .orderBy(asc(categories.position), asc(videos.position));
