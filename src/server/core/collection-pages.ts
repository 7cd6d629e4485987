import type { Database, Tx } from '@server/db/client';
import { versionStateNow } from './library-version';
import { snapshotReader } from './snapshot-reader';

/** What one page read answers: how many videos it took, and the order key of the last. */
export interface CollectionPage {
  count: number;
  last: string | null;
}

/**
 * Reads the user's videos in library order in pages of at most `pageVideos`, a snapshot
 * transaction each, so that on the embedded database (one transaction at a time) other requests
 * run between pages (docs/decisions/0064-library-read-in-pages.md). `readPage` takes
 * up to `limit` videos of one collection after the order key `after` (null: from its first),
 * in order, and hands them on itself.
 *
 * The pages are read at different moments: the answer is whether the user's library is still
 * as it was at `snapshot` (the version the caller read its start with). True: every page saw
 * that version. False: something was written meanwhile and the pages may disagree; the caller
 * reads again in one transaction.
 */
export async function readCollectionPages(
  db: Database,
  userId: string,
  { collectionIds, snapshot }: { collectionIds: readonly string[]; snapshot: string },
  pageVideos: number,
  readPage: (
    tx: Tx,
    collectionId: string,
    after: string | null,
    limit: number,
  ) => Promise<CollectionPage>,
): Promise<boolean> {
  const page = snapshotReader(db, userId, { background: true });
  // Where the next page starts: the collection's index, and the order key read last there.
  const cursor: { collection: number; after: string | null } = { collection: 0, after: null };
  const nextCollection = () => collectionIds[cursor.collection];
  while (nextCollection() !== undefined) {
    await page(async (tx) => {
      let room = pageVideos;
      for (let id = nextCollection(); room > 0 && id !== undefined; id = nextCollection()) {
        const page = await readPage(tx, id, cursor.after, room);
        if (page.count === room && page.last !== null) {
          // Full: the collection may go on past the page.
          cursor.after = page.last;
        } else {
          cursor.collection += 1;
          cursor.after = null;
        }
        room -= page.count;
      }
    });
  }
  return (await versionStateNow(db, userId, snapshot)) === 'unchanged';
}
