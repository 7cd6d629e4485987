import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import {
  expectAnnouncement,
  keyboardDrag,
  liftByKeyboard,
  videoDragPreview,
  watchWrites,
} from './support/drag';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { libraryViaApi, seedLibraryInOrder } from './support/library-api';
import {
  cardTitlesOf,
  collectionNamesOf,
  expectShownCards,
  expectShownCollections,
  linkOf,
  titleOf,
  seedOrderedLibrary,
} from './support/library-order';
import {
  collection,
  expectCollectionCount,
  focusedCard,
  headerTitle,
  videoCard,
  waitForLibrary,
} from './support/library-screen';
import { openLibrary } from './support/library-session';

const cardTop = async (page: Page, name: string) =>
  (await videoCard(page, titleOf(name)).boundingBox())?.y ?? 0;

// docs/product/states.md keyboard dragging (25 px per arrow key): Space (or Enter on a card) lifts,
// the arrows move, Space drops, Escape cancels; each step is announced in the product's words.
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

describe('dragging with the keyboard', () => {
  it('reorders collections; Space lifts and drops, Enter still selects', async () => {
    const account = (await seedOrderedLibrary(server.url)).account;
    const { page } = await openLibrary(server, browser, { account });
    const writes = watchWrites(page);

    await keyboardDrag(page, collection(page, 'Music'), collection(page, 'Unsorted'), {
      whileOver: () => expectAnnouncement(page, 'Collection Music is over position 1 of 3.'),
    });
    await expectAnnouncement(page, 'Collection Music was moved to position 1 of 3.');
    await expectShownCollections(page, ['Music', 'Unsorted', 'Work']);
    await expect.poll(() => writes.length).toBe(1);
    await expect
      .poll(async () => collectionNamesOf(await libraryViaApi(server.url, account)))
      .toEqual(['Music', 'Unsorted', 'Work']);
    // Neither Space selected it, nor did it become selected by becoming first.
    expect(await headerTitle(page).textContent()).toBe('Unsorted');

    await collection(page, 'Work').focus();
    await page.keyboard.press('Enter');
    await headerTitle(page).filter({ hasText: 'Work' }).waitFor();
    expect(writes).toHaveLength(1);

    await page.reload();
    await waitForLibrary(page);
    await expectShownCollections(page, ['Music', 'Unsorted', 'Work']);
  });

  it('reorders videos of a collection, dropped with Enter', async () => {
    const account = (await seedOrderedLibrary(server.url)).account;
    const { page } = await openLibrary(server, browser, { account });
    const writes = watchWrites(page);

    await keyboardDrag(page, videoCard(page, titleOf('alpha')), videoCard(page, titleOf('beta')), {
      dropKey: 'Enter',
      whileOver: () => expectAnnouncement(page, 'Video alpha.example.com is over position 2 of 3.'),
    });
    await expectAnnouncement(page, 'Video alpha.example.com was moved to position 2 of 3.');
    await expectShownCards(page, ['beta', 'alpha', 'gamma']);
    await expect
      .poll(async () => cardTitlesOf(await libraryViaApi(server.url, account), 'Unsorted'))
      .toEqual(['beta', 'alpha', 'gamma'].map(titleOf));
    expect(writes).toHaveLength(1);

    await page.reload();
    await waitForLibrary(page);
    await expectShownCards(page, ['beta', 'alpha', 'gamma']);
  });

  it('keeps the focus on a video dropped in another row, though the cell it left shows another', async () => {
    const account = await createAccount(server.url);
    const names = ['one', 'two', 'three', 'four', 'five', 'six'];
    await seedLibraryInOrder(server.url, account, { Unsorted: names.map(linkOf) });
    const { page } = await openLibrary(server, browser, { account });
    // Three or more columns: "one" starts the first row, "six" ends the second.
    expect(await cardTop(page, 'six')).toBeGreaterThan(await cardTop(page, 'one'));

    await keyboardDrag(page, videoCard(page, titleOf('one')), videoCard(page, titleOf('six')));
    await expectAnnouncement(page, 'Video one.example.com was moved to position 6 of 6.');
    await expectShownCards(page, ['two', 'three', 'four', 'five', 'six', 'one']);
    await expect.poll(() => focusedCard(page)).toBe(titleOf('one'));
    // The arrows go on from there.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focusedCard(page)).toBe(titleOf('six'));
  });

  it('moves a video to a collection in the sidebar', async () => {
    const account = (await seedOrderedLibrary(server.url)).account;
    const { page } = await openLibrary(server, browser, { account });
    const writes = watchWrites(page);

    await keyboardDrag(page, videoCard(page, titleOf('gamma')), collection(page, 'Music'), {
      whileOver: async () => {
        await expectAnnouncement(page, 'Video gamma.example.com is over collection Music.');
        expect(await collection(page, 'Music').getAttribute('data-drop-target')).toBe('true');
      },
    });
    await expectAnnouncement(page, 'Video gamma.example.com was moved to collection Music.');
    await expectShownCards(page, ['alpha', 'beta']);
    await expectCollectionCount(page, 'Music', 1);
    await expectCollectionCount(page, 'Unsorted', 2);
    await expect
      .poll(async () => cardTitlesOf(await libraryViaApi(server.url, account), 'Music'))
      .toEqual([titleOf('gamma')]);
    expect(writes).toHaveLength(1);

    await page.reload();
    await waitForLibrary(page);
    await expectCollectionCount(page, 'Music', 1);
  });

  it('Escape cancels the drag: nothing moves, nothing is sent', async () => {
    const { page } = await openLibrary(server, browser, {
      account: (await seedOrderedLibrary(server.url)).account,
    });
    const writes = watchWrites(page);
    await liftByKeyboard(page, videoCard(page, titleOf('alpha')));
    await videoDragPreview(page).waitFor();
    for (let step = 0; step < 12; step += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expectAnnouncement(page, 'Moving was cancelled.');
    await page.locator('[data-drag-preview]').waitFor({ state: 'detached' });
    await expectShownCards(page, ['alpha', 'beta', 'gamma']);
    expect(writes).toEqual([]);
  });
});
