import type { Database, Tx } from '@server/db/client';
import { AppError } from '@server/http/app-error';
import type { LibraryEtags } from './library-etag';
import { libraryChangesSince } from './library.repo';
import { PAGE_VIDEOS, readLibrary } from './library-pages';
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

/** A library version: the snapshot it was read at, and the ETag that names it to clients. */
export interface LibraryVersion {
  snapshot: string;
  etag: string;
}

/**
 * The library, read for the screen, as of one snapshot: a move another device commits meanwhile
 * shows in neither list or in both. `known`: the version of the copy the caller holds (its
 * If-None-Match, opened by LibraryEtags); when nothing changed since, the library is not read
 * at all (docs/product/local-copy-and-sync.md).
 */
export function createLibraryService(db: Database, etags: LibraryEtags) {
  const inSnapshot = <T>(userId: string, read: (tx: Tx) => Promise<T>) =>
    db.asUser(userId, read, { snapshot: true });
  const isCurrent = async (userId: string, snapshot: string): Promise<boolean> =>
    (await versionStateNow(db, userId, snapshot)) === 'unchanged';

  /** The version each user was answered last, kept in this process (decision 0086). */
  const answered = new Map<string, LibraryVersion>();
  /** The last answered version, if it is not too old for its ETag to be taken back. */
  const lastAnswered = (userId: string): LibraryVersion | undefined => {
    const last = answered.get(userId);
    return last && etags.open(last.etag, userId) !== null ? last : undefined;
  };

  /**
   * The version to compare a read with: the one answered last, unless it is the caller's own,
   * which the caller has just been found to be behind (no need to ask twice).
   */
  const compareWith = (userId: string, known: LibraryVersion | null) => {
    const last = lastAnswered(userId);
    return last && last.snapshot !== known?.snapshot ? last : undefined;
  };

  /**
   * The ETag for the user's library read at `snapshot`: the one answered last when the read
   * found nothing of theirs written since it (`unchangedSince`, asked in the read's own
   * statement), else a new one. Every transaction moves a snapshot on, other users' too, so a
   * new tag per read would tell this user that others wrote.
   */
  function etagFor(
    userId: string,
    compared: LibraryVersion | undefined,
    { snapshot, unchangedSince }: { snapshot: string; unchangedSince: boolean },
  ): string {
    // Unless another answer moved it on meanwhile.
    if (compared && unchangedSince && answered.get(userId) === compared) return compared.etag;
    const etag = etags.issue(userId, snapshot);
    answered.set(userId, { snapshot, etag });
    return etag;
  }

  /** The caller's version is current: it is the one to answer from now on. */
  const unchanged = (userId: string, known: LibraryVersion): LibraryRead => {
    answered.set(userId, known);
    return { unchanged: true, etag: known.etag };
  };

  return {
    /**
     * The whole library, as the database wrote it: the Library contract's JSON text, read in
     * pages when it is large (library-pages.ts, decision 0064).
     */
    async read(userId: string, known: LibraryVersion | null): Promise<LibraryRead> {
      if (known !== null && (await isCurrent(userId, known.snapshot))) {
        return unchanged(userId, known);
      }
      const compared = compareWith(userId, known);
      const read = await readLibrary(db, userId, PAGE_VIDEOS, {
        since: compared?.snapshot ?? null,
      });
      const { pieces, snapshot } = read;
      return { unchanged: false, etag: etagFor(userId, compared, read), pieces, snapshot };
    },

    /** The version an If-None-Match names, when it is exactly one of this user's ETags. */
    versionOf(ifNoneMatch: string | undefined, userId: string): LibraryVersion | null {
      const snapshot = etags.open(ifNoneMatch, userId);
      return snapshot === null || ifNoneMatch === undefined
        ? null
        : { snapshot, etag: ifNoneMatch };
    },

    /** Whether nothing of the user's library was written since the read at `snapshot`. */
    isCurrent,

    lastAnswered,

    /**
     * What changed since the version `known` names (the LibraryChanges contract's JSON text).
     * A version this database cannot compare against (none named, another user's, pruned
     * tombstones, a restored database) is refused with reload_library: the caller loads the
     * whole library instead.
     */
    async changes(userId: string, known: LibraryVersion | null): Promise<LibraryRead> {
      if (known === null) throw reloadLibrary();
      const compared = compareWith(userId, known);
      const { state, json, snapshot, sinceState } = await inSnapshot(userId, (tx) =>
        db.lastStatement(() =>
          libraryChangesSince(tx, userId, known.snapshot, compared?.snapshot ?? null),
        ),
      );
      if (state === 'too_old') throw reloadLibrary();
      if (json === null) return unchanged(userId, known);
      const etag = etagFor(userId, compared, {
        snapshot,
        unchangedSince: sinceState === 'unchanged',
      });
      return { unchanged: false, etag, pieces: [json], snapshot };
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
