import { describe, expect, it } from 'vitest';
import { FREE_VIDEO_LIMIT } from '@shared/constants';
import { createAccount } from './support/accounts';
import { fillCredentials } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { addVideoViaApi, libraryViaApi, seedLibrary } from './support/library-api';
import { readLocalStorage } from './support/local-storage';
import { waitForPath } from './support/navigation';
import {
  chooseSaveCollection,
  saveAlert,
  saveButton,
  saveCollection,
  savePath,
  saveStatus,
  sharedDetails,
  waitForSaveScreen,
} from './support/save-screen';

// docs/product/save-and-share.md: /save, what a phone's share sheet and the bookmarklet open. The
// YouTube link is looked up at a local fake oEmbed endpoint.
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

const LAST_COLLECTION_KEY = 'vidshelf-last-save-collection';

describe('saving a shared link', () => {
  it('finds the link in the shared text, saves it to the chosen collection, and preselects that next time', async () => {
    const account = await createAccount(server.url);
    const ids = await seedLibrary(server.url, account, { Music: [] });
    const page = await browser.open({ session: account.session });

    // What the YouTube app shares: the link inside the text, with ?si=.
    await page.goto(
      '/save?text=Watch%20this%20https%3A%2F%2Fyoutu.be%2FdQw4w9WgXcQ%3Fsi%3Dabc&title=A%20video',
    );
    await waitForSaveScreen(page);
    await saveCollection(page).waitFor();
    expect(await sharedDetails(page)).toEqual({
      Title: 'A video',
      Link: 'https://youtu.be/dQw4w9WgXcQ?si=abc',
    });
    // The link is text, never an anchor.
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /youtu\.be/ })
        .count(),
    ).toBe(0);
    expect(await saveCollection(page).innerText()).toBe('Unsorted');

    await chooseSaveCollection(page, 'Music');
    await saveButton(page).click();
    await saveStatus(page, 'Saved to Music.').waitFor();
    expect(await saveStatus(page, 'Saved to Music.').innerText()).toBe('Saved to Music.');
    const openApp = page
      .getByRole('main')
      .getByRole('link', { name: 'Open Vidshelf', exact: true });
    expect(await openApp.getAttribute('href')).toBe('/');
    expect(await saveButton(page).count()).toBe(0);

    const library = await libraryViaApi(server.url, account);
    expect(library.videos.map(({ url, categoryId }) => ({ url, categoryId }))).toEqual([
      { url: 'https://youtu.be/dQw4w9WgXcQ?si=abc', categoryId: ids.Music },
    ]);
    expect(await readLocalStorage(page, LAST_COLLECTION_KEY)).toBe(ids.Music);

    // The next share: Music is preselected now.
    await page.goto(savePath({ url: 'https://vimeo.com/1001', title: 'Another' }));
    await waitForSaveScreen(page);
    await saveCollection(page).waitFor();
    expect(await sharedDetails(page)).toEqual({
      Title: 'Another',
      Link: 'https://vimeo.com/1001',
    });
    expect(await saveCollection(page).innerText()).toBe('Music');
  });

  it('signed out: sends the user to sign in, then back to the same link', async () => {
    const account = await createAccount(server.url);
    const page = await browser.open();
    const shared = savePath({ text: 'Look https://example.com/talk?a=1&b=2, it is good' });

    await page.goto(shared);
    await waitForPath(page, '/auth');
    await fillCredentials(page, account);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL((url) => `${url.pathname}${url.search}` === shared);
    await waitForSaveScreen(page);
    await saveCollection(page).waitFor();
    expect(await sharedDetails(page)).toEqual({ Link: 'https://example.com/talk?a=1&b=2' });
    expect(await saveCollection(page).innerText()).toBe('Unsorted');
    await saveButton(page).click();
    await saveStatus(page, 'Saved to Unsorted.').waitFor();
    expect((await libraryViaApi(server.url, account)).videos.map((video) => video.url)).toEqual([
      'https://example.com/talk?a=1&b=2',
    ]);
  });

  it('says so when the plan is full, and when there is no link to save', async () => {
    const account = await createAccount(server.url);
    const { Unsorted: unsorted } = await seedLibrary(server.url, account, {});
    for (let i = 0; i < FREE_VIDEO_LIMIT; i += 1) {
      await addVideoViaApi(server.url, account, `https://example.com/seeded/${i}`, unsorted!);
    }
    const page = await browser.open({ session: account.session });
    browser.consoleErrors.allowFailedRequest('/api/videos', 403);

    await page.goto(savePath({ url: 'https://example.com/one-more' }));
    await waitForSaveScreen(page);
    await saveButton(page).click();
    const alert = saveAlert(page);
    await alert.waitFor();
    expect(await alert.innerText()).toBe(
      'The free plan holds at most 50 videos. Upgrade to Pro for unlimited videos.',
    );
    const upgrade = page.getByRole('main').getByRole('link', { name: 'Upgrade', exact: true });
    expect(await upgrade.getAttribute('href')).toBe('/upgrade?limit=video');
    // Nothing saved, and Save can be pressed again.
    expect(await saveButton(page).isEnabled()).toBe(true);
    expect((await libraryViaApi(server.url, account)).videos).toHaveLength(FREE_VIDEO_LIMIT);

    // No link: nothing to save, whether nothing or a javascript: link was shared.
    for (const path of ['/save', savePath({ url: 'javascript:alert(1)', text: 'no link here' })]) {
      await page.goto(path);
      await waitForSaveScreen(page);
      await saveAlert(page).waitFor();
      expect(await saveAlert(page).innerText(), path).toBe('There is no link to save here.');
      const back = page.getByRole('main').getByRole('link', { name: 'Back to Vidshelf' });
      expect(await back.getAttribute('href')).toBe('/');
      expect(await saveButton(page).count()).toBe(0);
    }
  });
});
