import type { Database } from '@server/db/client';
import { collectionPage, libraryHead, type LibraryHead } from './library.repo';
import { readCollectionPages, snapshotReader } from '@server/core';
import { listPieces, type TextPieces } from '@server/http/text-pieces';

/**
 * Videos one transaction of a paged library read takes. The embedded database runs one
 * transaction at a time, so a library read in one statement holds every other request for as
 * long as it takes (about 0.7 s at 50,000 videos); in pages of this many, another request
 * waits for one page at most (tens of milliseconds). See
 * docs/decisions/0064-library-read-in-pages.md.
 */
export const PAGE_VIDEOS = 1_000;

/**
 * The whole library (the Library contract's JSON text, in pieces) and its version, read in
 * transactions of at most `pageVideos` videos when it has more, so that other requests run in
 * between.
 *
 * The pages are read at different moments, so the result is checked before it is trusted: the
 * first transaction takes the version (its snapshot) with the collections and tags, and a last
 * one asks whether anything of the user's was written since (library-version.ts). Unchanged:
 * every page saw the library as it was at that version, which the answer names. Changed (the
 * user wrote meanwhile, from this device or another): the pages may disagree, so the library
 * is read again in one transaction, as before paging.
 */
export async function readLibrary(
  db: Database,
  userId: string,
  pageVideos = PAGE_VIDEOS,
  { since = null }: SinceVersion = {},
): Promise<LibraryText> {
  const inSnapshot = snapshotReader(db, userId);

  // One statement a transaction, which carries its commit (decision 0075).
  const head = await inSnapshot((tx) =>
    db.lastStatement(() => libraryHead(tx, userId, pageVideos, since)),
  );
  if (head.videos !== null) return libraryOf(head, [head.videos]);

  const pages: string[] = [];
  const unchanged = await readCollectionPages(
    db,
    userId,
    { collectionIds: head.ids, snapshot: head.snapshot },
    pageVideos,
    async (tx, collectionId, after, limit) => {
      const page = await collectionPage(tx, userId, collectionId, after, limit);
      pages.push(page.json);
      return page;
    },
  );
  if (unchanged) return libraryOf(head, pages);
  const whole = await inSnapshot((tx) =>
    db.lastStatement(() => libraryHead(tx, userId, null, since)),
  );
  return libraryOf(whole, [whole.videos ?? '[]']);
}

/**
 * A version to compare the read with (decision 0086): the one last answered, so that a library
 * unchanged since keeps its name though other users' writes moved the snapshot on.
 */
export interface SinceVersion {
  since?: string | null;
}

/** A whole library's JSON text, in pieces never joined here (text-pieces.ts). */
export interface LibraryText {
  pieces: TextPieces;
  snapshot: string;
  /** True when nothing of the user's was written between `since` and this read. */
  unchangedSince: boolean;
}

/** The Library's JSON text: the head's collections and tags, around the videos' arrays. */
function libraryOf(head: LibraryHead, videoArrays: string[]): LibraryText {
  const inner = videoArrays
    // A slice shares the page's text: nothing is copied.
    .map((array) => array.slice(1, -1).trim())
    .filter((videos) => videos.length > 0);
  return {
    pieces: listPieces(
      `{"categories":${head.categories},"videos":[`,
      inner,
      `],"tags":${head.tags}}`,
    ),
    snapshot: head.snapshot,
    unchangedSince: head.sinceState === 'unchanged',
  };
}
