import { generateNKeysBetween } from 'fractional-indexing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collections, users, videos } from '@server/db/schema';
import { createUsersService } from '@server/features/users';
import { signInViaApi } from '@server/test-support/auth-api';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';
import { createAccount, uniqueEmail } from './support/accounts';
import { expectAnnouncement, pointerDrag, videoDragPreview, watchWrites } from './support/drag';
import { useBrowser } from './support/browser';
import { libraryViaApi, seedLibraryInOrder } from './support/library-api';
import { expectShownCards, linkOf, titleOf } from './support/library-order';
import { collection, toast, videoCard, waitForLibrary } from './support/library-screen';
import { openLibrary } from './support/library-session';
import { useServerOnPreparedData } from './support/prepared-data';

// docs/product/bulk-actions.md: select cards (checkbox, Shift-click range, Ctrl/Cmd+A, Escape),
// then move, tag, untag or delete them in one request per action; a delete is undone in one; a
// selection dragged onto a collection moves there whole.

/** A Pro user with 500 videos in "Inbox", written before the server starts. */
const bigEmail = uniqueEmail('bulk500');
const BIG = 500;
const server = useServerOnPreparedData(
  async (db) => {
    const user = await createUsersService(db).create(bigEmail, STRONG_PASSWORD);
    await db.system(async (tx) => {
      await tx.update(users).set({ tier: 'pro' });
      const [unsorted] = await tx.select().from(collections);
      const [inbox, later] = generateNKeysBetween(unsorted!.position, null, 2);
      const [box] = await tx
        .insert(collections)
        .values({ userId: user.id, name: 'Inbox', nameKey: 'inbox', position: inbox! })
        .returning();
      await tx
        .insert(collections)
        .values({ userId: user.id, name: 'Later', nameKey: 'later', position: later! });
      const keys = generateNKeysBetween(null, null, BIG);
      await tx.insert(videos).values(
        keys.map((position, i) => ({
          userId: user.id,
          categoryId: box!.id,
          title: `Big ${i}`,
          url: `https://example.com/big/${i}`,
          position,
        })),
      );
    });
    // The prepared user is the first: the others of this file sign up through the API.
  },
  { ALLOW_SIGNUP: 'true' },
);
const browser = useBrowser(server);

const bar = (page: Page) => page.getByRole('toolbar', { name: 'Selected videos' });
const selectBox = (page: Page, name: string) =>
  videoCard(page, titleOf(name)).getByRole('checkbox', { name: `Select ${titleOf(name)}` });

/** Counts the bulk requests the page sends. */
function countBulkRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/videos/bulk') {
      count += 1;
    }
  });
  return () => count;
}

describe('bulk actions', () => {
  it('selects by checkbox, range and Ctrl+A; moves, tags, untags, deletes and undoes', async () => {
    const account = await createAccount(server.url);
    await seedLibraryInOrder(server.url, account, {
      Unsorted: ['alpha', 'bravo', 'charlie', 'delta'].map(linkOf),
      Talks: [linkOf('echo')],
    });
    const { page } = await openLibrary(server, browser, { account });
    const bulkRequests = countBulkRequests(page);

    // A checkbox, then Shift-click for the range between.
    await videoCard(page, titleOf('alpha')).hover();
    await selectBox(page, 'alpha').click();
    await selectBox(page, 'charlie').click({ modifiers: ['Shift'] });
    await bar(page).getByText('3 selected').waitFor();
    expect(await selectBox(page, 'bravo').isChecked()).toBe(true);
    expect(await selectBox(page, 'delta').isChecked()).toBe(false);

    // Escape clears; Ctrl+A takes the whole view.
    await page.keyboard.press('Escape');
    await bar(page).waitFor({ state: 'detached' });
    await videoCard(page, titleOf('alpha')).focus();
    await page.keyboard.press('Control+a');
    await bar(page).getByText('4 selected').waitFor();

    // Tag all four, then take it off two.
    await bar(page).getByRole('button', { name: 'Add tag' }).click();
    const add = page.getByRole('dialog', { name: 'Add Tag' });
    await add.getByRole('combobox', { name: 'Tag' }).fill('Later');
    await add.getByRole('button', { name: 'Add' }).click();
    await toast(page, 'Tagged 4 videos “Later”').waitFor();
    await videoCard(page, titleOf('delta')).getByText('Later', { exact: true }).waitFor();
    await selectBox(page, 'alpha').click();
    await selectBox(page, 'bravo').click({ modifiers: ['Shift'] });
    await bar(page).getByRole('button', { name: 'Remove tag' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove Tag' });
    await remove.getByRole('combobox', { name: 'Tag' }).fill('later');
    await remove.getByRole('button', { name: 'Remove' }).click();
    await toast(page, 'Took “later” off 2 videos').waitFor();
    const tagged = await libraryViaApi(server.url, account);
    expect(tagged.videos.map((video) => [video.title, video.tags])).toEqual([
      [titleOf('alpha'), []],
      [titleOf('bravo'), []],
      [titleOf('charlie'), ['Later']],
      [titleOf('delta'), ['Later']],
      [titleOf('echo'), []],
    ]);

    // Move two to Talks: first there, in their order.
    await selectBox(page, 'charlie').click();
    await selectBox(page, 'delta').click();
    await bar(page).getByRole('combobox', { name: 'Move selected videos to' }).selectOption({
      label: 'Talks',
    });
    await toast(page, 'Moved 2 videos to Talks').waitFor();
    await expectShownCards(page, ['alpha', 'bravo']);
    await collection(page, 'Talks').click();
    await expectShownCards(page, ['charlie', 'delta', 'echo']);

    // Delete three after one confirmation naming the count; Undo brings all back.
    await page.keyboard.press('Control+a');
    await bar(page).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Videos' });
    await confirm.getByText('Delete 3 videos? You can undo it for a few seconds.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await libraryViaApi(server.url, account)).videos).toHaveLength(2);
    await toast(page, 'Deleted 3 videos').getByRole('button', { name: 'Undo' }).click();
    await expectShownCards(page, ['charlie', 'delta', 'echo']);
    expect((await libraryViaApi(server.url, account)).videos).toHaveLength(5);
    // One request per action: tag, untag, move, delete, restore.
    expect(bulkRequests()).toBe(5);
  });

  it('drags a selection onto a collection: all of it moves there in one request', async () => {
    const account = await createAccount(server.url);
    await seedLibraryInOrder(server.url, account, {
      Unsorted: ['alpha', 'bravo', 'charlie', 'delta'].map(linkOf),
      Talks: [linkOf('echo')],
    });
    const { page } = await openLibrary(server, browser, { account });
    const writes = watchWrites(page);
    await videoCard(page, titleOf('alpha')).hover();
    await selectBox(page, 'alpha').click();
    await selectBox(page, 'charlie').click();
    await selectBox(page, 'delta').click();
    await bar(page).getByText('3 selected').waitFor();

    // Held by one selected card, the drag carries all three and says so.
    await pointerDrag(page, videoCard(page, titleOf('charlie')), collection(page, 'Talks'), {
      whileOver: async () => {
        await videoDragPreview(page).getByText('3', { exact: true }).waitFor();
        await expectAnnouncement(page, `Video ${titleOf('charlie')} is over collection Talks.`);
      },
    });
    await toast(page, 'Moved 3 videos to Talks').waitFor();
    await expectAnnouncement(page, '3 selected videos were moved to collection Talks.');
    await expectShownCards(page, ['bravo']);
    await bar(page).waitFor({ state: 'detached' });
    expect(writes).toEqual(['POST /api/videos/bulk']);
    await collection(page, 'Talks').click();
    await expectShownCards(page, ['alpha', 'charlie', 'delta', 'echo']);
  });

  it('moves 500 videos to another collection in one request', async () => {
    const session = await signInViaApi(server.url, { email: bigEmail, password: STRONG_PASSWORD });
    const account = { email: bigEmail, password: STRONG_PASSWORD, session };
    const page = await browser.open({ session });
    await page.goto('/');
    await waitForLibrary(page);
    const bulkRequests = countBulkRequests(page);
    await collection(page, 'Inbox').click();
    await videoCard(page, 'Big 0').focus();
    await page.keyboard.press('Control+a');
    await bar(page).getByText(`${BIG} selected`).waitFor();
    await bar(page).getByRole('combobox', { name: 'Move selected videos to' }).selectOption({
      label: 'Later',
    });
    await toast(page, `Moved ${BIG} videos to Later`).waitFor();
    expect(bulkRequests()).toBe(1);
    await collection(page, 'Later').click();
    await videoCard(page, 'Big 0').waitFor();
    const library = await libraryViaApi(server.url, account);
    const later = library.categories.find((c) => c.name === 'Later')!.id;
    const moved = library.videos.filter((video) => video.categoryId === later);
    expect(moved.map((video) => video.title)).toEqual(
      Array.from({ length: BIG }, (_, i) => `Big ${i}`),
    );
  });
});
