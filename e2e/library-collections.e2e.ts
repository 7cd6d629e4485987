import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIBRARY_MESSAGES } from '@shared/library-messages';
import { createAccount } from './support/accounts';
import { errorToast } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { onDemandChunk } from './support/client-build';
import { holdRequests } from './support/hold-requests';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { libraryViaApi, seedLibrary } from './support/library-api';
import {
  collection,
  collectionOptions,
  expectCollectionCount,
  headerTitle,
  urlTotal,
} from './support/library-screen';
import { openLibrary } from './support/library-session';

// docs/product/screens-and-routes.md inline add and the per-collection menu, states.md deleting the
// selected one, validation.md, roles.md.
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

const newCollectionInput = (page: Page) =>
  page.getByRole('textbox', { name: 'New collection name' });

async function namesViaApi(account: Awaited<ReturnType<typeof createAccount>>) {
  return (await libraryViaApi(server.url, account)).categories.map((collection) => collection.name);
}

describe('collections', () => {
  it('inline add: Enter and leaving with text add; Escape and leaving empty cancel', async () => {
    const { page, account } = await openLibrary(server, browser);
    const plus = page.getByRole('button', { name: 'Add collection' });

    await plus.click();
    await newCollectionInput(page).fill('By Enter');
    await newCollectionInput(page).press('Enter');
    await collection(page, 'By Enter').waitFor();

    await plus.click();
    await newCollectionInput(page).fill('By blur');
    await page.getByRole('searchbox', { name: 'Search videos' }).click();
    await collection(page, 'By blur').waitFor();

    await plus.click();
    await newCollectionInput(page).fill('Escaped');
    await newCollectionInput(page).press('Escape');
    await newCollectionInput(page).waitFor({ state: 'detached' });

    await plus.click();
    await newCollectionInput(page).fill('   ');
    await page.getByRole('searchbox', { name: 'Search videos' }).click();
    await newCollectionInput(page).waitFor({ state: 'detached' });

    expect(await namesViaApi(account)).toEqual(['Unsorted', 'By Enter', 'By blur']);
  });

  it('refuses a name that differs only in case', async () => {
    const account = await createAccount(server.url);
    await seedLibrary(server.url, account, { Music: [] });
    const { page } = await openLibrary(server, browser, { account });

    await page.getByRole('button', { name: 'Add collection' }).click();
    await newCollectionInput(page).fill('mUSIC');
    await newCollectionInput(page).press('Enter');
    await errorToast(page, LIBRARY_MESSAGES.collectionNameTaken).waitFor();
    expect(await namesViaApi(account)).toEqual(['Unsorted', 'Music']);
  });

  it('a menu reached by the keyboard after its code is in works as Radix: first item, then back', async () => {
    const account = await createAccount(server.url);
    await seedLibrary(server.url, account, { Music: [], Talks: [] });
    const { page } = await openLibrary(server, browser, { account });
    const trigger = collectionOptions(page, 'Talks');
    await trigger.waitFor();
    // The first interaction fetches the menus' code while the page is idle; the trigger, not
    // reached yet, stays the stand-in until the focus gets to it (docs/product/large-libraries.md).
    const menuCode = onDemandChunk(
      'src/client/features/collections/menu/collection-menu-dropdown.tsx',
    );
    await page.mouse.move(5, 5);
    await expect
      .poll(() =>
        page.evaluate(
          (path) =>
            performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(path)),
          menuCode,
        ),
      )
      .toBe(true);

    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await expect.poll(focused).toBe('Rename');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Options for Talks');
  });

  it('a menu opened by the keyboard before its code is in opens on its first item all the same', async () => {
    const account = await createAccount(server.url);
    await seedLibrary(server.url, account, { Music: [], Talks: [] });
    const { page } = await openLibrary(server, browser, { account });
    const release = await holdRequests(
      page,
      `**${onDemandChunk('src/client/features/collections/menu/collection-menu-dropdown.tsx')}`,
    );
    const trigger = collectionOptions(page, 'Talks');
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    release();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await expect.poll(focused).toBe('Rename');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Delete');
  });

  it('"Unsorted" has no menu; others can be renamed, not to an existing name', async () => {
    const account = await createAccount(server.url);
    await seedLibrary(server.url, account, { Music: [], Talks: [] });
    const { page } = await openLibrary(server, browser, { account });
    await collectionOptions(page, 'Music').waitFor();
    expect(await collectionOptions(page, 'Unsorted').count()).toBe(0);

    await collectionOptions(page, 'Music').click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename Collection' });
    const name = dialog.getByLabel('New name');
    await name.fill('');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await errorToast(page, LIBRARY_MESSAGES.collectionNameRequired).waitFor();

    await name.fill('TALKS');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await errorToast(page, LIBRARY_MESSAGES.collectionNameTaken).waitFor();
    expect(await dialog.isVisible()).toBe(true);

    await name.fill('Songs');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await dialog.waitFor({ state: 'detached' });
    await collection(page, 'Songs').waitFor();
    expect(await namesViaApi(account)).toEqual(['Unsorted', 'Songs', 'Talks']);
  });

  it('deleting warns about its URLs, takes them along, and selects the first remaining', async () => {
    const account = await createAccount(server.url);
    await seedLibrary(server.url, account, {
      Unsorted: ['https://keep.example.com/1'],
      Music: ['https://a.example.com/1', 'https://b.example.com/2'],
    });
    const { page } = await openLibrary(server, browser, { account });
    await collection(page, 'Music').click();
    await headerTitle(page).filter({ hasText: 'Music' }).waitFor();

    await collectionOptions(page, 'Music').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Collection' });
    await dialog.getByText('This category contains 2 URL(s). They will be deleted.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });

    await collection(page, 'Music').waitFor({ state: 'detached' });
    await headerTitle(page).filter({ hasText: 'Unsorted' }).waitFor();
    await urlTotal(page, 1).waitFor();
    await expectCollectionCount(page, 'Unsorted', 1);
    const library = await libraryViaApi(server.url, account);
    expect(library.categories.map((collection) => collection.name)).toEqual(['Unsorted']);
    expect(library.videos).toHaveLength(1);
  });

  it('an empty collection is deleted without the warning', async () => {
    const account = await createAccount(server.url);
    await seedLibrary(server.url, account, { Empty: [] });
    const { page } = await openLibrary(server, browser, { account });
    await collectionOptions(page, 'Empty').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Collection' });
    await dialog.waitFor();
    expect(await dialog.getByText(/This category contains/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await collection(page, 'Empty').waitFor({ state: 'detached' });
  });
});
