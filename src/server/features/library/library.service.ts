import type { Database, Tx } from '@server/db/client';
import { AppError } from '@server/http/app-error';
import { libraryEtag } from './library-etag';
import type { LibraryForm } from '@shared/contracts/library';
import { libraryChangesSince } from './library.repo';
import { readLibrary } from './library-pages';
import { readCompactLibrary } from './library-compact';
import { versionStateNow } from '@server/core';
import type { TextPieces } from '@server/http/text-pieces';

/**
 * A library read: the answer's JSON text (in pieces: text-pieces.ts) and ETag, or only the ETag
 * when the caller's is current.
 */
export type LibraryRead = { etag: string } & (
  { unchanged: true } | { unchanged: false; pieces: TextPieces; snapshot: string }
);

const reloadLibrary = () => new AppError('reload_library', 409);

/**
 * The library, read for the screen, as of one snapshot: a move another device commits meanwhile
 * shows in neither list or in both. `known`: the snapshot of the copy the caller holds
 * (knownSnapshot); when nothing changed since, the library is not read at all (issue 20).
 */
export function createLibraryService(db: Database) {
  const inSnapshot = <T>(userId: string, read: (tx: Tx) => Promise<T>) =>
    db.asUser(userId, read, { snapshot: true });

  return {
    /**
     * The whole library, as the database wrote it: the Library contract's JSON text, or the
     * CompactLibrary's for the compact form (decision 0062), each read in pages when it is large
     * (library-pages.ts, library-compact.ts, decision 0064). Both forms share the version.
     */
    async read(
      userId: string,
      known: string | null,
      form: LibraryForm = 'full',
    ): Promise<LibraryRead> {
      if (known !== null) {
        const state = await versionStateNow(db, userId, known);
        if (state === 'unchanged') return { unchanged: true, etag: libraryEtag(userId, known) };
      }
      const { pieces, snapshot } =
        form === 'compact' ? await readCompactLibrary(db, userId) : await readLibrary(db, userId);
      return { unchanged: false, etag: libraryEtag(userId, snapshot), pieces, snapshot };
    },

    /** Whether nothing of the user's library was written since the read at `snapshot`. */
    isCurrent: async (userId: string, snapshot: string): Promise<boolean> =>
      (await versionStateNow(db, userId, snapshot)) === 'unchanged',

    /**
     * What changed since the version `known` names (the LibraryChanges contract's JSON text).
     * A version this database cannot compare against (none named, another user's, pruned
     * tombstones, a restored database) is refused with reload_library: the caller loads the
     * whole library instead.
     */
    changes: (userId: string, known: string | null): Promise<LibraryRead> =>
      inSnapshot(userId, async (tx) => {
        if (known === null) throw reloadLibrary();
        const { state, json, snapshot } = await db.lastStatement(() =>
          libraryChangesSince(tx, userId, known),
        );
        if (state === 'too_old') throw reloadLibrary();
        if (json === null) return { unchanged: true, etag: libraryEtag(userId, known) };
        return { unchanged: false, etag: libraryEtag(userId, snapshot), pieces: [json], snapshot };
      }),
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
