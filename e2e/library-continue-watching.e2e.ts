import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Playback } from '@shared/contracts/playback';
import type { Account } from './support/accounts';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { libraryViaApi, seedLibraryInOrder } from './support/library-api';
import { expectShownCards, linkOf, titleOf } from './support/library-order';
import {
  collection,
  headerCount,
  headerTitle,
  searchBox,
  SERVER_ERROR,
  toast,
  videoCard,
} from './support/library-screen';
import { openLibrary } from './support/library-session';
import { useServer } from './support/server';
import { waitForSettings } from './support/settings-screen';

// docs/product/watching.md#continue-watching and #progress-on-cards: the sidebar's Continue
// watching lists the started, unfinished videos, the last played first, each with how much is
// left; a started video's card shows a progress bar in every view.
// docs/product/watching.md#settings: the Playback card's switches are kept with the account.
const server = useServer();
const browser = useBrowser(server);

async function api<T>(account: Account, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${account.session.access_token}`,
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed (${response.status})`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

const playbackOnServer = (account: Account) => api<Playback>(account, 'GET', '/api/playback');

/**
 * Unsorted holds alpha … foxtrot. Played, in this order: alpha to 3:00 of 10:00, bravo to 9:15 of
 * 10:00, charlie to 12:34 of a length nobody knows, delta for 3 s (not started), foxtrot to 5:00
 * and then marked watched; echo never.
 */
async function seeded(): Promise<Account> {
  const account = await createAccount(server.url);
  const names = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'];
  await seedLibraryInOrder(server.url, account, { Unsorted: names.map(linkOf) });
  const { videos } = await libraryViaApi(server.url, account);
  const idOf = (name: string) => videos.find((video) => video.title === titleOf(name))!.id;
  const played: [string, number, number | null][] = [
    ['foxtrot', 300, 600],
    ['alpha', 180, 600],
    ['bravo', 555, 600],
    ['charlie', 754, null],
    ['delta', 3, 600],
  ];
  // One after another: each is played later than the one before.
  for (const [name, seconds, duration] of played) {
    await api(account, 'PUT', `/api/videos/${idOf(name)}/position`, { seconds, duration });
  }
  await api(account, 'PUT', `/api/videos/${idOf('foxtrot')}/watched`, { watched: true });
  return account;
}

const continueWatching = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Library' })
    .getByRole('button', { name: 'Continue watching', exact: true });

/** The count beside the entry, as its description gives it to assistive technology. */
const continueCount = (page: Page) =>
  continueWatching(page).evaluate((button) => {
    const id = button.getAttribute('aria-describedby');
    return (id && document.getElementById(id)?.textContent?.trim()) ?? null;
  });

const progressBar = (page: Page, name: string) =>
  videoCard(page, titleOf(name)).getByRole('progressbar');

describe('Continue watching', () => {
  it('lists the started videos, the last played first, with what is left, and lets a watched one go', async () => {
    const account = await seeded();
    const { page } = await openLibrary(server, browser, { account });
    await expect.poll(() => continueCount(page)).toBe('3');

    // In the collection (Unsorted, shown first), a started video's card has its bar.
    await videoCard(page, titleOf('alpha')).waitFor();
    expect(await progressBar(page, 'alpha').getAttribute('aria-label')).toBe(
      'Watched 3:00 of 10:00',
    );
    expect(await progressBar(page, 'alpha').getAttribute('aria-valuenow')).toBe('30');
    await page.getByRole('progressbar', { name: 'Watched 9:15 of 10:00', exact: true }).waitFor();
    // No length known, not started, never played, or watched: no bar.
    for (const name of ['charlie', 'delta', 'echo', 'foxtrot']) {
      expect(await progressBar(page, name).count(), name).toBe(0);
    }
    // The left texts are Continue watching's own.
    expect(await page.getByText('7 min left', { exact: true }).count()).toBe(0);

    await continueWatching(page).click();
    await headerTitle(page).filter({ hasText: 'Continue watching' }).waitFor();
    await headerCount(page, '3 videos').waitFor();
    expect(await continueWatching(page).getAttribute('aria-current')).toBe('true');
    await expectShownCards(page, ['charlie', 'bravo', 'alpha']);
    // The order is the last play's: no sort to choose.
    expect(await page.getByRole('combobox', { name: 'Sort videos' }).count()).toBe(0);
    await videoCard(page, titleOf('charlie'))
      .getByText('Stopped at 12:34', { exact: true })
      .waitFor();
    await videoCard(page, titleOf('bravo')).getByText('45 s left', { exact: true }).waitFor();
    await videoCard(page, titleOf('alpha')).getByText('7 min left', { exact: true }).waitFor();

    // A search looks through every video, as from any view; cleared, the view is back.
    await searchBox(page).fill('echo');
    await headerTitle(page).filter({ hasText: 'Search Results' }).waitFor();
    await expectShownCards(page, ['echo']);
    await searchBox(page).fill('');
    await headerTitle(page).filter({ hasText: 'Continue watching' }).waitFor();
    await expectShownCards(page, ['charlie', 'bravo', 'alpha']);

    // Marked watched, it is no longer one to continue.
    const bravo = videoCard(page, titleOf('bravo'));
    await bravo.hover();
    await bravo.getByRole('button', { name: 'Mark as watched', exact: true }).click();
    await expectShownCards(page, ['charlie', 'alpha']);
    await headerCount(page, '2 videos').waitFor();
    await expect.poll(() => continueCount(page)).toBe('2');

    // Its position went with the mark (docs/product/watching.md#finished): unmarked, it is not
    // started again.
    await collection(page, 'Unsorted').click();
    await bravo.hover();
    await bravo.getByRole('button', { name: 'Mark as unwatched', exact: true }).click();
    await bravo.getByRole('button', { name: 'Mark as watched', exact: true }).waitFor();
    expect(await progressBar(page, 'bravo').count()).toBe(0);
    expect(await continueCount(page)).toBe('2');
  });

  it('shows, while empty, with 0 and what it is for', async () => {
    const { page } = await openLibrary(server, browser);
    await expect.poll(() => continueCount(page)).toBe('0');
    await continueWatching(page).click();
    await page.getByRole('heading', { level: 2, name: 'Nothing to continue yet' }).waitFor();
    await page
      .getByText('Videos you start playing show here, so you can pick up where you stopped.', {
        exact: true,
      })
      .waitFor();
    await headerCount(page, '0 videos').waitFor();
  });
});

describe('Settings → Playback', () => {
  const markWatched = (page: Page) =>
    page.getByRole('switch', { name: 'Mark a video watched when it finishes', exact: true });
  const playNext = (page: Page) =>
    page.getByRole('switch', { name: 'Play the next video automatically', exact: true });
  const checked = async (page: Page, which: typeof markWatched) =>
    (await which(page).getAttribute('aria-checked')) === 'true';

  it('keeps both switches with the account, across a reload', async () => {
    const account = await createAccount(server.url);
    const page = await browser.open({ session: account.session });
    await page.goto('/settings');
    await waitForSettings(page);
    await markWatched(page).waitFor();
    expect(await checked(page, markWatched)).toBe(true);
    expect(await checked(page, playNext)).toBe(true);

    await markWatched(page).click();
    await expect.poll(() => checked(page, markWatched)).toBe(false);
    await expect
      .poll(async () => (await playbackOnServer(account)).preferences.autoMarkWatched)
      .toBe(false);
    await playNext(page).click();
    await expect
      .poll(async () => (await playbackOnServer(account)).preferences.autoplayNext)
      .toBe(false);

    await page.reload();
    await markWatched(page).waitFor();
    expect(await checked(page, markWatched)).toBe(false);
    expect(await checked(page, playNext)).toBe(false);
  });

  it('puts a refused change back and says so', async () => {
    const account = await createAccount(server.url);
    const page = await browser.open({ session: account.session });
    browser.consoleErrors.allowFailedRequest('/api/playback/preferences', 500);
    await page.route('**/api/playback/preferences', (route) => route.fulfill(SERVER_ERROR));
    await page.goto('/settings');
    await markWatched(page).waitFor();

    await markWatched(page).click();
    await toast(page, 'Failed to save your playback settings. Please try again.').waitFor();
    await expect.poll(() => checked(page, markWatched)).toBe(true);
    expect((await playbackOnServer(account)).preferences.autoMarkWatched).toBe(true);
  });
});
