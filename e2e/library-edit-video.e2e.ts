import { describe, expect, it } from 'vitest';
import { LIBRARY_MESSAGES } from '@shared/library-messages';
import { createAccount } from './support/accounts';
import { errorToast } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { libraryViaApi, seedLibrary } from './support/library-api';
import {
  cardAction,
  collection,
  expectCollectionCount,
  SERVER_ERROR,
  toast,
  videoCard,
} from './support/library-screen';
import { openLibrary } from './support/library-session';

// docs/product/screens-and-routes.md "Edit Video dialog", states.md (a category change moves both
// counts), validation.md order, errors.md.
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

const OLD_TITLE = 'old.example.com';

async function openWithOneVideo() {
  const account = await createAccount(server.url);
  await seedLibrary(server.url, account, {
    Unsorted: ['https://old.example.com/watch'],
    Music: [],
  });
  const { page } = await openLibrary(server, browser, { account });
  await videoCard(page, OLD_TITLE).waitFor();
  await cardAction(page, OLD_TITLE, 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit Video' });
  await dialog.waitFor();
  return { page, account, dialog };
}

describe('Edit Video', () => {
  it('checks title, then URL presence, then URL form, and stays open', async () => {
    const { page, dialog } = await openWithOneVideo();
    const title = dialog.getByLabel('Title');
    const url = dialog.getByLabel('Video URL');
    const update = dialog.getByRole('button', { name: 'Update Video' });

    // Title and URL both wrong: the title is reported first.
    await title.fill('   ');
    await url.fill('');
    await update.click();
    await errorToast(page, LIBRARY_MESSAGES.titleRequired).waitFor();

    await title.fill('Fine title');
    await update.click();
    await errorToast(page, LIBRARY_MESSAGES.urlRequired).waitFor();

    await url.fill('not a url');
    await update.click();
    await toast(page, LIBRARY_MESSAGES.invalidUrl)
      .filter({ hasText: LIBRARY_MESSAGES.invalidUrlTitle })
      .waitFor();

    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await videoCard(page, OLD_TITLE).waitFor();
  });

  it('saves trimmed values and moves the video to another collection', async () => {
    const { page, account, dialog } = await openWithOneVideo();
    await dialog.getByLabel('Title').fill('  Renamed video  ');
    await dialog.getByLabel('Video URL').fill('  https://new.example.com/watch  ');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Music' }).click();
    // Enter in the URL field submits (docs/product/screens-and-routes.md).
    await dialog.getByLabel('Video URL').press('Enter');
    await dialog.waitFor({ state: 'detached' });

    await expectCollectionCount(page, 'Unsorted', 0);
    await expectCollectionCount(page, 'Music', 1);
    await page.getByRole('heading', { name: 'No videos in this category' }).waitFor();
    await collection(page, 'Music').click();
    await videoCard(page, 'Renamed video').waitFor();

    const { videos } = await libraryViaApi(server.url, account);
    expect(videos.map(({ title, url }) => ({ title, url }))).toEqual([
      { title: 'Renamed video', url: 'https://new.example.com/watch' },
    ]);
  });

  it('stays open with an error toast when the server fails', async () => {
    const { page, account, dialog } = await openWithOneVideo();
    const [video] = (await libraryViaApi(server.url, account)).videos;
    browser.consoleErrors.allowFailedRequest(`/api/videos/${video!.id}`, 500);
    await page.route('**/api/videos/*', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill(SERVER_ERROR) : route.fallback(),
    );
    await dialog.getByLabel('Title').fill('Never saved');
    await dialog.getByRole('button', { name: 'Update Video' }).click();
    await errorToast(page, 'Failed to update video. Please try again').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Never saved');
  });
});
