import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type Account } from './support/accounts';
import { useBrowser } from './support/browser';
import { putOnClipboard } from './support/clipboard';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { holdRequests } from './support/hold-requests';
import { libraryViaApi, seedLibraryInOrder, ytId, ytUrl } from './support/library-api';
import {
  addVideoButton,
  allCards,
  expectCollectionCount,
  headerTitle,
  searchBox,
  toast,
  urlTotal,
  videoCard,
  waitForLibrary,
} from './support/library-screen';
import { waitForPath } from './support/navigation';
import {
  saveAlert,
  saveButton,
  saveCollection,
  savePath,
  saveStatus,
  waitForSaveScreen,
} from './support/save-screen';
import { fakeYouTubeImages } from './support/thumbnails';

// docs/product/already-saved.md, in the web app: a link in the library already (here saved as
// watch?v=, added again as youtu.be) is not saved twice silently. The answer says where it is and
// offers to open it there, or to save it again anyway.
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

// Music holds enough videos (within the free plan's 50) that its last cards are far below the
// window: opening one has to scroll to it. Unsorted, listed first, is selected on load.
const MUSIC_SIZE = 45;
const MESSAGE = 'Already in your library in Music.';
const PLACEHOLDER_TITLE = 'Loading video...';

// Each test adds again a different one of Music's videos, so none depends on another's copy.
const VIA_DIALOG = ytId(20);
// Music is listed 45, 44, …, 1: these two are its last cards.
const VIA_CLIPBOARD = ytId(1);
const VIA_SAVE_SCREEN = ytId(2);

const shortLink = (id: string) => `https://youtu.be/${id}?si=shared`;
const title = (id: string) => `Video ${id}`;

let account: Account;
/** Collection name → id. */
let collectionIds: Record<string, string>;

beforeAll(async () => {
  account = await createAccount(server.url);
  const music = Array.from({ length: MUSIC_SIZE }, (_, i) => ytUrl(ytId(MUSIC_SIZE - i)));
  collectionIds = await seedLibraryInOrder(server.url, account, { Music: music });
});

/** The names of the collections holding this YouTube video, sorted. */
async function copiesOf(youtubeId: string): Promise<string[]> {
  const { videos } = await libraryViaApi(server.url, account);
  const names = new Map(Object.entries(collectionIds).map(([name, id]) => [id, name]));
  return videos
    .filter((video) => video.youtubeId === youtubeId)
    .map((video) => names.get(video.categoryId) ?? video.categoryId)
    .sort();
}

/** How many videos the library holds, and how many of them are in Unsorted. */
async function counts(): Promise<{ total: number; unsorted: number }> {
  const { videos } = await libraryViaApi(server.url, account);
  const unsorted = videos.filter((video) => video.categoryId === collectionIds.Unsorted);
  return { total: videos.length, unsorted: unsorted.length };
}

async function videoIdOf(youtubeId: string): Promise<string> {
  const { videos } = await libraryViaApi(server.url, account);
  const video = videos.find((candidate) => candidate.youtubeId === youtubeId);
  if (!video) throw new Error(`${youtubeId} is not in the library.`);
  return video.id;
}

/** A page signed in as the test's account, where adding a saved link is refused with 409. */
async function openPage(): Promise<Page> {
  browser.consoleErrors.allowFailedRequest('/api/videos', 409);
  const page = await browser.open({ session: account.session });
  await fakeYouTubeImages(page);
  return page;
}

async function openAccountLibrary(): Promise<Page> {
  const page = await openPage();
  await page.goto('/');
  await waitForLibrary(page);
  return page;
}

/** The toast saying the link is saved already, its exact words shown, and its two actions. */
async function alreadySavedToast(page: Page) {
  const shown = toast(page, MESSAGE);
  await shown.getByText(MESSAGE, { exact: true }).waitFor();
  return {
    open: shown.getByRole('button', { name: 'Open', exact: true }),
    saveAnyway: shown.getByRole('button', { name: 'Save anyway', exact: true }),
  };
}

/** The library opened at the video: Music selected, its card scrolled into view and focused. */
async function expectOpenedAt(page: Page, youtubeId: string): Promise<void> {
  const card = videoCard(page, title(youtubeId));
  await expect
    .poll(() => card.evaluate((element) => element === document.activeElement))
    .toBe(true);
  expect(await headerTitle(page).innerText()).toBe('Music');
  expect(
    await card.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }),
  ).toBe(true);
  // It was far below the window's first screen: the window scrolled to it.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // The link is used once: `?video=` is gone, so a reload shows the library as usual.
  await expect.poll(() => page.url()).toBe(`${server.url}/`);
}

describe('a link already in the library', () => {
  it('from the dialog: says where, leaves no placeholder behind, and saves it anyway when asked', async () => {
    const page = await openAccountLibrary();
    const { total, unsorted } = await counts();
    await putOnClipboard(page, 'no link here');
    const release = await holdRequests(page, '**/api/videos');

    await addVideoButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Add Video' });
    await dialog.getByLabel('Video URL').fill(shortLink(VIA_DIALOG));
    await dialog.getByRole('button', { name: 'Add Video' }).click();
    await videoCard(page, PLACEHOLDER_TITLE).waitFor();
    await expectCollectionCount(page, 'Unsorted', unsorted + 1);
    await urlTotal(page, total + 1).waitFor();
    release();

    const { saveAnyway } = await alreadySavedToast(page);
    await videoCard(page, PLACEHOLDER_TITLE).waitFor({ state: 'detached' });
    await expectCollectionCount(page, 'Unsorted', unsorted);
    await urlTotal(page, total).waitFor();
    expect(await copiesOf(VIA_DIALOG)).toEqual(['Music']);

    await saveAnyway.click();
    await videoCard(page, title(VIA_DIALOG)).waitFor();
    await expectCollectionCount(page, 'Unsorted', unsorted + 1);
    await urlTotal(page, total + 1).waitFor();
    expect(await copiesOf(VIA_DIALOG)).toEqual(['Music', 'Unsorted']);
    // Both copies show: a search finds two cards.
    await searchBox(page).fill(VIA_DIALOG);
    await expect.poll(() => allCards(page).count()).toBe(2);
  });

  it('from the clipboard: "Open" shows it in its collection, scrolled to and focused', async () => {
    const page = await openAccountLibrary();
    const { total, unsorted } = await counts();
    await putOnClipboard(page, shortLink(VIA_CLIPBOARD));

    await addVideoButton(page).click();
    const { open } = await alreadySavedToast(page);
    await expectCollectionCount(page, 'Unsorted', unsorted);
    await urlTotal(page, total).waitFor();
    expect(await headerTitle(page).innerText()).toBe('Unsorted');

    await open.click();
    await expectOpenedAt(page, VIA_CLIPBOARD);
    expect(await copiesOf(VIA_CLIPBOARD)).toEqual(['Music']);

    // A link to a video the library does not hold just shows the library.
    await page.goto('/?video=0f221403-1408-4e52-8d71-dd30954b0aaa');
    await waitForLibrary(page);
    await expect.poll(() => page.url()).toBe(`${server.url}/`);
    expect(await headerTitle(page).innerText()).toBe('Unsorted');
  });

  it('on the save screen: says where, with "Open in library" and "Save anyway"', async () => {
    const page = await openPage();
    const { total, unsorted } = await counts();
    const shared = savePath({ text: `Listen ${shortLink(VIA_SAVE_SCREEN)}` });
    await page.goto(shared);
    await waitForSaveScreen(page);
    await saveCollection(page).waitFor();
    expect(await saveCollection(page).innerText()).toBe('Unsorted');

    await saveButton(page).click();
    await saveAlert(page).waitFor();
    expect(await saveAlert(page).innerText()).toBe(MESSAGE);
    const main = page.getByRole('main');
    const openInLibrary = main.getByRole('link', { name: 'Open in library', exact: true });
    expect(await openInLibrary.getAttribute('href')).toBe(
      `/?video=${await videoIdOf(VIA_SAVE_SCREEN)}`,
    );
    await main.getByRole('button', { name: 'Save anyway', exact: true }).waitFor();

    await openInLibrary.click();
    await waitForPath(page, '/');
    await expectOpenedAt(page, VIA_SAVE_SCREEN);
    // The refused save left nothing behind.
    await expectCollectionCount(page, 'Unsorted', unsorted);
    await urlTotal(page, total).waitFor();

    await page.goBack();
    await waitForSaveScreen(page);
    await saveButton(page).click();
    await main.getByRole('button', { name: 'Save anyway', exact: true }).click();
    await saveStatus(page, 'Saved to Unsorted.').waitFor();
    expect(await copiesOf(VIA_SAVE_SCREEN)).toEqual(['Music', 'Unsorted']);
  });
});
