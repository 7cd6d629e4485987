import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { libraryViaApi, seedLibrary } from './support/library-api';
import { expectShownCards, linkOf, titleOf } from './support/library-order';
import {
  cardAction,
  collection,
  headerCount,
  searchBox,
  videoCard,
} from './support/library-screen';
import { openLibrary } from './support/library-session';
import { useServer } from './support/server';

// docs/product/tags-and-notes.md: set in Edit Video after the spec's fields, shown on the card,
// listed in the sidebar with counts, chosen to filter (a `tag:` search), renamed and deleted there,
// and matched by the search.
const server = useServer();
const browser = useBrowser(server);

const tagsNav = (page: Page) => page.getByRole('navigation', { name: 'Tags' });
const sidebarTag = (page: Page, name: string) =>
  tagsNav(page).getByRole('button', { name, exact: true });

/** The count beside a tag in the sidebar (its button's description). */
const tagCount = (page: Page, name: string) =>
  tagsNav(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name, exact: true }) })
    .locator('[data-slot="sidebar-menu-badge"]')
    .textContent();

async function editTags(page: Page, name: string, tags: string[], note?: string) {
  await cardAction(page, titleOf(name), 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit Video' });
  const field = dialog.getByRole('combobox', { name: 'Tags' });
  for (const tag of tags) {
    await field.fill(tag);
    await field.press('Enter');
  }
  if (note !== undefined) await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  await dialog.getByRole('button', { name: 'Update Video' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('tags and notes', () => {
  it('tags and notes a video in Edit Video, lists, filters, renames and deletes tags', async () => {
    const account = await createAccount(server.url);
    await seedLibrary(server.url, account, {
      Unsorted: [linkOf('alpha'), linkOf('bravo')],
      Talks: [linkOf('charlie')],
    });
    const { page } = await openLibrary(server, browser, { account });

    // The spec's fields first, then Tags and Note; Enter in the tag box adds a chip, not the form.
    await cardAction(page, titleOf('alpha'), 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit Video' });
    const field = dialog.getByRole('combobox', { name: 'Tags' });
    await field.waitFor();
    const labels = await dialog.locator('label').allTextContents();
    expect(labels).toEqual(['Title', 'Video URL', 'Category', 'Tags', 'Note']);
    await field.fill('Jazz');
    await field.press('Enter');
    await field.fill('live, Jazz');
    await field.press('Enter');
    const chips = dialog.getByRole('list', { name: 'Tags of this video' }).getByRole('listitem');
    expect(await chips.allTextContents()).toEqual(['Jazz', 'live']);
    // A chip's own button takes it off.
    await dialog.getByRole('button', { name: 'Remove tag live' }).click();
    await field.fill('Live');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Watch the solo at 3:00');
    // What is still typed in the box counts when the form is sent.
    await dialog.getByRole('button', { name: 'Update Video' }).click();
    await dialog.waitFor({ state: 'detached' });

    const alpha = videoCard(page, titleOf('alpha'));
    await alpha.getByRole('list', { name: 'Tags' }).waitFor();
    expect(
      await alpha.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Jazz', 'Live']);
    await alpha.getByRole('button', { name: 'Note: Watch the solo at 3:00' }).waitFor();
    const saved = (await libraryViaApi(server.url, account)).videos.find(
      (video) => video.title === titleOf('alpha'),
    );
    expect(saved).toMatchObject({ tags: ['Jazz', 'Live'], note: 'Watch the solo at 3:00' });

    // Another video, in another collection: "jazz" takes the existing spelling.
    await collection(page, 'Talks').click();
    await editTags(page, 'charlie', ['jazz']);
    await videoCard(page, titleOf('charlie')).getByText('Jazz', { exact: true }).waitFor();

    // The sidebar lists each tag with its count; choosing one searches for it, everywhere.
    await sidebarTag(page, 'Jazz').waitFor();
    expect(await tagCount(page, 'Jazz')).toBe('2');
    expect(await tagCount(page, 'Live')).toBe('1');
    await sidebarTag(page, 'Jazz').click();
    expect(await searchBox(page).inputValue()).toBe('tag:Jazz');
    await headerCount(page, '2 videos matching "tag:Jazz"').waitFor();
    expect(await sidebarTag(page, 'Jazz').getAttribute('aria-current')).toBe('true');
    await expectShownCards(page, ['alpha', 'charlie']);

    // The search finds notes and tags too.
    await searchBox(page).fill('solo');
    await expectShownCards(page, ['alpha']);
    await searchBox(page).fill('liv');
    await expectShownCards(page, ['alpha']);

    // Rename "Live" to "jazz": it joins the existing tag (seen in All Videos).
    await page
      .getByRole('navigation', { name: 'Library' })
      .getByRole('button', { name: 'All Videos' })
      .click();
    await sidebarTag(page, 'Live').hover();
    await tagsNav(page).getByRole('button', { name: 'Options for tag Live' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Tag' });
    await rename.getByRole('textbox', { name: 'New name' }).fill('jazz');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await rename.waitFor({ state: 'detached' });
    await sidebarTag(page, 'Live').waitFor({ state: 'detached' });
    expect(
      await alpha.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Jazz']);

    // Delete "Jazz": it comes off both videos, which stay.
    await sidebarTag(page, 'Jazz').click();
    await tagsNav(page).getByRole('button', { name: 'Options for tag Jazz' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Tag' });
    await confirm
      .getByText('Delete the tag “Jazz”? It comes off 2 videos; the videos stay.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await tagsNav(page).waitFor({ state: 'detached' });
    await expect.poll(() => searchBox(page).inputValue()).toBe('');
    const after = await libraryViaApi(server.url, account);
    expect(after.videos).toHaveLength(3);
    expect(after.videos.every((video) => video.tags.length === 0)).toBe(true);
    expect(after.tags).toEqual([]);
  });
});
