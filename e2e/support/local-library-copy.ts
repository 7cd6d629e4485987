import type { Page } from 'playwright-core';

/**
 * The local copies in the page's IndexedDB: each user id with its video titles. Reading never
 * creates the database (that would leave it without its store for the app).
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
          const all = db.transaction('copies').objectStore('copies').getAll();
          all.onsuccess = () => {
            db.close();
            const copies = all.result as {
              userId: string;
              library: { videos: { title: string }[] };
            }[];
            resolve(
              copies.map((copy) => ({
                userId: copy.userId,
                titles: copy.library.videos.map((video) => video.title).sort(),
              })),
            );
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}
