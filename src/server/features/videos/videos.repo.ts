import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { VIDEO_POSITION_KEY, videos } from '@server/db/schema';
import { orderedList } from '@server/db/ordered-table';
import type { OrderedList } from '@server/ordering/ordered-list';
import type { VideoRow } from '@server/core';

export type NewVideo = Omit<typeof videos.$inferInsert, 'createdAt'> & { position: string };

export async function findVideo(tx: Tx, userId: string, id: string): Promise<VideoRow | undefined> {
  const [row] = await tx
    .select()
    .from(videos)
    .where(and(eq(videos.userId, userId), eq(videos.id, id)));
  return row;
}

/** One collection's videos as an ordered list (the caller holds the user's lock). */
export const collectionList = (tx: Tx, userId: string, collectionId: string): OrderedList =>
  orderedList(
    tx,
    {
      table: videos,
      id: videos.id,
      position: videos.position,
      positionConstraint: VIDEO_POSITION_KEY,
    },
    sql`${videos.userId} = ${userId} and ${videos.categoryId} = ${collectionId}`,
  );

export async function insertVideo(tx: Tx, values: NewVideo): Promise<VideoRow> {
  const [row] = await tx.insert(videos).values(values).returning();
  if (!row) throw new Error('insert into videos returned no row');
  return row;
}

export async function updateVideo(
  tx: Tx,
  userId: string,
  id: string,
  changes: Partial<
    Pick<VideoRow, 'title' | 'url' | 'categoryId' | 'position' | 'youtubeId' | 'thumbnailUrl'>
  >,
): Promise<VideoRow | undefined> {
  const [row] = await tx
    .update(videos)
    .set(changes)
    .where(and(eq(videos.userId, userId), eq(videos.id, id)))
    .returning();
  return row;
}

/** Returns false when the user has no such video. */
export async function deleteVideo(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(videos)
    .where(and(eq(videos.userId, userId), eq(videos.id, id)))
    .returning({ id: videos.id });
  return rows.length > 0;
}
