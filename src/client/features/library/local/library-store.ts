import type { Library } from '@shared/contracts/library';

/** One user's local copy: the last library the server sent and its ETag (a LastLibrary entry). */
export interface StoredLibrary {
  userId: string;
  /** `LIBRARY_CHECKS_FINGERPRINT` of the build that checked and kept it. */
  fingerprint: string;
  etag: string;
  library: Library;
}

/**
 * Where the local copies live (docs/decisions/0060-local-library-copy.md). Every method may
 * reject (no IndexedDB, private mode, quota): callers treat that as "nothing kept".
 */
export interface LibraryStore {
  /** What is kept under `userId`, unchecked: an older build or another hand may have put it. */
  read(userId: string): Promise<unknown>;
  /**
   * Keeps `entry` if `allowed()` still says yes right before the write begins: writes and
   * deletes run in the order they begin, so a sign-out's delete that began earlier wins.
   */
  write(entry: StoredLibrary, allowed: () => boolean): Promise<void>;
  /** Deletes every copy but `userId`'s (all of them for null). */
  keepOnly(userId: string | null): Promise<void>;
}

/** The key prefix of the product's browser data (SPEC: "vidshelf"). */
const DATABASE = 'vidshelf-library';
const COPIES = 'copies';

/** The local copies in IndexedDB: one database, one object store keyed by user id. */
export function indexedDbLibraryStore(): LibraryStore {
  let opened: Promise<IDBDatabase> | undefined;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () =>
        request.result.createObjectStore(COPIES, { keyPath: 'userId' });
      request.onsuccess = () => {
        // The browser closes it when the site's data is cleared: open again next time.
        request.result.onclose = () => (opened = undefined);
        resolve(request.result);
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open.'));
    }));

  /** Runs `work` in one transaction; settles when it commits, with the last request's result. */
  async function run(
    mode: IDBTransactionMode,
    work: (copies: IDBObjectStore) => IDBRequest | undefined,
    allowed: () => boolean = () => true,
  ): Promise<unknown> {
    const db = await open();
    if (!allowed()) return undefined;
    const transaction = db.transaction(COPIES, mode);
    const request = work(transaction.objectStore(COPIES));
    return new Promise((resolve, reject) => {
      transaction.oncomplete = () => resolve(request?.result);
      transaction.onabort = () => reject(transaction.error ?? new Error('Aborted.'));
    });
  }

  return {
    read: (userId) => run('readonly', (copies) => copies.get(userId)),
    write: async (entry, allowed) => {
      await run('readwrite', (copies) => copies.put(entry), allowed);
    },
    keepOnly: async (userId) => {
      await run('readwrite', (copies) => {
        if (userId === null) return copies.clear();
        copies.delete(IDBKeyRange.upperBound(userId, true));
        return copies.delete(IDBKeyRange.lowerBound(userId, true));
      });
    },
  };
}
