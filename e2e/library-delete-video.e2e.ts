import { describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts';
import { errorToast } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { libraryViaApi, seedLibrary } from './support/library-api';
import {
  cardAction,
  expectCollectionCount,
  SERVER_ERROR,
  urlTotal,
  videoCard,
} from './support/library-screen';
import { openLibrary } from './support/library-session';

// docs/product/screens-and-routes.md "Delete this video?" when the confirmation setting is on;
// states.md delete; errors.md.
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

const SETTINGS_KEY = 'vidshelf-settings';
const TITLE = 'doomed.example.com';

async function accountWithVideos() {
  const account = await createAccount(server.url);
  await seedLibrary(server.url, account, {
    Unsorted: ['https://doomed.example.com/1', 'https://kept.example.com/2'],
  });
  return account;
}

describe('deleting a video', () => {
  it('asks "Delete this video?" first; Cancel keeps it, Delete removes it', async () => {
    const account = await accountWithVideos();
    const { page } = await openLibrary(server, browser, { account });
    const confirm = page.getByRole('alertdialog', { name: 'Delete this video?' });

    await cardAction(page, TITLE, 'Delete');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await videoCard(page, TITLE).waitFor();

    await cardAction(page, TITLE, 'Delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await videoCard(page, TITLE).waitFor({ state: 'detached' });
    await expectCollectionCount(page, 'Unsorted', 1);
    await urlTotal(page, 1).waitFor();
    await videoCard(page, 'kept.example.com').waitFor();
    const { videos } = await libraryViaApi(server.url, account);
    expect(videos.map((video) => video.title)).toEqual(['kept.example.com']);
  });

  it('deletes at once when confirmations are turned off', async () => {
    const account = await accountWithVideos();
    const { page } = await openLibrary(server, browser, {
      account,
      before: (page) =>
        page.addInitScript((key) => {
          window.localStorage.setItem(
            key,
            JSON.stringify({ dateFormat: 'MM/DD/YYYY', showDeleteModal: false }),
          );
        }, SETTINGS_KEY),
    });
    await cardAction(page, TITLE, 'Delete');
    // Deleting has started (its overlay shows) with no question asked.
    await videoCard(page, TITLE).getByText('Deleting...').waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await videoCard(page, TITLE).waitFor({ state: 'detached' });
    await expectCollectionCount(page, 'Unsorted', 1);
    expect((await libraryViaApi(server.url, account)).videos).toHaveLength(1);
  });

  it('keeps the video and says so when the server fails', async () => {
    const account = await accountWithVideos();
    const { page } = await openLibrary(server, browser, { account });
    const doomed = (await libraryViaApi(server.url, account)).videos.find(
      (video) => video.title === TITLE,
    )!;
    browser.consoleErrors.allowFailedRequest(`/api/videos/${doomed.id}`, 500);
    await page.route('**/api/videos/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill(SERVER_ERROR) : route.fallback(),
    );

    await cardAction(page, TITLE, 'Delete');
    await page
      .getByRole('alertdialog', { name: 'Delete this video?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await errorToast(page, 'Failed to delete video.').waitFor();
    await videoCard(page, TITLE).getByRole('button', { name: 'Delete' }).waitFor();
    await expectCollectionCount(page, 'Unsorted', 2);
  });
});
