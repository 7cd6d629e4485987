import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { createAccount } from './support/accounts';
import { addVideoViaApi, createCollectionViaApi } from './support/library-api';
import {
  collection,
  collectionOptions,
  expectCollectionCount,
  headerCount,
  headerTitle,
  searchBox,
  videoCard,
} from './support/library-screen';
import { pathOf, waitForPath } from './support/navigation';
import { useServer } from './support/server';
import {
  PHONE_VIEWPORT,
  sidebar,
  sidebarPanel,
  sidebarTrigger,
  sidebarWidth,
} from './support/sidebar';

// docs/product/screens-and-routes.md: the sidebar is on all signed-in screens, and what it does
// works from each of them.
const server = useServer();
const browser = useBrowser(server);

async function openOn(path: string) {
  const account = await createAccount(server.url);
  const music = await createCollectionViaApi(server.url, account, 'Music');
  await addVideoViaApi(server.url, account, 'https://beta.example.com/2', music.id);
  const page = await browser.open({ session: account.session });
  await page.goto(path);
  await collection(page, 'Music').waitFor();
  return page;
}

describe('the sidebar on every signed-in screen', () => {
  it.each(['/settings', '/profile', '/upgrade'])(
    'is on %s, and choosing a collection there shows it on /',
    async (path) => {
      const page = await openOn(path);
      await sidebar(page).waitFor();
      await page.getByRole('button', { name: 'Back to Videos' }).waitFor();
      await expectCollectionCount(page, 'Music', 1);

      await collection(page, 'Music').click();
      await waitForPath(page, '/');
      await headerTitle(page).filter({ hasText: 'Music' }).waitFor();
      await videoCard(page, 'beta.example.com').waitFor();
      expect(await collection(page, 'Music').getAttribute('aria-current')).toBe('true');
    },
  );

  it('adds, renames and deletes collections from another screen, staying there', async () => {
    const page = await openOn('/settings');

    await page.getByRole('button', { name: 'Add collection' }).click();
    await page.getByRole('textbox', { name: 'New collection name' }).fill('Films');
    await page.keyboard.press('Enter');
    await collection(page, 'Films').waitFor();

    await collectionOptions(page, 'Films').click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Collection' });
    await rename.getByRole('textbox', { name: 'New name' }).fill('Cinema');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await collection(page, 'Cinema').waitFor();
    expect(await collection(page, 'Films').count()).toBe(0);

    await collectionOptions(page, 'Music').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Collection' });
    await confirm.getByText('This category contains 1 URL(s). They will be deleted.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await collection(page, 'Music').waitFor({ state: 'detached' });

    expect(pathOf(page)).toBe('/settings');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Settings');
  });

  it('keeps its collapsed state from one screen to the next', async () => {
    const page = await openOn('/profile');
    await sidebarTrigger(page).click();
    await expect.poll(() => sidebarWidth(page)).toBe(48);

    await page.getByRole('button', { name: 'Back to Videos' }).click();
    await waitForPath(page, '/');
    await headerTitle(page).filter({ hasText: 'Unsorted' }).waitFor();
    expect(await sidebarWidth(page)).toBe(48);
    expect(await sidebarTrigger(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('on a phone, searching from another screen shows the results on /', async () => {
    const page = await openOn('/settings');
    await page.setViewportSize(PHONE_VIEWPORT);
    await sidebarTrigger(page).click();
    await searchBox(page).fill('beta');
    await waitForPath(page, '/');
    // The panel stays open while typing; Enter shows the results.
    await sidebarPanel(page).waitFor();
    await page.keyboard.press('Enter');
    await sidebarPanel(page).waitFor({ state: 'detached' });
    await headerCount(page, '1 video matching "beta"').waitFor();
    await videoCard(page, 'beta.example.com').waitFor();
  });
});
