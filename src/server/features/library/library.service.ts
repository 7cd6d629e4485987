import type { Database } from '@server/db/client';
import { libraryJson } from './library.repo';

/** The whole library, read for the screen. */
export function createLibraryService(db: Database) {
  return {
    /**
     * The Library contract's JSON text, as the database wrote it (see libraryJson). One
     * statement in a snapshot transaction: a move another device commits meanwhile shows in
     * neither list or in both.
     */
    json: (userId: string): Promise<string> =>
      db.asUser(userId, (tx) => libraryJson(tx, userId), { snapshot: true }),
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
