import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount } from './support/accounts';
import { errorToast } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { putOnClipboard } from './support/clipboard';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { libraryViaApi, seedLibraryInOrder, ytId, ytUrl } from './support/library-api';
import {
  addVideoButton,
  allCards,
  cardAction,
  expectCollectionCount,
  focusedCard,
  SERVER_ERROR,
  toast,
  urlTotal,
  videoCard,
} from './support/library-screen';
import { openLibrary } from './support/library-session';
import { fakeYouTubeImages } from './support/thumbnails';

// docs/product/undo.md: a delete can be undone from its toast (or with z),
// the video coming back as it was; an add straight from the clipboard says what went where.
const { server, oembed } = useServerWithFakeOembed();
const browser = useBrowser(server);

const TITLES = ['first.example.com', 'middle.example.com', 'last.example.com'];
const MIDDLE = 'middle.example.com';

async function openWithThree(options: { confirm: boolean }) {
  const account = await createAccount(server.url);
  await seedLibraryInOrder(server.url, account, {
    Unsorted: TITLES.map((title) => `https://${title}/`),
  });
  const { page } = await openLibrary(server, browser, {
    account,
    before: (page) =>
      page.addInitScript((showDeleteModal) => {
        window.localStorage.setItem(
          'vidshelf-settings',
          JSON.stringify({ dateFormat: 'MM/DD/YYYY', showDeleteModal }),
        );
      }, options.confirm),
  });
  await videoCard(page, MIDDLE).waitFor();
  return { page, account };
}

const shownTitles = (page: Page) => allCards(page).locator('h2').allTextContents();
const deletedToast = (page: Page) =>
  toast(page, 'Video deleted').filter({ hasText: `“${MIDDLE}”` });

describe('undo', () => {
  it('brings a deleted video back in its place, with its date, after the confirmation', async () => {
    const { page, account } = await openWithThree({ confirm: true });
    const before = await libraryViaApi(server.url, account);
    const date = await videoCard(page, MIDDLE).locator('time').textContent();

    await cardAction(page, MIDDLE, 'Delete');
    await page
      .getByRole('alertdialog', { name: 'Delete this video?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await videoCard(page, MIDDLE).waitFor({ state: 'detached' });
    await urlTotal(page, 2).waitFor();
    expect((await libraryViaApi(server.url, account)).videos).toHaveLength(2);

    await deletedToast(page).getByRole('button', { name: 'Undo' }).click();
    await videoCard(page, MIDDLE).waitFor();
    expect(await shownTitles(page)).toEqual(TITLES);
    expect(await videoCard(page, MIDDLE).locator('time').textContent()).toBe(date);
    await expectCollectionCount(page, 'Unsorted', 3);
    await urlTotal(page, 3).waitFor();
    await deletedToast(page).waitFor({ state: 'detached' });
    expect(await libraryViaApi(server.url, account)).toEqual(before);

    // What the server gave back stays after a reload.
    await page.reload();
    await videoCard(page, MIDDLE).waitFor();
    expect(await shownTitles(page)).toEqual(TITLES);
  });

  it('from the keyboard: Delete without confirmation, then z, and the card has the focus again', async () => {
    const { page } = await openWithThree({ confirm: false });
    await videoCard(page, MIDDLE).focus();
    await page.keyboard.press('Delete');
    await videoCard(page, MIDDLE).waitFor({ state: 'detached' });
    await deletedToast(page).waitFor();

    await page.keyboard.press('z');
    await videoCard(page, MIDDLE).waitFor();
    await expect.poll(() => focusedCard(page)).toBe(MIDDLE);
    expect(await shownTitles(page)).toEqual(TITLES);
    // Nothing left to undo: z again changes nothing.
    await page.keyboard.press('z');
    expect(await shownTitles(page)).toEqual(TITLES);
  });

  it('says so when the video cannot come back, and shows it deleted still', async () => {
    const { page, account } = await openWithThree({ confirm: false });
    const middle = (await libraryViaApi(server.url, account)).videos.find(
      (video) => video.title === MIDDLE,
    )!;
    browser.consoleErrors.allowFailedRequest(`/api/videos/${middle.id}/restore`, 500);
    await page.route('**/api/videos/*/restore', (route) => route.fulfill(SERVER_ERROR));

    await cardAction(page, MIDDLE, 'Delete');
    await deletedToast(page).getByRole('button', { name: 'Undo' }).click();
    await errorToast(page, 'Failed to restore video. Please try again.').waitFor();
    expect(await shownTitles(page)).toEqual([TITLES[0], TITLES[2]]);
    expect((await libraryViaApi(server.url, account)).videos).toHaveLength(2);
  });

  it('of an add from the clipboard: the toast says what went where; Undo takes it out', async () => {
    const { page, account } = await openLibrary(server, browser, { before: fakeYouTubeImages });
    const id = ytId(7);
    oembed().respondWith(id, { json: { title: 'Seven', author_name: 'Channel 7' } });
    await putOnClipboard(page, ytUrl(id));

    await addVideoButton(page).click();
    const added = toast(page, 'Added “Seven” to Unsorted');
    await added.waitFor();
    await videoCard(page, 'Seven').waitFor();

    await added.getByRole('button', { name: 'Undo' }).click();
    // The spec's delete: the overlay, then the card goes; no toast offers to undo the undo.
    await videoCard(page, 'Seven').getByText('Deleting...').waitFor();
    await videoCard(page, 'Seven').waitFor({ state: 'detached' });
    await urlTotal(page, 0).waitFor();
    expect((await libraryViaApi(server.url, account)).videos).toEqual([]);
    expect(await toast(page, 'Video deleted').count()).toBe(0);
  });
});
