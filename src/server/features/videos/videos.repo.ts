import { and, asc, eq, min } from 'drizzle-orm';
import { generateKeyBetween } from 'fractional-indexing';
import type { Tx } from '../../db/client';
import { videos } from '../../db/schema';

export type VideoRow = typeof videos.$inferSelect;
export type NewVideo = Omit<typeof videos.$inferInsert, 'id' | 'position' | 'createdAt'>;

/** Every video of the user in library order. */
export const listVideos = (tx: Tx, userId: string): Promise<VideoRow[]> =>
  tx
    .select()
    .from(videos)
    .where(eq(videos.userId, userId))
    .orderBy(asc(videos.position), asc(videos.id));

export async function findVideo(tx: Tx, userId: string, id: string): Promise<VideoRow | undefined> {
  const [row] = await tx
    .select()
    .from(videos)
    .where(and(eq(videos.userId, userId), eq(videos.id, id)));
  return row;
}

/** A key that sorts before every video now in the collection: "first in its collection". */
export async function firstPositionIn(tx: Tx, userId: string, categoryId: string): Promise<string> {
  const [first] = await tx
    .select({ position: min(videos.position) })
    .from(videos)
    .where(and(eq(videos.userId, userId), eq(videos.categoryId, categoryId)));
  return generateKeyBetween(null, first?.position ?? null);
}

export async function insertVideo(tx: Tx, values: NewVideo): Promise<VideoRow> {
  const position = await firstPositionIn(tx, values.userId, values.categoryId);
  const [row] = await tx
    .insert(videos)
    .values({ ...values, position })
    .returning();
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
