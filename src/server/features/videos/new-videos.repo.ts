import type { SQL } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { insertRows } from '@server/db/insert-rows';
import { videos } from '@server/db/schema';
import type { VideoRow } from '@server/core';
import { giveTagsByName } from '@server/features/tags';

type VideoInsert = Omit<typeof videos.$inferInsert, 'detailsClaimedUntil'> & {
  /** An add's claim, from the database's clock (`now() + …`). */
  detailsClaimedUntil?: Date | SQL | null;
};

/**
 * A video as it enters the library. Every writer states its id, its place (collection and order
 * key, chosen under the user's lock), its link key (null only on a row kept from before link
 * keys) and whether its details wait for the background's lookup; the names of its tags
 * (tagNames, none by default) are made into tags as it goes in.
 */
export type NewVideo = VideoInsert &
  Required<Pick<VideoInsert, 'id' | 'position' | 'linkKey' | 'detailsPending'>>;

const namedTags = (row: NewVideo) => ({ id: row.id, tagNames: row.tagNames ?? [] });

/*
 * The one way video rows enter the library: an add and a restore put in one (insertVideo), an
 * import's chunk and a bulk restore a batch (insertVideos). The library's version moves with
 * them, each row recording the transaction that wrote it (docs/decisions/0059-library-versions.md).
 * The caller holds the user's lock and has checked the plan's room (core/plan-limits.ts).
 */

/**
 * Inserts the rows in as few statements as the parameter limit allows, then gives them the tags
 * they name in one pass for them all (giveTagsByName: nothing when they name none).
 */
export async function insertVideos(
  tx: Tx,
  userId: string,
  rows: readonly NewVideo[],
): Promise<void> {
  await insertRows(tx, videos, rows);
  await giveTagsByName(tx, userId, rows.map(namedTags));
}

/**
 * insertVideos for one row, answered as stored: one statement when it names no tags (an add's,
 * which is its transaction's last). Its copy of the tags' names is as given; when it names any,
 * read it again for them as now spelt.
 */
export async function insertVideo(tx: Tx, userId: string, row: NewVideo): Promise<VideoRow> {
  const [inserted] = await tx.insert(videos).values(row).returning();
  if (!inserted) throw new Error('insert into videos returned no row');
  await giveTagsByName(tx, userId, [namedTags(row)]);
  return inserted;
}
