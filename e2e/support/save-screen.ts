import type { Page } from 'playwright-core';

// Where things are on /save (docs/product/save-and-share.md), by role and accessible name only.

/**
 * /save as a share sheet opens it: a Web Share Target with `method: GET` sends its fields
 * form-encoded (spaces as "+").
 */
export function savePath(shared: { url?: string; text?: string; title?: string }): string {
  const query = new URLSearchParams(
    Object.entries(shared).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return `/save?${query.toString()}`;
}

/** Waits for the screen's heading. */
export async function waitForSaveScreen(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Save a link' }).waitFor();
}

/** The screen's collection combobox. */
export function saveCollection(page: Page) {
  return page.getByRole('main').getByRole('combobox', { name: 'Collection', exact: true });
}

export async function chooseSaveCollection(page: Page, name: string): Promise<void> {
  await saveCollection(page).click();
  await page.getByRole('option', { name, exact: true }).click();
}

export function saveButton(page: Page) {
  return page.getByRole('main').getByRole('button', { name: 'Save', exact: true });
}

/** The status line that announces a save ("Saved to Music."). */
export function saveStatus(page: Page, text: string) {
  return page.getByRole('main').getByRole('status').filter({ hasText: text });
}

/** The screen's alert (a failed save, or nothing to save). */
export function saveAlert(page: Page) {
  return page.getByRole('main').getByRole('alert');
}

/** The <dd> of the screen's "Link" or "Title" (a definition list: term, then definition). */
export async function sharedDetails(page: Page): Promise<Record<string, string>> {
  const terms = await page.getByRole('main').getByRole('term').allInnerTexts();
  const definitions = await page.getByRole('main').getByRole('definition').allInnerTexts();
  return Object.fromEntries(terms.map((term, i) => [term, definitions[i] ?? '']));
}
