import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Where things are on the library screen (/), by role and accessible name only.

/** The sidebar's collection button, named exactly by the collection. */
export function collection(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'Collections' })
    .getByRole('button', { name, exact: true });
}

/** The "Options for X" menu trigger next to a collection. */
export function collectionOptions(page: Page, name: string) {
  return page.getByRole('button', { name: `Options for ${name}`, exact: true });
}

/** One video card: an article named by the video's title. */
export function videoCard(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

/** The title of the card that has the focus itself (not one of its buttons), or null. */
export const focusedCard = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    return focused?.tagName === 'ARTICLE' ? (focused.querySelector('h2')?.textContent ?? '') : null;
  });

export function allCards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

/** The header's heading (collection name, "All Videos" or "Search Results"). */
export function headerTitle(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** The header's count line, e.g. "3 videos" or `1 video matching "x"`. */
export function headerCount(page: Page, text: string | RegExp) {
  return page.getByRole('banner').getByText(text, { exact: typeof text === 'string' });
}

/** The footer badge with the total URL count, named e.g. "12 videos in your library". */
export function urlTotal(page: Page, count: number) {
  const name = `${count} ${count === 1 ? 'video' : 'videos'} in your library`;
  return page.getByRole('img', { name, exact: true });
}

export function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Search videos' });
}

/** The header's Add Video button (the first: the empty state may offer another). */
export function addVideoButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Add Video', exact: true });
}

/** Any toast (success or error) showing this text. */
export function toast(page: Page, text: string) {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

/** Opens the library signed in and waits for the collections to load. */
export async function waitForLibrary(page: Page): Promise<void> {
  await collection(page, 'Unsorted').waitFor();
}

/** The count shown beside a collection (the first part of the button's description). */
export function collectionCount(page: Page, name: string): Promise<string> {
  return collection(page, name).evaluate((button) => {
    // The drag instructions follow the count in aria-describedby.
    const id = button.getAttribute('aria-describedby')?.split(' ')[0];
    return (id && document.getElementById(id)?.textContent?.trim()) ?? '';
  });
}

/** Waits until the count beside a collection reads `count` (expect.poll retries). */
export async function expectCollectionCount(page: Page, name: string, count: number) {
  await expect.poll(() => collectionCount(page, name)).toBe(String(count));
}

/** Hovers the card (its actions show on hover) and presses one of its action buttons. */
export async function cardAction(
  page: Page,
  title: string,
  action: 'Copy URL' | 'Edit' | 'Delete',
): Promise<void> {
  const card = videoCard(page, title);
  await card.hover();
  await card.getByRole('button', { name: action, exact: true }).click();
}

/** A 500 with the API's error shape, for `page.route` to answer a request with. */
export const SERVER_ERROR = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code: 'internal_error', message: 'Boom.' } }),
};
