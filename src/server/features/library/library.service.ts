import type { Database, Tx } from '@server/db/client';
import { AppError } from '@server/http/app-error';
import { libraryEtag } from './library-etag';
import type { LibraryForm } from '@shared/contracts/library';
import { compactLibraryJson, libraryChangesJson, libraryJson } from './library.repo';
import { versionState } from './library-version';

/** A library read: the answer's JSON and ETag, or only the ETag when the caller's is current. */
export type LibraryRead = { etag: string } & (
  { unchanged: true } | { unchanged: false; json: string }
);

const reloadLibrary = () => new AppError('reload_library', 409);

/**
 * The library, read for the screen, each read in a snapshot transaction: a move another device
 * commits meanwhile shows in neither list or in both. `known`: the snapshot of the copy the
 * caller holds (knownSnapshot); when nothing changed since, the library is not read at all
 * (issue 20).
 */
export function createLibraryService(db: Database) {
  const inSnapshot = (userId: string, read: (tx: Tx) => Promise<LibraryRead>) =>
    db.asUser(userId, read, { snapshot: true });

  return {
    /**
     * The whole library, as the database wrote it: the Library contract's JSON text, or the
     * CompactLibrary's for the compact form (decision 0062). Both forms share the version.
     */
    read: (
      userId: string,
      known: string | null,
      form: LibraryForm = 'full',
    ): Promise<LibraryRead> =>
      inSnapshot(userId, async (tx) => {
        if (known !== null && (await versionState(tx, userId, known)) === 'unchanged') {
          return { unchanged: true, etag: libraryEtag(userId, known) };
        }
        const write = form === 'compact' ? compactLibraryJson : libraryJson;
        const { json, snapshot } = await write(tx, userId);
        return { unchanged: false, etag: libraryEtag(userId, snapshot), json };
      }),

    /**
     * What changed since the version `known` names (the LibraryChanges contract's JSON text).
     * A version this database cannot compare against (none named, another user's, pruned
     * tombstones, a restored database) is refused with reload_library: the caller loads the
     * whole library instead.
     */
    changes: (userId: string, known: string | null): Promise<LibraryRead> =>
      inSnapshot(userId, async (tx) => {
        if (known === null) throw reloadLibrary();
        const state = await versionState(tx, userId, known);
        if (state === 'too_old') throw reloadLibrary();
        if (state === 'unchanged') return { unchanged: true, etag: libraryEtag(userId, known) };
        const { json, snapshot } = await libraryChangesJson(tx, userId, known);
        return { unchanged: false, etag: libraryEtag(userId, snapshot), json };
      }),
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
