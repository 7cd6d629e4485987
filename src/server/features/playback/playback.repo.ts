import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import {
  DEFAULT_PLAYBACK_PREFERENCES,
  type PlaybackPosition,
  type PlaybackPreferences,
  type UpdatePlaybackPreferencesRequest,
} from '@shared/contracts/playback';
import type { Tx } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { playbackPositions, playbackPreferences, videos } from '@server/db/schema';

/*
 * Where users stopped and how they like to watch (docs/product/watching.md). Positions are not
 * library data, so the library's version (core/library-version.ts) stays as it was, with one
 * exception: a position that brings a YouTube video's length, unknown until then, writes it to
 * the video (docs/product/watching.md#running-time), once. Each request is one statement, which
 * the service sends as the transaction's last (decision 0075): a position is saved every few
 * seconds while a video plays (POSITION_SAVE_INTERVAL_MS).
 */

/** A time as the contract writes it, the way the library's read writes its times. */
const isoTime = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The contract's fields of a preferences row (the speed a real: each step is exact in one). */
const toPreferences = (row: PlaybackPreferences): PlaybackPreferences => ({
  autoMarkWatched: row.autoMarkWatched,
  autoplayNext: row.autoplayNext,
  speed: row.speed,
});

/**
 * The user's preferences (the defaults when they changed none) and positions, most recently
 * played first, in one statement.
 */
export async function playbackOf(
  tx: Tx,
  userId: string,
): Promise<{ preferences: PlaybackPreferences; positions: PlaybackPosition[] }> {
  const [row] = await executeRows<{
    preferences: PlaybackPreferences | null;
    positions: PlaybackPosition[];
  }>(
    tx,
    sql`select
      (select json_build_object('autoMarkWatched', p.auto_mark_watched,
                                'autoplayNext', p.autoplay_next, 'speed', p.speed)
       from ${playbackPreferences} p where p.user_id = ${userId}) as preferences,
      coalesce(
        (select json_agg(json_build_object(
                  'videoId', p.video_id, 'seconds', p.seconds, 'duration', p.duration,
                  'updatedAt', ${isoTime(sql`p.updated_at`)})
                order by p.updated_at desc, p.video_id)
         from ${playbackPositions} p where p.user_id = ${userId}),
        '[]') as positions`,
  );
  return {
    preferences: row?.preferences
      ? toPreferences(row.preferences)
      : { ...DEFAULT_PLAYBACK_PREFERENCES },
    positions: row?.positions ?? [],
  };
}

/**
 * The position of the user's video: undefined when the user has no such video, null when it has
 * none. One statement.
 */
export async function positionOf(
  tx: Tx,
  userId: string,
  videoId: string,
): Promise<PlaybackPosition | null | undefined> {
  const [row] = await tx
    .select({
      seconds: playbackPositions.seconds,
      duration: playbackPositions.duration,
      // Null when the video has no position (the join found none).
      updatedAt: sql<string | null>`${isoTime(playbackPositions.updatedAt)}`,
    })
    .from(videos)
    .leftJoin(
      playbackPositions,
      and(eq(playbackPositions.userId, videos.userId), eq(playbackPositions.videoId, videos.id)),
    )
    .where(and(eq(videos.userId, userId), eq(videos.id, videoId)));
  if (!row) return undefined;
  if (row.seconds === null || row.updatedAt === null) return null;
  return { videoId, seconds: row.seconds, duration: row.duration, updatedAt: row.updatedAt };
}

/**
 * Writes where the user stopped in their video, in one statement that also proves the video is
 * theirs: the row is made from the video's own, so none is written for a video the user does
 * not have (undefined then). `seconds` is at most `duration` (the caller clamps it).
 *
 * `length` is the player's `duration` as the videos' `duration` column holds it (whole seconds),
 * when it is one a card can show. A YouTube video whose length is unknown (its oEmbed never tells
 * it) takes it in the same statement: an update of the video's row like any other, so its
 * library version moves (the `videos_written` trigger, migration 0011) and other devices see the
 * running time. Only while unknown: a known length is never replaced, and the next save finds
 * no row to update, so it writes the position alone. Another site's video is left to its site,
 * and a web page has no player.
 */
export async function savePosition(
  tx: Tx,
  userId: string,
  videoId: string,
  seconds: number,
  duration: number | null,
  length: string | null,
): Promise<PlaybackPosition | undefined> {
  const lengthLearnt =
    length === null
      ? sql``
      : sql`with length_learnt as (
          update ${videos} set duration = ${length}
          where user_id = ${userId} and id = ${videoId} and duration is null
            and youtube_id <> '')
        `;
  const [row] = await executeRows<PlaybackPosition>(
    tx,
    sql`${lengthLearnt}insert into ${playbackPositions} (user_id, video_id, seconds, duration)
      select v.user_id, v.id, ${seconds}::float8, ${duration}::float8
      from ${videos} v where v.user_id = ${userId} and v.id = ${videoId}
      on conflict (user_id, video_id) do update
        set seconds = excluded.seconds, duration = excluded.duration, updated_at = now()
      returning video_id as "videoId", seconds, duration, ${isoTime(sql`updated_at`)} as "updatedAt"`,
  );
  return row;
}

/**
 * Forgets the position of the user's video, in one statement that also tells whether the video
 * is theirs (false: nothing was there to forget).
 */
export async function forgetPosition(tx: Tx, userId: string, videoId: string): Promise<boolean> {
  const [row] = await executeRows<{ found: boolean }>(
    tx,
    sql`with forgotten as (
        delete from ${playbackPositions} where user_id = ${userId} and video_id = ${videoId})
      select exists (select 1 from ${videos} where user_id = ${userId} and id = ${videoId})
        as found`,
  );
  return row?.found ?? false;
}

/**
 * The forgetting of a video's position as a statement's `WITH` part, for the write that marks
 * the video watched to carry in its own statement (docs/product/watching.md#resume: finished is
 * watched, and a watched video starts from the beginning).
 */
export const positionForgotten = (tx: Tx, userId: string, videoId: string) =>
  tx.$with('position_forgotten').as(
    tx
      .delete(playbackPositions)
      .where(and(eq(playbackPositions.userId, userId), eq(playbackPositions.videoId, videoId)))
      .returning({ videoId: playbackPositions.videoId }),
  );

/** Changes the preferences given, the others kept (the defaults when none were kept yet). */
export async function updatePreferences(
  tx: Tx,
  userId: string,
  change: UpdatePlaybackPreferencesRequest,
): Promise<PlaybackPreferences> {
  const [row] = await tx
    .insert(playbackPreferences)
    .values({ userId, ...DEFAULT_PLAYBACK_PREFERENCES, ...change })
    .onConflictDoUpdate({ target: playbackPreferences.userId, set: change })
    .returning({
      autoMarkWatched: playbackPreferences.autoMarkWatched,
      autoplayNext: playbackPreferences.autoplayNext,
      speed: playbackPreferences.speed,
    });
  if (!row) throw new Error('the upsert of playback_preferences returned no row');
  return toPreferences(row);
}
