import { and, eq, getTableColumns, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { deletedVideos, tags, videos, videoTags } from '@server/db/schema';
import type { VideoRow } from '@server/core';

/*
 * Tombstones (docs/decisions/0047-undo-delete.md): a deleted video's row moves to deleted_videos
 * in the delete's transaction, and an undo within the window moves it back, so the video returns
 * with its id, order key and date. Outside the window it is as good as gone.
 */

/** The database's clock, which stamped deleted_at, `windowMs` ago. */
const windowStart = (windowMs: number) => sql<Date>`now() - ${windowMs} * interval '1 millisecond'`;

/**
 * Moves the user's videos to their tombstones, the names of their tags with them
 * (videos.tag_names, docs/product/tags-and-notes.md), drops the tags they were the last to carry,
 * and forgets the user's tombstones older than `windowMs` (their undo window has passed), so they
 * never pile up between sweeps: one statement (one exchange with the embedded database, decisions
 * 0067 and 0075). Answers how many were the user's. The caller holds the user's lock.
 */
export async function deleteVideos(
  tx: Tx,
  userId: string,
  ids: readonly string[],
  windowMs: number,
): Promise<number> {
  const columns = sql.join(
    Object.values(getTableColumns(videos)).map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  // The statement's parts see one snapshot: the tags carried are read as they were before the
  // delete, and a video can be both gone and kept because each part writes another table. So a
  // tag is unused when no video but the gone ones carries it (their video_tags rows go by the
  // cascade, at the statement's end, as do the dropped tags' own).
  const [row] = await executeRows<{ deleted: number }>(
    tx,
    sql`with forgotten as (
          delete from ${deletedVideos}
          where ${and(eq(deletedVideos.userId, userId), lt(deletedVideos.deletedAt, windowStart(windowMs)))}
        ), gone as (
          delete from ${videos}
          where ${and(eq(videos.userId, userId), inArray(videos.id, [...ids]))}
          returning ${columns}
        ), kept as (
          insert into ${deletedVideos} (${columns}) select ${columns} from gone
        ), dropped as (
          delete from ${tags} g
          where g.user_id = ${userId}
            and g.id in (select t.tag_id from ${videoTags} t
                         where t.user_id = ${userId} and t.video_id in (select id from gone))
            and not exists (select 1 from ${videoTags} o
                            where o.tag_id = g.id and o.video_id not in (select id from gone))
        )
        select (select count(*)::int from gone) as deleted`,
  );
  return row?.deleted ?? 0;
}

/** deleteVideos for one video; false when the user has no such video. */
export const deleteVideo = async (
  tx: Tx,
  userId: string,
  id: string,
  windowMs: number,
): Promise<boolean> => (await deleteVideos(tx, userId, [id], windowMs)) === 1;

/** How many of `ids` the user deleted in the last `windowMs` (their tombstones kept). */
export async function recentTombstones(
  tx: Tx,
  userId: string,
  ids: readonly string[],
  windowMs: number,
): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(deletedVideos)
    .where(
      and(
        eq(deletedVideos.userId, userId),
        inArray(deletedVideos.id, [...ids]),
        gte(deletedVideos.deletedAt, windowStart(windowMs)),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Takes the tombstones of videos the user deleted in the last `windowMs` (removing them): the
 * rows as the library held them. Those deleted longer ago, or never, are left out.
 */
export async function takeTombstones(
  tx: Tx,
  userId: string,
  ids: readonly string[],
  windowMs: number,
): Promise<VideoRow[]> {
  const rows = await tx
    .delete(deletedVideos)
    .where(
      and(
        eq(deletedVideos.userId, userId),
        inArray(deletedVideos.id, [...ids]),
        gte(deletedVideos.deletedAt, windowStart(windowMs)),
      ),
    )
    .returning();
  // Each row as the library holds it: everything but when it went.
  return rows.map(({ deletedAt, ...video }) => video);
}

/** takeTombstones for one video: its row, or undefined when there is none that recent. */
export const takeTombstone = async (
  tx: Tx,
  userId: string,
  id: string,
  windowMs: number,
): Promise<VideoRow | undefined> => (await takeTombstones(tx, userId, [id], windowMs))[0];

/**
 * Splits restored rows into those that can go back as they were and those whose order key is
 * held (by a video of the library, or by another of them, the first keeping it): the caller
 * places those one by one. One statement.
 */
export async function splitByHeldKeys(
  tx: Tx,
  userId: string,
  rows: readonly VideoRow[],
): Promise<{ free: VideoRow[]; held: VideoRow[] }> {
  const places = rows.map((row) => ({ category_id: row.categoryId, position: row.position }));
  const holders = await executeRows<{ category_id: string; position: string }>(
    tx,
    sql`select v.category_id, v.position from videos v
        join jsonb_to_recordset(${JSON.stringify(places)}::jsonb)
          as k(category_id uuid, position text)
          on v.category_id = k.category_id and v.position = k.position
        where v.user_id = ${userId}`,
  );
  const taken = new Set(holders.map((row) => `${row.category_id}\n${row.position}`));
  const free: VideoRow[] = [];
  const held: VideoRow[] = [];
  for (const row of rows) {
    const key = `${row.categoryId}\n${row.position}`;
    if (taken.has(key)) held.push(row);
    else {
      taken.add(key);
      free.push(row);
    }
  }
  return { free, held };
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
