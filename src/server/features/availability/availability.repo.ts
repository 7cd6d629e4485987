import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { videos } from '@server/db/schema';
import type { VideoRow } from '@server/core';

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** A video the sweep looks up again, as read for the lookup. */
export interface SweptVideo {
  id: string;
  userId: string;
  url: string;
  unavailable: boolean;
}

/**
 * Starts a walk for every user who has none yet (a new account, or the first sweep), due now.
 * One statement; users already walking are left as they are.
 */
export async function startMissingWalks(tx: Tx, now: number): Promise<void> {
  await tx.execute(sql`
    insert into availability_walks (user_id, after_id, next_at)
    select id, null, ${at(now)} from users
    on conflict (user_id) do nothing`);
}

/**
 * The next turn: up to `users` users whose turn is due, longest waiting first, and for each the
 * next `perUser` videos after where their walk stands (in id order), saved before `savedBefore`. Users whose walk found no
 * video left are answered with none: their pass is over.
 */
export async function nextTurn(
  tx: Tx,
  {
    now,
    users,
    perUser,
    savedBefore,
  }: { now: number; users: number; perUser: number; savedBefore: number },
): Promise<{ walks: Array<{ userId: string; afterId: string | null }>; videos: SweptVideo[] }> {
  const walks = await executeRows<{ userId: string; afterId: string | null }>(
    tx,
    sql`
      select user_id as "userId", after_id as "afterId"
      from availability_walks where next_at <= ${at(now)}
      order by next_at limit ${users}`,
  );
  if (walks.length === 0) return { walks: [], videos: [] };
  const videos = await executeRows<SweptVideo>(
    tx,
    sql`
      select v.id, v.user_id as "userId", v.url, v.unavailable
      from (values ${sql.join(
        walks.map((walk) => sql`(${walk.userId}::uuid, ${walk.afterId}::uuid)`),
        sql`, `,
      )}) as w(user_id, after_id)
      cross join lateral (
        select id, user_id, url, unavailable from videos
        where videos.user_id = w.user_id and (w.after_id is null or videos.id > w.after_id)
          and videos.created_at < ${at(savedBefore)}
        order by videos.id limit ${perUser}
      ) v`,
  );
  return { walks, videos };
}

/** Moves a user's walk on: after `afterId` (null: from the start) at `nextAt`. */
export async function advanceWalk(
  tx: Tx,
  userId: string,
  { afterId, nextAt }: { afterId: string | null; nextAt: number },
): Promise<void> {
  await tx.execute(sql`
    update availability_walks set after_id = ${afterId}, next_at = ${at(nextAt)}
    where user_id = ${userId}`);
}

/** When the next user's turn is due (ms), if any walk is. */
export async function nextWalkAt(tx: Tx): Promise<number | undefined> {
  const [row] = await executeRows<{ next: number | null }>(
    tx,
    sql`select (extract(epoch from min(next_at)) * 1000)::float8 as next from availability_walks`,
  );
  return row?.next ?? undefined;
}

/**
 * Marks the video unavailable (or available again) when it is not so already, answering the row
 * when it changed: only a change writes it (and moves the library's version).
 */
export async function setAvailability(
  tx: Tx,
  video: Pick<SweptVideo, 'id' | 'userId' | 'url'>,
  unavailable: boolean,
): Promise<VideoRow | undefined> {
  const [row] = await tx
    .update(videos)
    .set({ unavailable, unavailableSince: unavailable ? sql`now()` : null })
    .where(
      and(
        eq(videos.id, video.id),
        eq(videos.userId, video.userId),
        eq(videos.url, video.url),
        ne(videos.unavailable, unavailable),
      ),
    )
    .returning();
  return row;
}

/** Counts videos found gone into the user's notice ("N videos became unavailable"). */
export async function addToNotice(
  tx: Tx,
  userId: string,
  count: number,
  now: number,
): Promise<void> {
  await tx.execute(sql`
    insert into availability_notices (user_id, count, noticed_at)
    values (${userId}, ${count}, ${at(now)})
    on conflict (user_id) do update
      set count = availability_notices.count + excluded.count, noticed_at = excluded.noticed_at`);
}

/** The user's notice: how many videos became unavailable since they last dismissed it. */
export async function readNotice(
  tx: Tx,
  userId: string,
): Promise<{ count: number; noticedAt: Date } | undefined> {
  const [row] = await executeRows<{ count: number; noticedAt: Date }>(
    tx,
    sql`select count, noticed_at as "noticedAt" from availability_notices where user_id = ${userId}`,
  );
  return row && { count: row.count, noticedAt: new Date(row.noticedAt) };
}

export async function dismissNotice(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`delete from availability_notices where user_id = ${userId}`);
}
