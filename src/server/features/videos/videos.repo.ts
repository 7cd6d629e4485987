import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Tier } from '@shared/contracts/auth';
import type { Tx } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { collections, users, VIDEO_POSITION_KEY, videos } from '@server/db/schema';
import { orderedList } from '@server/db/ordered-table';
import type { OrderedList } from '@server/ordering/ordered-list';
import { videosCountedByPlan, type VideoRow } from '@server/core';
import type { DetailsLookupResult } from '@server/features/link-details';
import { positionForgotten } from '@server/features/playback';
import { webhooksListen } from '@server/features/webhooks';

export async function findVideo(tx: Tx, userId: string, id: string): Promise<VideoRow | undefined> {
  const [row] = await tx
    .select()
    .from(videos)
    .where(and(eq(videos.userId, userId), eq(videos.id, id)));
  return row;
}

/** Where a link is saved already: the latest video with that link key, and its collection. */
export interface SavedLink {
  id: string;
  categoryId: string;
  categoryName: string;
}

/** What an add checks before it inserts (addChecks). */
export interface AddChecks {
  collectionFound: boolean;
  /** Where the link is saved already; undefined when it is not, or when no key was given. */
  saved: SavedLink | undefined;
  /** Undefined when the user is gone. */
  tier: Tier | undefined;
  /** How many videos the user has: counted on the free plan only (Pro has no limit to count). */
  videos: number;
  /**
   * Whether some of the user's videos have no link key yet (saved before keys existed: a
   * library from an older backup), so `saved` may miss one of them. Asked only with `probeKeys`.
   */
  keysMissing: boolean;
  /** The collection's first order key (null: it is empty): the other side of a first place. */
  firstKey: string | null;
  /** Whether a webhook of the user listens to 'video.added' (docs/product/webhooks.md). */
  webhooks: boolean;
}

/** Whether the collection is the user's, as a condition an add's or a drop's checks select. */
const collectionIsUsers = (userId: string, collectionId: string) => sql<boolean>`exists (
  select 1 from ${collections}
  where ${collections.userId} = ${userId} and ${collections.id} = ${collectionId}
)`;

/**
 * Everything an add checks, in one statement (one exchange with the embedded database, which is
 * held meanwhile, decision 0067): whether the collection is the user's, where the link `key` is
 * saved already (videos_user_link_key_idx finds it without reading the library), the user's
 * tier and, on the free plan, how many videos they have; with `probeKeys`, whether any video
 * has no link key yet (the same index); the collection's first order key, where the new
 * video goes; and whether a webhook listens to the add. The caller holds the user's lock.
 */
export async function addChecks(
  tx: Tx,
  userId: string,
  collectionId: string,
  key: string | null,
  probeKeys: boolean,
): Promise<AddChecks> {
  const [row] = await executeRows<{
    collectionFound: boolean;
    saved: SavedLink | null;
    tier: Tier;
    videos: number | null;
    keysMissing: boolean;
    firstKey: string | null;
    webhooks: boolean;
  }>(
    tx,
    sql`select
      ${collectionIsUsers(userId, collectionId)} as "collectionFound",
      ${
        key === null
          ? sql`null`
          : sql`(
        select json_build_object('id', v.id, 'categoryId', v.category_id, 'categoryName', c.name)
        from ${videos} v join ${collections} c on c.id = v.category_id
        where v.user_id = ${userId} and v.link_key = ${key}
        order by v.created_at desc
        limit 1
      )`
      } as saved,
      ${users.tier} as tier,
      ${videosCountedByPlan(userId)} as videos,
      ${
        probeKeys
          ? sql`exists (select 1 from ${videos}
                        where ${videos.userId} = ${userId} and ${videos.linkKey} is null)`
          : sql`false`
      } as "keysMissing",
      (select min(${videos.position}) from ${videos}
       where ${videos.userId} = ${userId} and ${videos.categoryId} = ${collectionId}
      ) as "firstKey",
      ${webhooksListen(userId, 'video.added')} as webhooks
    from ${users} where ${users.id} = ${userId}`,
  );
  return {
    collectionFound: row?.collectionFound ?? false,
    saved: row?.saved ?? undefined,
    tier: row?.tier,
    videos: row?.videos ?? 0,
    keysMissing: row?.keysMissing ?? false,
    firstKey: row?.firstKey ?? null,
    webhooks: row?.webhooks ?? false,
  };
}

/** What a drop checks before it writes (moveChecks). */
export interface MoveChecks {
  /** Undefined when the user has no such video: nothing else was read. */
  video: VideoRow | undefined;
  collectionFound: boolean;
  /** The video it goes after: null when it goes first, undefined when the user has no such video. */
  after: Pick<VideoRow, 'id' | 'categoryId' | 'position'> | null | undefined;
  /**
   * The smallest key in the collection after `after`'s (after none: the first key), the moving
   * video left out: the other side of its new slot (OrderedList.firstKeyAfter).
   */
  nextKey: string | null;
}

/**
 * Everything a drop of video `id` after `afterId` (null: first) in a collection reads, in one
 * statement (one exchange with the embedded database, decision 0067): the video, whether the
 * collection is the user's, the neighbour, and the key that follows the neighbour's there. The
 * caller holds the user's lock.
 */
export async function moveChecks(
  tx: Tx,
  userId: string,
  id: string,
  collectionId: string,
  afterId: string | null,
): Promise<MoveChecks> {
  // The neighbour's row, read for itself and for the key that follows its own.
  const neighbour = sql`from ${videos} a where a.user_id = ${userId} and a.id = ${afterId}`;
  const [row] = await tx
    .select({
      ...getTableColumns(videos),
      collectionFound: collectionIsUsers(userId, collectionId),
      after:
        afterId === null
          ? sql<null>`null`
          : sql<MoveChecks['after'] | null>`(
        select json_build_object('id', a.id, 'categoryId', a.category_id, 'position', a.position)
        ${neighbour}
      )`,
      nextKey: sql<string | null>`(
        select min(n.position) from ${videos} n
        where n.user_id = ${userId} and n.category_id = ${collectionId} and n.id <> ${id}
        ${afterId === null ? sql`` : sql`and n.position > (select a.position ${neighbour})`}
      )`,
    })
    .from(videos)
    .where(and(eq(videos.userId, userId), eq(videos.id, id)));
  if (!row) return { video: undefined, collectionFound: false, after: undefined, nextKey: null };
  const { collectionFound, after, nextKey, ...video } = row;
  return { video, collectionFound, after: after ?? (afterId === null ? null : undefined), nextKey };
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
      | 'duration'
      | 'linkKey'
      | 'note'
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
 * the user has no such video. Marked watched, its position goes in the same statement
 * (docs/product/watching.md#resume: finished is watched, and its position is cleared); unmarked,
 * none comes back.
 */
export async function setWatched(
  tx: Tx,
  userId: string,
  id: string,
  watched: boolean,
): Promise<VideoRow | undefined> {
  const [row] = await tx
    .with(...(watched ? [positionForgotten(tx, userId, id)] : []))
    .update(videos)
    .set({ watchedAt: watched ? sql`coalesce(${videos.watchedAt}, now())` : null })
    .where(and(eq(videos.userId, userId), eq(videos.id, id)))
    .returning();
  return row;
}

/** A video whose details are to be looked up, as it was read. */
export type LookedUpVideo = Pick<VideoRow, 'id' | 'url' | 'channelName'>;

/** Where a pass over the waiting videos stands: the last one read (its time to the microsecond). */
interface PendingCursor {
  id: string;
  createdAt: string;
}

/** The owner too: the lookup takes that user's turn among outside requests (decision 0083). */
export type PendingDetails = LookedUpVideo & PendingCursor & { userId: string };

/**
 * Videos of any user waiting for their details, oldest saved first, after `after` (as the
 * system); YouTube videos only with `youtube`. The time is read as text: a Date would drop its microseconds, and the cursor would
 * read its own row again.
 */
export const pendingDetails = (
  tx: Tx,
  limit: number,
  after?: PendingCursor,
  { youtube = true }: { youtube?: boolean } = {},
): Promise<PendingDetails[]> =>
  tx
    .select({
      id: videos.id,
      url: videos.url,
      channelName: videos.channelName,
      createdAt: sql<string>`${videos.createdAt}::text`,
      userId: videos.userId,
    })
    .from(videos)
    .where(
      and(
        eq(videos.detailsPending, true),
        // Claimed by the process that added it, which is looking it up (an add's lookup).
        sql`(${videos.detailsClaimedUntil} is null or ${videos.detailsClaimedUntil} <= now())`,
        // Written out rather than as a row comparison, so the pending index bounds the scan.
        after
          ? sql`${videos.createdAt} >= ${after.createdAt}::timestamptz and (${videos.createdAt} > ${after.createdAt}::timestamptz or ${videos.id} > ${after.id}::uuid)`
          : undefined,
        // YouTube paused: its videos (most of an import) are not read only to be passed over.
        youtube ? undefined : eq(videos.youtubeId, ''),
      ),
    )
    .orderBy(videos.createdAt, videos.id)
    .limit(limit);

/** Ends every claim on a waiting video: the pass may take them all. */
export async function endDetailsClaims(tx: Tx): Promise<void> {
  await tx
    .update(videos)
    .set({ detailsClaimedUntil: null })
    .where(and(eq(videos.detailsPending, true), sql`${videos.detailsClaimedUntil} is not null`));
}

/**
 * In how many milliseconds the first claim on a waiting video runs out (an add's lookup whose
 * process may have died); undefined when none is claimed.
 */
export async function firstDetailsClaimEnd(tx: Tx): Promise<number | undefined> {
  const [row] = await executeRows<{ ms: number | null }>(
    tx,
    sql`select ceil(extract(epoch from min(${videos.detailsClaimedUntil}) - now()) * 1000)::float8 as ms
        from ${videos}
        where ${videos.detailsPending} and ${videos.detailsClaimedUntil} > now()`,
  );
  return row?.ms ?? undefined;
}

/** A video's row, its user's only when `userId` is given (a refresh), any user's otherwise. */
const videoWhere = (read: LookedUpVideo, userId: string | undefined) =>
  and(
    eq(videos.id, read.id),
    // Looked up for this link: an edit of the URL meanwhile makes the details another link's.
    eq(videos.url, read.url),
    userId === undefined ? undefined : eq(videos.userId, userId),
  );

/**
 * Writes what a lookup came to (details-refresher.ts, a refresh): what the service said, the
 * channel only where it still holds what it held when read, the title unless the user named the
 * video (then never, whenever the edit came); unavailable when the provider says the video is
 * gone, available again when it is found. No longer pending. Nothing when the video's link
 * changed meanwhile (undefined then, or when there is no such video).
 */
export async function applyLookup(
  tx: Tx,
  read: LookedUpVideo,
  { status, found }: Pick<DetailsLookupResult, 'status' | 'found'>,
  userId?: string,
): Promise<VideoRow | undefined> {
  const [row] = await tx
    .update(videos)
    .set({
      detailsPending: false,
      detailsClaimedUntil: null,
      ...(status === 'gone'
        ? { unavailable: true, unavailableSince: sql`coalesce(${videos.unavailableSince}, now())` }
        : status === 'found'
          ? { unavailable: false, unavailableSince: null }
          : {}),
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
      ...(found.description === undefined ? {} : { description: found.description }),
      ...(found.thumbnailUrl === undefined ? {} : { thumbnailUrl: found.thumbnailUrl }),
      ...(found.duration === undefined ? {} : { duration: found.duration }),
    })
    .where(videoWhere(read, userId))
    .returning();
  return row;
}

/**
 * Leaves the video to the background's lookups: the service could not be reached now. `userId`:
 * only that user's (a refresh); any user's without it (an add's lookup, whose claim it ends).
 */
export async function markDetailsPending(
  tx: Tx,
  read: LookedUpVideo,
  userId?: string,
): Promise<void> {
  await tx
    .update(videos)
    .set({ detailsPending: true, detailsClaimedUntil: null })
    .where(videoWhere(read, userId));
}
