import type { Page } from 'playwright-core';

/** Lets the page read and write the clipboard, and puts `text` on it from the page. */
export async function putOnClipboard(page: Page, text: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
}

export function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}
