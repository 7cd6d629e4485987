import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { signInViaApi } from '@server/test-support/auth-api';
import type { Account } from './support/accounts';
import { errorToast } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { expectAnnouncement, keyboardDrag } from './support/drag';
import { useServerWithFakeOembed } from './support/fake-oembed';
import {
  addVideoViaApi,
  isLibraryRead,
  libraryViaApi,
  updateVideoViaApi,
} from './support/library-api';
import {
  expectShownCards,
  linkOf,
  seedOrderedLibrary,
  shownCards,
  titleOf,
} from './support/library-order';
import {
  addVideoButton,
  cardAction,
  expectCollectionCount,
  videoCard,
  waitForLibrary,
} from './support/library-screen';
import { openLibrary } from './support/library-session';
import { SESSION_STORAGE_KEY } from './support/stored-session';

// Live updates (docs/product/live-updates.md, docs/decisions/0045-live-updates.md): a change made
// on another device appears when the user comes back to the window, without a reload, and never
// under an open dialog's typed text or a drag in progress.
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

/** FAILURE_MESSAGES.updateVideo (docs/product/errors.md), as library-edit-video.e2e.ts reads it. */
const UPDATE_FAILED = 'Failed to update video. Please try again';

let otherDevice: BrowserContext | undefined;
afterEach(async () => {
  await otherDevice?.close();
  otherDevice = undefined;
});

/** The same user in a second browser context, with a session of its own (signed in again). */
async function openOtherDevice(page: Page, account: Account): Promise<Page> {
  const chromium = page.context().browser();
  if (!chromium) throw new Error('The first device has no browser to open a second context in.');
  const session = await signInViaApi(server.url, account);
  otherDevice = await chromium.newContext({
    baseURL: server.url,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: server.url,
          localStorage: [{ name: SESSION_STORAGE_KEY, value: JSON.stringify(session) }],
        },
      ],
    },
  });
  const other = await otherDevice.newPage();
  browser.consoleErrors.watch(other);
  await other.goto('/');
  await waitForLibrary(other);
  return other;
}

/** What the browser tells a page when the user comes back to it: the tab shown, the window focused. */
async function comeBack(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });
}

async function deleteVideoViaApi(account: Account, id: string): Promise<void> {
  const response = await fetch(`${server.url}/api/videos/${id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${account.session.access_token}` },
  });
  expect(response.ok).toBe(true);
}

/** A mark on the page's window: still there later means the page was never reloaded. */
const markWindow = (page: Page) =>
  page.evaluate(() => void ((window as { liveUpdateMark?: boolean }).liveUpdateMark = true));
const stillMarked = (page: Page) =>
  page.evaluate(() => (window as { liveUpdateMark?: boolean }).liveUpdateMark === true);

/** Counts the page's reads of the library from now on. */
function watchLibraryReads(page: Page): { count: number } {
  const reads = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'GET' && isLibraryRead(request.url())) {
      reads.count += 1;
    }
  });
  return reads;
}

/** A card by its title, behind a modal dialog too (the dialog hides the page from the a11y tree). */
const cardBehindDialog = (page: Page, title: string) =>
  page.getByRole('article', { name: title, exact: true, includeHidden: true });

/** Resolves once the page's stream of pushed changes is open and flowing (its answer is in). */
const streamOpened = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events', {
    timeout: 20_000,
  });

describe('live updates', () => {
  it('shows a video added on another device within seconds, with no focus or visibility change', async () => {
    const { account } = await seedOrderedLibrary(server.url);
    const { page } = await openLibrary(server, browser, { account });
    const opened = streamOpened(page);
    await markWindow(page);
    const other = await openOtherDevice(page, account);
    expect((await opened).status()).toBe(200);

    await addVideoButton(other).click();
    const dialog = other.getByRole('dialog', { name: 'Add Video' });
    await dialog.getByLabel('Video URL').fill(linkOf('delta'));
    await dialog.getByRole('button', { name: 'Add Video' }).click();
    await dialog.waitFor({ state: 'detached' });
    await videoCard(other, titleOf('delta')).waitFor();

    // docs/product/live-updates.md: "within about a second"; a couple allowed for a busy machine.
    await videoCard(page, titleOf('delta')).waitFor({ timeout: 3_000 });
    expect(await stillMarked(page)).toBe(true);
  });

  it('shows a change made on another device when the window comes back, without a reload', async () => {
    const { account, ids } = await seedOrderedLibrary(server.url);
    const { page } = await openLibrary(server, browser, { account });
    await markWindow(page);
    const other = await openOtherDevice(page, account);

    // Renamed in the other browser, through its Edit dialog.
    await cardAction(other, titleOf('alpha'), 'Edit');
    const otherDialog = other.getByRole('dialog', { name: 'Edit Video' });
    await otherDialog.getByLabel('Title').fill('Renamed elsewhere');
    await otherDialog.getByLabel('Title').press('Enter');
    await otherDialog.waitFor({ state: 'detached' });

    await comeBack(page);
    await videoCard(page, 'Renamed elsewhere').waitFor();
    await expect
      .poll(() => shownCards(page))
      .toEqual(['Renamed elsewhere', titleOf('beta'), titleOf('gamma')]);

    // Added from outside any browser (the extension, the API): it goes first, and counts.
    await addVideoViaApi(server.url, account, linkOf('delta'), ids.Unsorted!);
    await comeBack(page);
    await videoCard(page, titleOf('delta')).waitFor();
    await expectCollectionCount(page, 'Unsorted', 4);
    expect(await stillMarked(page)).toBe(true);
  });

  it('keeps an open Edit dialog and what was typed in it; saving a video deleted meanwhile fails as any failed save', async () => {
    const { account, ids, videoId } = await seedOrderedLibrary(server.url);
    const { page } = await openLibrary(server, browser, { account });
    await cardAction(page, titleOf('alpha'), 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit Video' });
    const title = dialog.getByLabel('Title');
    await title.fill('Half typed');

    const beta = (await libraryViaApi(server.url, account)).videos.find(
      (video) => video.id === videoId('beta'),
    )!;
    await updateVideoViaApi(server.url, account, beta.id, { ...beta, title: 'Beta renamed' });
    await addVideoViaApi(server.url, account, linkOf('delta'), ids.Unsorted!);
    await comeBack(page);
    await cardBehindDialog(page, titleOf('delta')).waitFor();
    await cardBehindDialog(page, 'Beta renamed').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await title.inputValue()).toBe('Half typed');
    expect(await title.evaluate((input) => input === document.activeElement)).toBe(true);

    // Deleted on another device while its dialog is open: the dialog stays, the save is refused.
    await deleteVideoViaApi(account, videoId('alpha'));
    await comeBack(page);
    await cardBehindDialog(page, titleOf('alpha')).waitFor({ state: 'detached' });
    expect(await title.inputValue()).toBe('Half typed');

    browser.consoleErrors.allowFailedRequest(`/api/videos/${videoId('alpha')}`, 404);
    await dialog.getByRole('button', { name: 'Update Video' }).click();
    await errorToast(page, UPDATE_FAILED).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await title.inputValue()).toBe('Half typed');
  });

  it('waits for a keyboard drag to be dropped, then shows the change', async () => {
    const { account, ids } = await seedOrderedLibrary(server.url);
    const { page } = await openLibrary(server, browser, { account });
    await markWindow(page);
    const reads = watchLibraryReads(page);

    await keyboardDrag(page, videoCard(page, titleOf('alpha')), videoCard(page, titleOf('beta')), {
      whileOver: async () => {
        await expectAnnouncement(page, 'Video alpha.example.com is over position 2 of 3.');
        await addVideoViaApi(server.url, account, linkOf('delta'), ids.Unsorted!);
        await comeBack(page);
        // Long enough for a refresh to be sent and answered, were one allowed.
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
        expect(reads.count).toBe(0);
        expect(await page.locator('[data-drag-preview="video"]').count()).toBe(1);
        expect(await shownCards(page)).toEqual(['alpha', 'beta', 'gamma'].map(titleOf));
        await expectAnnouncement(page, 'Video alpha.example.com is over position 2 of 3.');
      },
    });
    await expectAnnouncement(page, 'Video alpha.example.com was moved to position 2 of 3.');

    // The refresh owed since the window came back is made once the drop is saved.
    await expectShownCards(page, ['delta', 'beta', 'alpha', 'gamma']);
    expect(reads.count).toBe(1);
    expect(await stillMarked(page)).toBe(true);
  });

  it('sends no refresh from a hidden tab', async () => {
    const { account, ids } = await seedOrderedLibrary(server.url);
    const { page } = await openLibrary(server, browser, { account });
    const reads = watchLibraryReads(page);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => 'hidden',
      });
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await addVideoViaApi(server.url, account, linkOf('delta'), ids.Unsorted!);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(reads.count).toBe(0);

    await page.evaluate(() => {
      Reflect.deleteProperty(document, 'visibilityState');
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await videoCard(page, titleOf('delta')).waitFor();
  });
});
