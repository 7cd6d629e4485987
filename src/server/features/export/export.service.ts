import type { ExportVideo } from '@shared/contracts/export';
import type { Database } from '@server/db/client';
import { exportHead, exportTail, exportVideo } from './export-json';
import { fetchVideos, openVideoCursor, type ExportVideoRow } from './export.repo';
import {
  listCollections,
  findUserById,
  sessionEnded,
  type CollectionRow,
  type UserRow,
} from '@server/core';
import {
  bookmarksFolderEnd,
  bookmarksFolderStart,
  bookmarksHead,
  bookmarksLink,
  bookmarksTail,
} from './export-bookmarks';

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
  watchedAt: row.watched_at === null ? null : new Date(row.watched_at).toISOString(),
  tags: row.tag_names,
  note: row.note,
});

export interface ExportServiceDeps {
  db: Database;
  now?: () => number;
  pageSize?: number;
}

/** What a writer is handed: the user and their collections first, then the videos page by page. */
interface LibraryVisitor {
  head(user: UserRow, collections: CollectionRow[]): Promise<void>;
  page(rows: ExportVideoRow[]): Promise<void>;
  tail(videoCount: number): Promise<void>;
}

/** The export files (SPEC §3, and bookmark HTML), built by the server from the database. */
export function createExportService({
  db,
  now = Date.now,
  pageSize = EXPORT_PAGE_SIZE,
}: ExportServiceDeps) {
  /**
   * Reads the user's library in library order from one snapshot, a page at a time (memory stays
   * at one page, whatever the library's size). The visitor must not wait for a network reader:
   * the transaction stays open until the last page is written (the routes spool to a file).
   */
  const walkLibrary = (userId: string, visitor: LibraryVisitor): Promise<void> =>
    db.asUser(
      userId,
      async (tx) => {
        const user = await findUserById(tx, userId);
        if (!user) throw sessionEnded();
        await visitor.head(user, await listCollections(tx, userId));
        await openVideoCursor(tx, userId);
        let count = 0;
        for (;;) {
          const rows = await fetchVideos(tx, pageSize);
          // One chunk per page: a write per video costs a stream round trip each.
          if (rows.length > 0) await visitor.page(rows);
          count += rows.length;
          if (rows.length < pageSize) break;
        }
        await visitor.tail(count);
      },
      { snapshot: true },
    );

  return {
    /** The spec's JSON file (SPEC §3), through `write` page by page. */
    write: (userId: string, write: (chunk: string) => Promise<void>): Promise<void> => {
      let count = 0;
      return walkLibrary(userId, {
        head: (user, collections) =>
          write(
            exportHead({
              exportedAt: new Date(now()).toISOString(),
              user: { id: user.id, email: user.email },
              categories: collections.map(({ id, name }) => ({ id, name })),
            }),
          ),
        page: (rows) =>
          write(rows.map((row) => exportVideo(toExportVideo(row), count++ === 0)).join('')),
        tail: (videoCount) => write(exportTail(videoCount)),
      });
    },

    /**
     * The library as a bookmark file: every collection a folder, in order (the empty ones too),
     * each holding its videos in order.
     */
    writeBookmarks: (userId: string, write: (chunk: string) => Promise<void>): Promise<void> => {
      let collections: CollectionRow[] = [];
      /** Collections written so far; the last one's folder is open. */
      let opened = 0;
      /** Writes folders up to and including the collection with this id (all: null). */
      const foldersUpTo = (collectionId: string | null): string => {
        let out = '';
        while (opened < collections.length) {
          if (opened > 0 && collections[opened - 1]?.id === collectionId) break;
          if (opened > 0) out += bookmarksFolderEnd;
          const next = collections[opened] as CollectionRow;
          out += bookmarksFolderStart(next.name, next.createdAt);
          opened += 1;
        }
        return out;
      };
      return walkLibrary(userId, {
        head: (_user, list) => {
          collections = list;
          return write(bookmarksHead(new Date(now())));
        },
        page: (rows) =>
          write(
            rows
              .map(
                (row) =>
                  foldersUpTo(row.category_id) +
                  bookmarksLink({
                    url: row.url,
                    title: row.title,
                    description: row.description,
                    createdAt: row.created_at,
                    tags: row.tag_names,
                  }),
              )
              .join(''),
          ),
        tail: () =>
          write(foldersUpTo(null) + (opened > 0 ? bookmarksFolderEnd : '') + bookmarksTail),
      });
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
