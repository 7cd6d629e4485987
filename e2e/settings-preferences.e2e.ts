import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { libraryViaApi, seedLibrary } from './support/library-api';
import { cardAction, videoCard, waitForLibrary } from './support/library-screen';
import { readLocalStorage } from './support/local-storage';
import { waitForPath } from './support/navigation';
import { useServer } from './support/server';
import { htmlClass } from './support/theme-probe';
import { chooseFromUserMenu } from './support/user-menu';
import {
  chooseDateFormat,
  dateFormatSelect,
  isOn,
  settingSwitch,
  waitForSettings,
} from './support/settings-screen';

// docs/product/screens-and-routes.md "Settings" and entities.md: theme, date format and delete
// confirmation, kept in this browser.
const server = useServer();
const browser = useBrowser(server);

const TITLE = 'kept.example.com';

async function signedInWithOneVideo() {
  const account = await createAccount(server.url);
  await seedLibrary(server.url, account, { Unsorted: [`https://${TITLE}/1`] });
  const [video] = (await libraryViaApi(server.url, account)).videos;
  if (!video) throw new Error('The seeded video is missing.');
  const page = await browser.open({ session: account.session });
  return { account, page, video };
}

/** The date a card shows for `iso`, in this machine's time zone (the browser's too). */
function expectedDates(iso: string): Record<string, string> {
  const date = new Date(iso);
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const yyyy = String(date.getFullYear());
  return {
    'MM/DD/YYYY': `${mm}/${dd}/${yyyy}`,
    'DD/MM/YYYY': `${dd}/${mm}/${yyyy}`,
    'YYYY/MM/DD': `${yyyy}/${mm}/${dd}`,
  };
}

const cardDate = (page: Page) => videoCard(page, TITLE).locator('time').textContent();

async function backToVideos(page: Page) {
  await page.getByRole('button', { name: 'Back to Videos' }).click();
  await waitForPath(page, '/');
  await waitForLibrary(page);
}

describe('settings', () => {
  it('Appearance switches the theme at once, everywhere, and keeps it', async () => {
    const { account, page } = await signedInWithOneVideo();
    await page.goto('/settings');
    await waitForSettings(page);
    expect(await isOn(page, 'Dark mode')).toBe(true);
    expect(await htmlClass(page)).toEqual(['dark']);

    await settingSwitch(page, 'Dark mode').click();
    expect(await htmlClass(page)).toEqual(['light']);
    expect(await isOn(page, 'Dark mode')).toBe(false);
    expect(await readLocalStorage(page, 'vidshelf-theme')).toBe('light');

    await page.reload();
    await waitForSettings(page);
    expect(await isOn(page, 'Dark mode')).toBe(false);
    expect(await htmlClass(page)).toEqual(['light']);

    await backToVideos(page);
    expect(await htmlClass(page)).toEqual(['light']);
    // The user menu's toggle and the switch are one setting.
    await chooseFromUserMenu(page, account.email, 'Toggle theme');
    expect(await htmlClass(page)).toEqual(['dark']);
    await chooseFromUserMenu(page, account.email, 'Settings');
    await waitForSettings(page);
    expect(await isOn(page, 'Dark mode')).toBe(true);
  });

  it('Date Format changes the date a card shows, and is kept', async () => {
    const { account, page, video } = await signedInWithOneVideo();
    const dates = expectedDates(video.createdAt);
    await page.goto('/');
    await waitForLibrary(page);
    expect(await cardDate(page)).toBe(dates['MM/DD/YYYY']);

    for (const format of ['DD/MM/YYYY', 'YYYY/MM/DD', 'MM/DD/YYYY']) {
      await chooseFromUserMenu(page, account.email, 'Settings');
      await waitForSettings(page);
      await chooseDateFormat(page, format);
      expect(await dateFormatSelect(page).textContent()).toBe(format);
      await backToVideos(page);
      expect(await cardDate(page)).toBe(dates[format]);

      await page.reload();
      await waitForLibrary(page);
      expect(await cardDate(page)).toBe(dates[format]);
      const stored = JSON.parse((await readLocalStorage(page, 'vidshelf-settings')) ?? '{}');
      expect(stored).toEqual({ dateFormat: format, showDeleteModal: true });
    }
  });

  it('Confirmations turns the delete question off and on, and is kept', async () => {
    const { account, page } = await signedInWithOneVideo();
    await seedLibrary(server.url, account, { Unsorted: ['https://second.example.com/2'] });
    await page.goto('/settings');
    await waitForSettings(page);
    expect(await isOn(page, 'Confirm before deleting videos')).toBe(true);

    await settingSwitch(page, 'Confirm before deleting videos').click();
    expect(await isOn(page, 'Confirm before deleting videos')).toBe(false);
    await page.reload();
    await waitForSettings(page);
    expect(await isOn(page, 'Confirm before deleting videos')).toBe(false);

    await backToVideos(page);
    await cardAction(page, TITLE, 'Delete');
    await videoCard(page, TITLE).waitFor({ state: 'detached' });
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    await chooseFromUserMenu(page, account.email, 'Settings');
    await settingSwitch(page, 'Confirm before deleting videos').click();
    expect(await isOn(page, 'Confirm before deleting videos')).toBe(true);
    await backToVideos(page);
    await cardAction(page, 'second.example.com', 'Delete');
    await page.getByRole('alertdialog', { name: 'Delete this video?' }).waitFor();
  });
});
