import type { ExportVideo } from '@shared/contracts/export';
import type { Database } from '@server/db/client';
import { exportHead, exportTail, exportVideo } from './export-json';
import { nextTurn } from '@server/http/next-turn';
import {
  collectionExportPage,
  fetchVideos,
  openVideoCursor,
  type ExportVideoRow,
} from './export.repo';
import {
  currentSnapshot,
  listCollections,
  findUserById,
  readCollectionPages,
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
/**
 * Videos turned into the file's text in one turn of the event loop: a whole page at once held
 * the main thread 20–45 ms (the health bench of docs/BENCHMARKS.md, on PostgreSQL).
 */
const VIDEOS_PER_TURN = 100;

const isoOrNull = (time: Date | string | null) =>
  time === null ? null : new Date(time).toISOString();

const toExportVideo = (row: ExportVideoRow): ExportVideo => ({
  id: row.id,
  title: row.title,
  url: row.url,
  description: row.description,
  channelName: row.channel_name,
  categoryId: row.category_id,
  createdAt: new Date(row.created_at).toISOString(),
  watchedAt: isoOrNull(row.watched_at),
  publishedAt: isoOrNull(row.published_at),
  unavailableSince: isoOrNull(row.unavailable_since),
  tags: row.tag_names,
  note: row.note,
});

export interface ExportServiceDeps {
  db: Database;
  now?: () => number;
  pageSize?: number;
}

/** Where an export is written, a chunk at a time. */
type Write = (chunk: string) => Promise<void>;
/** Forgets what was written so far: the export starts again. */
type Restart = () => Promise<void>;

/** What a writer is handed: the user and their collections first, then the videos page by page. */
interface LibraryVisitor {
  head(user: UserRow, collections: CollectionRow[]): Promise<void>;
  page(rows: ExportVideoRow[]): Promise<void>;
  tail(videoCount: number): Promise<void>;
}

/**
 * The export files (docs/product/entities.md, and bookmark HTML), built by the server from the
 * database.
 */
export function createExportService({
  db,
  now = Date.now,
  pageSize = EXPORT_PAGE_SIZE,
}: ExportServiceDeps) {
  /** The user and their collections as of one snapshot, and that version. */
  const readHead = (userId: string) =>
    db.asUser(
      userId,
      async (tx) => {
        const user = await findUserById(tx, userId);
        if (!user) throw sessionEnded();
        return {
          user,
          collections: await listCollections(tx, userId),
          snapshot: await currentSnapshot(tx),
        };
      },
      { snapshot: true },
    );

  /**
   * The library in library order from one snapshot transaction, fetched from a cursor a page at
   * a time: the way back when a read in pages met a write.
   */
  const walkInOneTransaction = (userId: string, visitor: LibraryVisitor): Promise<void> =>
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

  /**
   * Hands the user's library to a visitor in library order, a page at a time (memory stays at
   * one page, whatever the library's size). The pages are read a transaction each, so that on
   * the embedded database other requests run in between (decision 0064), and checked
   * against the version read first: if the user wrote meanwhile, what was written is discarded
   * (`restart`) and a fresh visitor gets the library read in one transaction. The visitor must
   * not wait for a network reader (the routes spool to a file).
   */
  async function walkLibrary(
    userId: string,
    visitor: () => LibraryVisitor,
    restart: () => Promise<void>,
  ): Promise<void> {
    const { user, collections, snapshot } = await readHead(userId);
    const paged = visitor();
    await paged.head(user, collections);
    let count = 0;
    const unchanged = await readCollectionPages(
      db,
      userId,
      { collectionIds: collections.map((collection) => collection.id), snapshot },
      pageSize,
      async (tx, collectionId, after, limit) => {
        const rows = await collectionExportPage(tx, userId, collectionId, after, limit);
        // One chunk per page: a write per video costs a stream round trip each.
        if (rows.length > 0) await paged.page(rows);
        count += rows.length;
        return { count: rows.length, last: rows.at(-1)?.position ?? null };
      },
    );
    if (unchanged) return paged.tail(count);
    await restart();
    await walkInOneTransaction(userId, visitor());
  }

  return {
    /**
     * The spec's JSON file (docs/product/entities.md), through `write` page by page. After
     * `restart` what was written is forgotten, and the file is written again from its start.
     */
    write: (userId: string, write: Write, restart: Restart): Promise<void> =>
      walkLibrary(
        userId,
        () => {
          let count = 0;
          return {
            head: (user, collections) =>
              write(
                exportHead({
                  exportedAt: new Date(now()).toISOString(),
                  user: { id: user.id, email: user.email },
                  categories: collections.map(({ id, name }) => ({ id, name })),
                }),
              ),
            page: async (rows) => {
              for (let from = 0; from < rows.length; from += VIDEOS_PER_TURN) {
                if (from > 0) await nextTurn();
                const slice = rows.slice(from, from + VIDEOS_PER_TURN);
                await write(
                  slice.map((row) => exportVideo(toExportVideo(row), count++ === 0)).join(''),
                );
              }
            },
            tail: (videoCount) => write(exportTail(videoCount)),
          };
        },
        restart,
      ),

    /**
     * The library as a bookmark file: every collection a folder, in order (the empty ones too),
     * each holding its videos in order. `restart` as for `write`.
     */
    writeBookmarks: (userId: string, write: Write, restart: Restart): Promise<void> =>
      walkLibrary(userId, () => bookmarksVisitor(write, now), restart),
  };
}

/** Writes the bookmark file: a folder per collection, opened as its first video comes. */
function bookmarksVisitor(write: Write, now: () => number): LibraryVisitor {
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
  return {
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
    tail: () => write(foldersUpTo(null) + (opened > 0 ? bookmarksFolderEnd : '') + bookmarksTail),
  };
}

export type ExportService = ReturnType<typeof createExportService>;
