import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount } from './support/accounts';
import { errorToast } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { libraryViaApi, seedLibraryInOrder } from './support/library-api';
import { allCards, headerCount, SERVER_ERROR, urlTotal, videoCard } from './support/library-screen';
import { openLibrary } from './support/library-session';

// docs/product/watch-later-and-player.md: a card marked watched or not (hover action and w), the
// header's All / Unwatched / Watched filter, the count in the badge's tooltip, kept on the server.
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

const TITLES = ['one.example.com', 'two.example.com', 'three.example.com'];

async function openWithThree() {
  const account = await createAccount(server.url);
  await seedLibraryInOrder(server.url, account, {
    Unsorted: TITLES.map((title) => `https://${title}/`),
  });
  const { page } = await openLibrary(server, browser, { account });
  await videoCard(page, TITLES[0]!).waitFor();
  return { page, account };
}

const shownTitles = (page: Page) => allCards(page).locator('h2').allTextContents();
const filterButton = (page: Page, name: 'All' | 'Unwatched' | 'Watched') =>
  page.getByRole('group', { name: 'Show videos' }).getByRole('button', { name, exact: true });
const watchedOnServer = async (account: Awaited<ReturnType<typeof createAccount>>) =>
  (await libraryViaApi(server.url, account)).videos
    .filter((video) => video.watchedAt !== null)
    .map((video) => video.title);

describe('watch later', () => {
  it('marks a card watched and back, filters by it, and counts it in the badge', async () => {
    const { page, account } = await openWithThree();
    const card = videoCard(page, 'two.example.com');
    await card.hover();
    await card.getByRole('button', { name: 'Mark as watched' }).click();
    await card.getByText('Watched', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Mark as unwatched' }).waitFor();
    await expect.poll(() => watchedOnServer(account)).toEqual(['two.example.com']);
    await expect.poll(() => urlTotal(page, 3).getAttribute('title')).toMatch(/\n1 watched$/);

    await filterButton(page, 'Unwatched').click();
    expect(await filterButton(page, 'Unwatched').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => shownTitles(page)).toEqual(['one.example.com', 'three.example.com']);
    await headerCount(page, '2 videos').waitFor();
    await filterButton(page, 'Watched').click();
    await expect.poll(() => shownTitles(page)).toEqual(['two.example.com']);

    // Unmarked while the Watched filter shows it: it leaves the view, which says why it is empty.
    await card.hover();
    await card.getByRole('button', { name: 'Mark as unwatched' }).click();
    await page.getByRole('heading', { name: 'No watched videos here' }).waitFor();
    await page.getByText('Choose All to see every video of this view').waitFor();
    await expect.poll(() => watchedOnServer(account)).toEqual([]);
    await filterButton(page, 'All').click();
    await expect.poll(() => shownTitles(page)).toEqual(TITLES);

    // The mark is the server's: a reload shows it.
    await videoCard(page, 'three.example.com').focus();
    await page.keyboard.press('w');
    await videoCard(page, 'three.example.com').getByText('Watched', { exact: true }).waitFor();
    await expect.poll(() => watchedOnServer(account)).toEqual(['three.example.com']);
    await page.reload();
    await videoCard(page, 'three.example.com').getByText('Watched', { exact: true }).waitFor();
    await videoCard(page, 'three.example.com').focus();
    await page.keyboard.press('w');
    await expect.poll(() => watchedOnServer(account)).toEqual([]);
  });

  it('puts the mark back and says so when the server does not save it', async () => {
    const { page, account } = await openWithThree();
    const [video] = (await libraryViaApi(server.url, account)).videos;
    browser.consoleErrors.allowFailedRequest(`/api/videos/${video!.id}/watched`, 500);
    await page.route('**/api/videos/*/watched', (route) => route.fulfill(SERVER_ERROR));

    const card = videoCard(page, video!.title);
    await card.hover();
    await card.getByRole('button', { name: 'Mark as watched' }).click();
    await errorToast(page, 'Failed to save the watched mark. Please try again.').waitFor();
    await card.getByRole('button', { name: 'Mark as watched' }).waitFor();
    expect(await card.getByText('Watched', { exact: true }).count()).toBe(0);
  });
});
