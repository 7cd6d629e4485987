import { sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { libraryOrderedVideos } from '@server/core';

/** A video row as the cursor or a page returns it: the table's own column names. */
export interface ExportVideoRow {
  id: string;
  title: string;
  url: string;
  description: string;
  channel_name: string | null;
  category_id: string;
  created_at: Date | string;
  watched_at: Date | string | null;
  published_at: Date | string | null;
  unavailable_since: Date | string | null;
  note: string;
  /** Its tags' names, in tag order (docs/product/tags-and-notes.md). */
  tag_names: string[];
}

const CURSOR = 'vidshelf_export_videos';

/** Opens a cursor over the user's videos in library order; it lives until the transaction ends. */
export async function openVideoCursor(tx: Tx, userId: string): Promise<void> {
  await tx.execute(
    sql`declare ${sql.identifier(CURSOR)} no scroll cursor for ${libraryOrderedVideos(tx, userId)}`,
  );
}

/** The next page of the cursor; fewer than `size` rows (or none) means the end. */
export const fetchVideos = (tx: Tx, size: number): Promise<ExportVideoRow[]> =>
  executeRows<ExportVideoRow>(tx, sql.raw(`fetch forward ${size} from ${CURSOR}`));

/**
 * Up to `limit` videos of one collection after the order key `after` (null: from its first), in
 * order: a page of an export read in pages (readCollectionPages).
 */
export const collectionExportPage = (
  tx: Tx,
  userId: string,
  collectionId: string,
  after: string | null,
  limit: number,
): Promise<(ExportVideoRow & { position: string })[]> =>
  executeRows(
    tx,
    sql`select id, title, url, description, channel_name, category_id, created_at, watched_at,
               published_at, unavailable_since, note, tag_names, position
        from videos
        where user_id = ${userId} and category_id = ${collectionId}
          and (${after}::text is null or position > ${after})
        order by position limit ${limit}`,
  );
