import type { Page } from 'playwright-core';

/** The page's localStorage value under `key`, or null when nothing is stored. */
export function readLocalStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
}
