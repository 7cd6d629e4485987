import type { Database, Tx } from '@server/db/client';

/**
 * Runs reads as `userId`, each in a read-only transaction of its own snapshot; `background`
 * marks the pages of a long read (AsUserOptions).
 */
export const snapshotReader =
  (db: Database, userId: string, { background = false } = {}) =>
  <T>(read: (tx: Tx) => Promise<T>): Promise<T> =>
    db.asUser(userId, read, { snapshot: true, background });
