import type { Page } from 'playwright-core';

/**
 * The local copies in the page's IndexedDB: each user id that has a head or a part, with the
 * video titles of its parts. Reading never creates the database (that would leave it without
 * its stores for the app).
 */
export function localCopies(page: Page): Promise<{ userId: string; titles: string[] }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open('vidshelf-library');
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve([]);
        request.onsuccess = () => {
          const db = request.result;
          const transaction = db.transaction(['heads', 'parts']);
          const heads = transaction.objectStore('heads').getAll();
          const parts = transaction.objectStore('parts').getAll();
          transaction.oncomplete = () => {
            db.close();
            const titles = new Map<string, string[]>();
            for (const head of heads.result as { userId: string }[]) titles.set(head.userId, []);
            // A part holds its videos as JSON text.
            for (const part of parts.result as { userId: string; videos: string }[]) {
              const videos = JSON.parse(part.videos) as { title: string }[];
              const own = titles.get(part.userId) ?? [];
              titles.set(part.userId, [...own, ...videos.map((video) => video.title)]);
            }
            resolve([...titles].map(([userId, own]) => ({ userId, titles: own.sort() })));
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
  );
}

/**
 * Whose first screen the page's localStorage mirrors (decision 0060) and its cards' titles, or
 * null when it mirrors none.
 */
export function mirroredFirstScreen(
  page: Page,
): Promise<{ userId: string; titles: string[] } | null> {
  return page.evaluate(() => {
    const text = localStorage.getItem('vidshelf-library-first-screen');
    if (text === null) return null;
    const { userId, firstScreen } = JSON.parse(text) as {
      userId: string;
      firstScreen: { videos: { title: string }[] };
    };
    return { userId, titles: firstScreen.videos.map((video) => video.title).sort() };
  });
}

/** What `holdIndexedDb` adds to the page. */
type HeldIndexedDbWindow = { releaseIndexedDb(): void; indexedDbHeld: number };

/**
 * From the page's next load on, every `indexedDB.open` waits until the returned `release` is
 * called: the page sees a request that has not answered yet. `held` counts the opens that
 * waited.
 */
export async function holdIndexedDb(
  page: Page,
): Promise<{ release(): Promise<void>; held(): Promise<number> }> {
  await page.addInitScript(() => {
    const waiting: (() => void)[] = [];
    let holding = true;
    const held = window as unknown as HeldIndexedDbWindow;
    held.indexedDbHeld = 0;
    held.releaseIndexedDb = () => {
      holding = false;
      for (const open of waiting.splice(0)) open();
    };
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<typeof open>) {
      if (!holding) return open.apply(this, args);
      held.indexedDbHeld++;
      // Stands in for the request until the real one is made, then passes its events on.
      const standIn: Record<string, unknown> = { result: undefined, error: null };
      waiting.push(() => {
        const request = open.apply(this, args);
        for (const type of ['success', 'error', 'upgradeneeded', 'blocked']) {
          request.addEventListener(type, (event) => {
            standIn.result = request.readyState === 'done' ? request.result : undefined;
            standIn.error = request.readyState === 'done' ? request.error : null;
            standIn.transaction = request.transaction;
            (standIn[`on${type}`] as ((event: Event) => void) | undefined)?.(event);
          });
        }
      });
      return standIn as unknown as IDBOpenDBRequest;
    };
  });
  return {
    release: () =>
      page.evaluate(() => (window as unknown as HeldIndexedDbWindow).releaseIndexedDb()),
    held: () => page.evaluate(() => (window as unknown as HeldIndexedDbWindow).indexedDbHeld),
  };
}

/**
 * Gives the first part of the page's one local copy another ETag than its head's, as a copy
 * damaged outside the app or half-replaced would be.
 */
export function mislabelFirstPart(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('vidshelf-library');
        request.onsuccess = () => {
          const db = request.result;
          const transaction = db.transaction('parts', 'readwrite');
          const parts = transaction.objectStore('parts');
          const cursor = parts.openCursor();
          cursor.onsuccess = () => {
            const part = cursor.result?.value as { etag: string } | undefined;
            if (part) cursor.result?.update({ ...part, etag: '"another version"' });
          };
          transaction.oncomplete = () => {
            db.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
        request.onerror = () => reject(request.error);
      }),
  );
}
