import type { FirstScreen } from '@client/features/browse';
import {
  isMirrorToRemove,
  localStorageMirror,
  mirrorTextOf,
  type ScreenMirror,
} from './screen-mirror';

/**
 * What says whose a local copy is and which version: the ETag, the first screen (with the
 * collections and tags) and how many parts hold the videos. Read first, and alone, so the first
 * cards paint before the megabytes of the parts are read (docs/decisions/0060-local-library-copy.md).
 */
export interface StoredHead {
  userId: string;
  /** `LIBRARY_CHECKS_FINGERPRINT` of the build that checked and kept it. */
  fingerprint: string;
  etag: string;
  parts: number;
  firstScreen: FirstScreen;
}

/**
 * A run of the copy's videos in library order. Kept as JSON text: IndexedDB copies a string
 * without the structured clone of each object (decision 0060, amended 2026-11-27 night).
 */
export interface StoredPart {
  userId: string;
  index: number;
  /** The head's: a part of another version is never joined to it. */
  etag: string;
  /** The videos as JSON text. */
  videos: string;
}

/**
 * A part as read back, with its videos parsed (still unchecked: `joinedLibrary` looks at it), or
 * undefined when its text is not JSON: a damaged part is a missing one.
 */
export function partAsRead(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { videos } = value as { videos?: unknown };
  if (typeof videos !== 'string') return value;
  try {
    return { ...value, videos: JSON.parse(videos) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * Where the local copies live. Every method may reject (no IndexedDB, private mode, quota, a
 * tab of an older build holding the database): callers treat that as "nothing kept".
 */
export interface LibraryStore {
  /** The head kept under `userId`, unchecked: an older build or another hand may have put it. */
  readHead(userId: string): Promise<unknown>;
  /**
   * The mirror of the first screen of the copy written last (`screen-mirror.ts`), whoever's,
   * unchecked, or null: read synchronously, so the page's first render can paint it.
   */
  readMirror(): string | null;
  /**
   * Parts 0 to `count` - 1 of `userId`'s copy as `partAsRead` makes them, unchecked (undefined
   * where one is missing).
   */
  readParts(userId: string, count: number): Promise<unknown[]>;
  /**
   * Replaces `head.userId`'s copy with `head` and `parts`, all or nothing, if `allowed()` still
   * says yes right before the write begins: writes and deletes run in the order they begin, so
   * a sign-out's delete that began earlier wins. Once it is written, and if `allowed()` still
   * says yes, its first screen replaces the mirror.
   */
  write(head: StoredHead, parts: readonly StoredPart[], allowed: () => boolean): Promise<void>;
  /** Deletes every copy but `userId`'s (all of them for null), the mirror first. */
  keepOnly(userId: string | null): Promise<void>;
}

/** The key prefix of the product's browser data (docs/product/overview.md: "vidshelf"). */
const DATABASE = 'vidshelf-library';
/**
 * 2: a copy is a head and parts; 3: parts hold JSON text. An upgrade drops the copies, not
 * converted: the next visit loads in full.
 */
const VERSION = 3;
const HEADS = 'heads';
const PARTS = 'parts';

/** Every part of `userId`'s copy: keys are [userId, index], and an array sorts after numbers. */
const partsOf = (userId: string) => IDBKeyRange.bound([userId], [userId, []]);

/** Settles when `transaction` commits. */
const committed = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new Error('Aborted.'));
  });

/** The local copies in IndexedDB: one database, heads keyed by user id, parts by user and index. */
export function indexedDbLibraryStore(mirror: ScreenMirror = localStorageMirror()): LibraryStore {
  let opened: Promise<IDBDatabase> | undefined;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(DATABASE, VERSION);
      request.onupgradeneeded = () => {
        const db = request.result;
        for (const name of [...db.objectStoreNames]) db.deleteObjectStore(name);
        db.createObjectStore(HEADS, { keyPath: 'userId' });
        db.createObjectStore(PARTS, { keyPath: ['userId', 'index'] });
      };
      // A tab of an older build holds the database open: no copy until it closes.
      request.onblocked = () => reject(new Error('IndexedDB is held by another tab.'));
      request.onsuccess = () => {
        const db = request.result;
        // The browser closes it when the site's data is cleared: open again next time. A newer
        // build's tab asking to upgrade it is let through.
        db.onclose = () => (opened = undefined);
        db.onversionchange = () => {
          db.close();
          opened = undefined;
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open.'));
    }));

  return {
    async readHead(userId) {
      const transaction = (await open()).transaction(HEADS, 'readonly');
      const request = transaction.objectStore(HEADS).get(userId);
      await committed(transaction);
      return request.result;
    },
    readMirror: () => mirror.read(),
    async readParts(userId, count) {
      const transaction = (await open()).transaction(PARTS, 'readonly');
      const parts = transaction.objectStore(PARTS);
      const values: unknown[] = [];
      for (let index = 0; index < count; index++) {
        const request = parts.get([userId, index]);
        // Parsed as each arrives, in a task of its own, not all of them in one long task once
        // the transaction is done.
        request.onsuccess = () => (values[index] = partAsRead(request.result));
      }
      await committed(transaction);
      return values;
    },
    async write(head, parts, allowed) {
      const db = await open();
      if (!allowed()) return;
      const transaction = db.transaction([HEADS, PARTS], 'readwrite');
      const partStore = transaction.objectStore(PARTS);
      partStore.delete(partsOf(head.userId));
      transaction.objectStore(HEADS).put(head);
      // put() copies its value on the main thread: a part's text, a millisecond or more per
      // hundred videos on a slow machine. Each part is put once the one before is in, in a task
      // of its own (the transaction stays open while a request is pending), so that a key or a
      // scroll never waits behind all of them.
      const putFrom = (index: number) => {
        const part = parts[index];
        if (part) partStore.put(part).onsuccess = () => putFrom(index + 1);
      };
      putFrom(0);
      await committed(transaction);
      if (allowed()) mirror.write(mirrorTextOf(head));
    },
    async keepOnly(userId) {
      if (isMirrorToRemove(mirror.read(), userId)) mirror.write(null);
      const transaction = (await open()).transaction([HEADS, PARTS], 'readwrite');
      const heads = transaction.objectStore(HEADS);
      const parts = transaction.objectStore(PARTS);
      if (userId === null) {
        heads.clear();
        parts.clear();
      } else {
        heads.delete(IDBKeyRange.upperBound(userId, true));
        heads.delete(IDBKeyRange.lowerBound(userId, true));
        parts.delete(IDBKeyRange.upperBound([userId], true));
        parts.delete(IDBKeyRange.lowerBound([userId, []], true));
      }
      await committed(transaction);
    },
  };
}
