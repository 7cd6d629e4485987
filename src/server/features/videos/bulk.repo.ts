import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { videos, videoTags } from '@server/db/schema';
import type { VideoRow } from '@server/core';

/*
 * The reads and writes of bulk actions (docs/product/bulk-actions.md): each one statement for the
 * videos of a page (decision 0084). Callers hold the user's lock and have checked every id is the
 * user's.
 */

/** The user's videos among `ids`, whole, in no particular order. */
export const videoRows = (tx: Tx, userId: string, ids: readonly string[]): Promise<VideoRow[]> =>
  tx
    .select()
    .from(videos)
    .where(and(eq(videos.userId, userId), inArray(videos.id, [...ids])));

/** Where a video sits: its collection and its order key there. */
export interface VideoPlace {
  id: string;
  categoryId: string;
  position: string;
}

/** Where the user's videos among `ids` sit (those that are not the user's are left out). */
export const videoPlaces = (
  tx: Tx,
  userId: string,
  ids: readonly string[],
): Promise<VideoPlace[]> =>
  tx
    .select({ id: videos.id, categoryId: videos.categoryId, position: videos.position })
    .from(videos)
    .where(and(eq(videos.userId, userId), inArray(videos.id, [...ids])));

/** The videos of one of the user's collections, in order, with their keys. */
export const collectionPlaces = (
  tx: Tx,
  userId: string,
  collectionId: string,
): Promise<VideoPlace[]> =>
  tx
    .select({ id: videos.id, categoryId: videos.categoryId, position: videos.position })
    .from(videos)
    .where(and(eq(videos.userId, userId), eq(videos.categoryId, collectionId)))
    .orderBy(asc(videos.position));

/** Puts each of these videos of the user at its place: one statement. */
export async function placeVideos(
  tx: Tx,
  userId: string,
  places: readonly VideoPlace[],
): Promise<void> {
  if (places.length === 0) return;
  const rows = places.map(({ id, categoryId, position }) => ({
    id,
    category_id: categoryId,
    position,
  }));
  await tx.execute(sql`
    update videos set category_id = k.category_id, position = k.position
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as k(id uuid, category_id uuid, position text)
    where videos.id = k.id and videos.user_id = ${userId}`);
}

/** The videos among `ids` that carry the tag. */
export const videosCarrying = async (
  tx: Tx,
  tagId: string,
  ids: readonly string[],
): Promise<string[]> =>
  (
    await tx
      .select({ id: videoTags.videoId })
      .from(videoTags)
      .where(and(eq(videoTags.tagId, tagId), inArray(videoTags.videoId, [...ids])))
  ).map((row) => row.id);

/** The videos among `ids` that carry `max` tags already, none of them `tagId`. */
export async function videosFullOfTags(
  tx: Tx,
  ids: readonly string[],
  tagId: string | null,
  max: number,
): Promise<number> {
  const [row] = await executeRows<{ full: number }>(
    tx,
    sql`select count(*)::int as full from (
          select video_id from video_tags
          where video_id in ${ids}
          group by video_id
          having count(*) >= ${max}
             and bool_and(tag_id is distinct from ${tagId}::uuid)) f`,
  );
  return row?.full ?? 0;
}
