import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { deletedVideos, videos } from '@server/db/schema';
import { dropUnusedTags, videoTagIds, type VideoRow } from '@server/core';

/*
 * Tombstones (docs/decisions/0047-undo-delete.md): a deleted video's row moves to deleted_videos
 * in the delete's transaction, and an undo within the window moves it back, so the video returns
 * with its id, order key and date. Outside the window it is as good as gone.
 */

/**
 * Moves the user's video to its tombstone, the names of its tags with it (videos.tag_names,
 * issue 19); a tag no other video carries goes. False when the user has no such video. The
 * caller holds the user's lock.
 */
export async function deleteVideo(tx: Tx, userId: string, id: string): Promise<boolean> {
  const carried = await videoTagIds(tx, userId, id);
  const [row] = await tx
    .delete(videos)
    .where(and(eq(videos.userId, userId), eq(videos.id, id)))
    .returning();
  if (!row) return false;
  await tx.insert(deletedVideos).values(row);
  await dropUnusedTags(tx, userId, carried);
  return true;
}

/** The database's clock, which stamped deleted_at, `windowMs` ago. */
const windowStart = (windowMs: number) => sql<Date>`now() - ${windowMs} * interval '1 millisecond'`;

/**
 * Takes the tombstone of a video the user deleted in the last `windowMs` (removing it), or
 * undefined when there is none that recent.
 */
export async function takeTombstone(
  tx: Tx,
  userId: string,
  id: string,
  windowMs: number,
): Promise<VideoRow | undefined> {
  const [row] = await tx
    .delete(deletedVideos)
    .where(
      and(
        eq(deletedVideos.userId, userId),
        eq(deletedVideos.id, id),
        gte(deletedVideos.deletedAt, windowStart(windowMs)),
      ),
    )
    .returning();
  if (!row) return undefined;
  // The row as the library holds it: everything but when it went.
  const { deletedAt, ...video } = row;
  return video;
}

/** Forgets the user's tombstones older than `windowMs`: their undo window has passed. */
export async function forgetTombstones(tx: Tx, userId: string, windowMs: number): Promise<void> {
  await tx
    .delete(deletedVideos)
    .where(
      and(eq(deletedVideos.userId, userId), lt(deletedVideos.deletedAt, windowStart(windowMs))),
    );
}

/** Puts a restored row back in the library as it was (`position` possibly changed). */
export async function reinsertVideo(tx: Tx, row: VideoRow): Promise<VideoRow> {
  const [restored] = await tx.insert(videos).values(row).returning();
  if (!restored) throw new Error('insert into videos returned no row');
  return restored;
}

/** The video of the user's collection that holds this order key, if any. */
export async function videoAtKey(
  tx: Tx,
  userId: string,
  collectionId: string,
  key: string,
): Promise<Pick<VideoRow, 'id' | 'position'> | undefined> {
  const [row] = await tx
    .select({ id: videos.id, position: videos.position })
    .from(videos)
    .where(
      and(eq(videos.userId, userId), eq(videos.categoryId, collectionId), eq(videos.position, key)),
    );
  return row;
}
