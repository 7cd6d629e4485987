import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Tx } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { collections, tags, videos, videoTags } from '@server/db/schema';
import { keysBefore } from '@server/ordering/order-keys';
import { newTag, type VideoRow } from '@server/core';
import { collectionList } from './videos.repo';

/*
 * The writes of bulk actions (issue 19): each one statement for all the videos, whatever
 * their number. Callers hold the user's lock and have checked every id is the user's.
 */

/** The user's videos among `ids`, in library order (collection, then place in it). */
export const videosInLibraryOrder = async (
  tx: Tx,
  userId: string,
  ids: readonly string[],
): Promise<VideoRow[]> =>
  (
    await tx
      .select({ video: videos })
      .from(videos)
      .innerJoin(collections, eq(collections.id, videos.categoryId))
      .where(and(eq(videos.userId, userId), inArray(videos.id, [...ids])))
      .orderBy(asc(collections.position), asc(videos.position))
  ).map((row) => row.video);

/** No video has this id: what firstKeyAfter leaves out when nothing is to be left out. */
const NO_VIDEO = '00000000-0000-0000-0000-000000000000';

/**
 * Puts these videos (none in the collection yet) first in it, in the order given: keys before
 * its first one, or, when those would grow past the bound, the whole collection renumbered
 * with them first.
 */
export async function moveVideosFirst(
  tx: Tx,
  userId: string,
  collectionId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  const list = collectionList(tx, userId, collectionId);
  let keys = keysBefore(await list.firstKeyAfter(null, NO_VIDEO), ids.length);
  if (keys === null) {
    const staying = await list.orderedIds();
    const fresh = generateNKeysBetween(null, null, ids.length + staying.length);
    keys = fresh.slice(0, ids.length);
    const after = fresh.slice(ids.length);
    await list.writeKeys(staying.map((id, index) => ({ id, position: after[index] as string })));
  }
  const moves = ids.map((id, index) => ({ id, position: keys[index] }));
  await tx.execute(sql`
    update videos set category_id = ${collectionId}, position = k.position
    from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as k(id uuid, position text)
    where videos.id = k.id and videos.user_id = ${userId}`);
}

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

/** Makes a tag of the user's (its name checked by the caller); answers its id. */
export async function insertTag(tx: Tx, userId: string, name: string): Promise<string> {
  const [row] = await tx.insert(tags).values(newTag(userId, name)).returning({ id: tags.id });
  if (!row) throw new Error('insert into tags returned no row');
  return row.id;
}

/** Puts the tag on these videos of the user (those carrying it keep it once). */
export async function tagVideos(
  tx: Tx,
  userId: string,
  ids: readonly string[],
  tagId: string,
): Promise<void> {
  await tx.execute(sql`
    insert into video_tags (video_id, tag_id, user_id)
    select v.id, ${tagId}::uuid, v.user_id from videos v
    where v.user_id = ${userId} and v.id in ${ids}
    on conflict do nothing`);
}

/** Takes the tag off these videos of the user. */
export async function untagVideos(
  tx: Tx,
  userId: string,
  ids: readonly string[],
  tagId: string,
): Promise<void> {
  await tx
    .delete(videoTags)
    .where(
      and(
        eq(videoTags.userId, userId),
        eq(videoTags.tagId, tagId),
        inArray(videoTags.videoId, [...ids]),
      ),
    );
}
