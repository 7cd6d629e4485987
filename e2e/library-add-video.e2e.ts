import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { putOnClipboard } from './support/clipboard';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { createAccount } from './support/accounts';
import { errorToast } from './support/auth-screen';
import { createCollectionViaApi, ytId, ytUrl } from './support/library-api';
import {
  addVideoButton,
  allCards,
  collection,
  expectCollectionCount,
  toast,
  urlTotal,
  videoCard,
} from './support/library-screen';
import { openLibrary } from './support/library-session';
import { holdRequests } from './support/hold-requests';
import { fakeYouTubeImages } from './support/thumbnails';
import { LIBRARY_MESSAGES } from '@shared/library-messages';

// docs/product/screens-and-routes.md "Add Video", entities.md "Placeholder video", states.md
// "Video add" (the optimistic add and its rollback), validation.md, errors.md.
const { server, oembed } = useServerWithFakeOembed();
const browser = useBrowser(server);

const PLACEHOLDER = { title: 'Loading video...', channel: 'Loading...' };

describe('Add Video', () => {
  it('adds a valid URL from the clipboard at once: placeholder first, then the record', async () => {
    const { page } = await openLibrary(server, browser, { before: fakeYouTubeImages });
    const id = ytId(1);
    oembed().respondWith(id, { delayMs: 1500 });
    await putOnClipboard(page, ytUrl(id));
    // The add answers at once (docs/decisions/0099-add-answers-at-once.md): held here, as a slow
    // network would, so that the placeholder it shows meanwhile can be read.
    const release = await holdRequests(page, '**/api/videos');

    await addVideoButton(page).click();
    const placeholder = videoCard(page, PLACEHOLDER.title);
    await placeholder.waitFor();
    await placeholder.getByText(PLACEHOLDER.channel, { exact: true }).waitFor();
    await placeholder.getByText('Fetching video information...').waitFor();
    await expectCollectionCount(page, 'Unsorted', 1);
    await urlTotal(page, 1).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();

    const card = videoCard(page, `Video ${id}`);
    await card.getByText(`Channel ${id}`, { exact: true }).waitFor();
    await placeholder.waitFor({ state: 'detached' });
    expect(await allCards(page).count()).toBe(1);
    expect(oembed().requests.map((request) => request.url)).toContain(ytUrl(id));
  });

  it('opens the dialog when the clipboard holds no valid URL, and adds to the chosen collection', async () => {
    const account = await createAccount(server.url);
    await createCollectionViaApi(server.url, account, 'Music');
    const { page } = await openLibrary(server, browser, { account, before: fakeYouTubeImages });
    await putOnClipboard(page, 'just some words');

    await addVideoButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Add Video' });
    await dialog.waitFor();
    // Preselected: the selected collection.
    await dialog
      .getByRole('combobox', { name: 'Category' })
      .filter({ hasText: 'Unsorted' })
      .waitFor();

    await dialog.getByRole('button', { name: 'Add Video' }).click();
    await errorToast(page, LIBRARY_MESSAGES.urlRequired).waitFor();
    await dialog.getByLabel('Video URL').fill('not a url');
    await dialog.getByRole('button', { name: 'Add Video' }).click();
    // Titled "Invalid URL" rather than "Error" (the validation titles of docs/product/errors.md).
    await toast(page, LIBRARY_MESSAGES.invalidUrl)
      .filter({ hasText: LIBRARY_MESSAGES.invalidUrlTitle })
      .waitFor();

    const id = ytId(2);
    await dialog.getByLabel('Video URL').fill(ytUrl(id));
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Music' }).click();
    await dialog.getByRole('button', { name: 'Add Video' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expectCollectionCount(page, 'Music', 1);
    await expectCollectionCount(page, 'Unsorted', 0);
    await collection(page, 'Music').click();
    await videoCard(page, `Video ${id}`).waitFor();
  });

  it('rolls the placeholder and the count back when saving fails', async () => {
    const { page } = await openLibrary(server, browser, { before: fakeYouTubeImages });
    browser.consoleErrors.allowFailedRequest('/api/videos', 500);
    // The save is held until the test has seen the placeholder, then fails.
    let release!: () => void;
    const placeholderSeen = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/videos', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await placeholderSeen;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal_error', message: 'Boom.' } }),
      });
    });
    await putOnClipboard(page, ytUrl(ytId(3)));

    await addVideoButton(page).click();
    await videoCard(page, PLACEHOLDER.title).waitFor();
    await expectCollectionCount(page, 'Unsorted', 1);
    release();
    await errorToast(page, 'Failed to add video. Please try again.').waitFor();
    await videoCard(page, PLACEHOLDER.title).waitFor({ state: 'detached' });
    await expectCollectionCount(page, 'Unsorted', 0);
    await urlTotal(page, 0).waitFor();
    await page.getByRole('heading', { name: 'No videos in this category' }).waitFor();
  });
});
