import type { Page } from 'playwright-core';

/** Waits until the page's path is `path`; client-side redirects (history API) count. */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
