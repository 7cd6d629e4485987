import type { ExportVideo } from '@shared/contracts/export';
import type { Database } from '@server/db/client';
import { exportHead, exportTail, exportVideo } from './export-json';
import { fetchVideos, openVideoCursor, type ExportVideoRow } from './export.repo';
import { listCollections, findUserById, sessionEnded } from '@server/core';

/** Rows per cursor fetch: the most the server holds of one export at a time. */
export const EXPORT_PAGE_SIZE = 500;

const toExportVideo = (row: ExportVideoRow): ExportVideo => ({
  id: row.id,
  title: row.title,
  url: row.url,
  description: row.description,
  channelName: row.channel_name,
  categoryId: row.category_id,
  createdAt: new Date(row.created_at).toISOString(),
});

export interface ExportServiceDeps {
  db: Database;
  now?: () => number;
  pageSize?: number;
}

/** The export file (SPEC §3), built by the server from the database, never from the browser. */
export function createExportService({
  db,
  now = Date.now,
  pageSize = EXPORT_PAGE_SIZE,
}: ExportServiceDeps) {
  return {
    /**
     * Writes the file through `write` page by page, all from one snapshot of the user's data
     * (memory stays at one page, whatever the library's size). `write` must not wait for a
     * network reader: the transaction stays open until the last page is written (the route
     * spools to a file).
     */
    write: (userId: string, write: (chunk: string) => Promise<void>): Promise<void> =>
      db.asUser(
        userId,
        async (tx) => {
          const user = await findUserById(tx, userId);
          if (!user) throw sessionEnded();
          const collections = (await listCollections(tx, userId)).map(({ id, name }) => ({
            id,
            name,
          }));
          await write(
            exportHead({
              exportedAt: new Date(now()).toISOString(),
              user: { id: user.id, email: user.email },
              categories: collections,
            }),
          );
          await openVideoCursor(tx, userId);
          let count = 0;
          for (;;) {
            const rows = await fetchVideos(tx, pageSize);
            // One chunk per page: a write per video costs a stream round trip each.
            if (rows.length > 0) {
              await write(
                rows.map((row) => exportVideo(toExportVideo(row), count++ === 0)).join(''),
              );
            }
            if (rows.length < pageSize) break;
          }
          await write(exportTail(count));
        },
        { snapshot: true },
      ),
  };
}

export type ExportService = ReturnType<typeof createExportService>;
