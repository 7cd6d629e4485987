import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { collections, videos } from '@server/db/schema';

/*
 * The library's order as the features that read or write it see one: the user's collections in
 * their order (and one of them found), and their videos in library order.
 */

export type CollectionRow = typeof collections.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;

/** The user's collections in their order: the screen, the export and the name checks see one. */
export const listCollections = (tx: Tx, userId: string): Promise<CollectionRow[]> =>
  tx
    .select()
    .from(collections)
    .where(eq(collections.userId, userId))
    .orderBy(asc(collections.position), asc(collections.id));

/** One of the user's collections; undefined when it is not theirs or does not exist. */
export async function findCollection(
  tx: Tx,
  userId: string,
  id: string,
): Promise<CollectionRow | undefined> {
  const [row] = await tx
    .select()
    .from(collections)
    .where(and(eq(collections.userId, userId), eq(collections.id, id)));
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
    .innerJoin(collections, eq(collections.id, videos.categoryId))
    .where(eq(videos.userId, userId))
    .orderBy(asc(collections.position), asc(videos.position));
