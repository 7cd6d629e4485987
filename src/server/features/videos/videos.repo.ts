import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { collections, VIDEO_POSITION_KEY, videos } from '@server/db/schema';
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

/** Where a link is saved already: the latest video with that link key, and its collection. */
export async function findSavedLink(
  tx: Tx,
  userId: string,
  key: string,
): Promise<{ id: string; categoryId: string; categoryName: string } | undefined> {
  // videos_user_link_key_idx finds it without reading the library.
  const [row] = await tx
    .select({ id: videos.id, categoryId: videos.categoryId, categoryName: collections.name })
    .from(videos)
    .innerJoin(collections, eq(collections.id, videos.categoryId))
    .where(and(eq(videos.userId, userId), eq(videos.linkKey, key)))
    .orderBy(desc(videos.createdAt))
    .limit(1);
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
    Pick<
      VideoRow,
      | 'title'
      | 'titleEdited'
      | 'url'
      | 'categoryId'
      | 'position'
      | 'youtubeId'
      | 'thumbnailUrl'
      | 'linkKey'
    >
  >,
): Promise<VideoRow | undefined> {
  const [row] = await tx
    .update(videos)
    .set(changes)
    .where(and(eq(videos.userId, userId), eq(videos.id, id)))
    .returning();
  return row;
}

/**
 * Marks the user's video watched (keeping the time it was first marked) or not; undefined when
 * the user has no such video.
 */
export async function setWatched(
  tx: Tx,
  userId: string,
  id: string,
  watched: boolean,
): Promise<VideoRow | undefined> {
  const [row] = await tx
    .update(videos)
    .set({ watchedAt: watched ? sql`coalesce(${videos.watchedAt}, now())` : null })
    .where(and(eq(videos.userId, userId), eq(videos.id, id)))
    .returning();
  return row;
}

/** A video whose title and channel are still to be looked up, as it was read. */
export type PendingDetails = Pick<VideoRow, 'id' | 'url' | 'channelName'>;

/** Videos of any user waiting for their details, oldest saved first (as the system). */
export const pendingDetails = (tx: Tx, limit: number): Promise<PendingDetails[]> =>
  tx
    .select({
      id: videos.id,
      url: videos.url,
      title: videos.title,
      channelName: videos.channelName,
    })
    .from(videos)
    .where(eq(videos.detailsPending, true))
    .orderBy(videos.createdAt)
    .limit(limit);

/**
 * The looked-up details, the channel where it still holds what it held when read, the title
 * unless the user named the video (then never, whenever the edit came). No longer pending.
 */
export async function applyDetails(
  tx: Tx,
  read: PendingDetails,
  found: { title?: string; channelName?: string },
): Promise<void> {
  await tx
    .update(videos)
    .set({
      detailsPending: false,
      ...(found.title === undefined
        ? {}
        : {
            title: sql`case when ${videos.titleEdited} then ${videos.title} else ${found.title} end`,
          }),
      ...(found.channelName === undefined
        ? {}
        : {
            channelName: sql`case when ${videos.channelName} is not distinct from ${read.channelName} then ${found.channelName} else ${videos.channelName} end`,
          }),
    })
    .where(eq(videos.id, read.id));
}
