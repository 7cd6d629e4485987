import type { Database } from '@server/db/client';
import { libraryEtag } from './library-etag';
import { libraryJson } from './library.repo';
import { changedSince } from './library-version';

/** A library read: the answer's JSON and ETag, or only the ETag when the caller's is current. */
export type LibraryRead = { etag: string } & (
  { unchanged: true } | { unchanged: false; json: string }
);

/** The whole library, read for the screen. */
export function createLibraryService(db: Database) {
  return {
    /**
     * The Library contract's JSON text, as the database wrote it (see libraryJson), in a
     * snapshot transaction: a move another device commits meanwhile shows in neither list or
     * in both. `known`: the snapshot of the copy the caller holds (knownSnapshot); when nothing
     * changed since, the library is not read at all (issue 20).
     */
    read: (userId: string, known: string | null): Promise<LibraryRead> =>
      db.asUser(
        userId,
        async (tx) => {
          if (known !== null && !(await changedSince(tx, userId, known))) {
            return { unchanged: true, etag: libraryEtag(userId, known) };
          }
          const { library, snapshot } = await libraryJson(tx, userId);
          return { unchanged: false, etag: libraryEtag(userId, snapshot), json: library };
        },
        { snapshot: true },
      ),
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
