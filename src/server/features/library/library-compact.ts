import type { Database } from '@server/db/client';
import { readCollectionPages, snapshotReader } from '@server/core';
import { libraryHead, type LibraryHead } from './library.repo';
import {
  compactCollectionChunk,
  compactLibraryChunk,
  hasVideosUpTo,
  type CompactChunk,
} from './library-compact.repo';
import { PAGE_VIDEOS, type LibraryText, type SinceVersion } from './library-pages';
import { listPieces } from '@server/http/text-pieces';

/**
 * The whole library in the compact form (the CompactLibrary contract's JSON text, decision 0062)
 * and its version, read as the full form is (readLibrary, decision 0064): the collections, tags
 * and version first, with every video as one chunk when there are at most `pageVideos`; else a
 * chunk per collection's slice, in transactions of at most `pageVideos` videos, so that other
 * requests run in between; then the check, and a read in one transaction when the user wrote
 * meanwhile. Each chunk is the database's text; here they are only joined.
 */
export async function readCompactLibrary(
  db: Database,
  userId: string,
  pageVideos = PAGE_VIDEOS,
  { since = null }: SinceVersion = {},
): Promise<LibraryText> {
  const inSnapshot = snapshotReader(db, userId);

  // The head, with every video as one chunk when they fit in a page (null: they do not).
  const first = await inSnapshot(async (tx) => {
    const head = await libraryHead(tx, userId, 0, since);
    // Not null: the user has no video, and there is nothing more to read.
    if (head.videos !== null) return { head, whole: [] };
    if (!(await hasVideosUpTo(tx, userId, pageVideos))) return { head, whole: null };
    return { head, whole: [await compactLibraryChunk(tx, userId)] };
  });
  const { head, whole } = first;
  if (whole !== null) return compactOf(head, whole);

  const chunks: CompactChunk[] = [];
  const unchanged = await readCollectionPages(
    db,
    userId,
    { collectionIds: head.ids, snapshot: head.snapshot },
    pageVideos,
    async (tx, collectionId, after, limit) => {
      const collection = { id: collectionId, index: head.ids.indexOf(collectionId) };
      const chunk = await compactCollectionChunk(tx, userId, collection, after, limit);
      chunks.push(chunk);
      return chunk;
    },
  );
  if (unchanged) return compactOf(head, chunks);
  return inSnapshot(async (tx) => {
    const again = await libraryHead(tx, userId, 0, since);
    return compactOf(again, [await compactLibraryChunk(tx, userId)]);
  });
}

/** The CompactLibrary's JSON text: the head's collections and tags, the chunks that hold videos. */
function compactOf(head: LibraryHead, chunks: CompactChunk[]): LibraryText {
  const texts = chunks.filter((chunk) => chunk.count > 0).map((chunk) => chunk.json);
  return {
    pieces: listPieces(
      `{"categories":${head.categories},"tags":${head.tags},"chunks":[`,
      texts,
      ']}',
    ),
    snapshot: head.snapshot,
    unchangedSince: head.sinceState === 'unchanged',
  };
}
