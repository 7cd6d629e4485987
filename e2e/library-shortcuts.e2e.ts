import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { putOnClipboard } from './support/clipboard';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { seedLibraryInOrder } from './support/library-api';
import { allCards, focusedCard, searchBox, videoCard } from './support/library-screen';
import { openLibrary } from './support/library-session';

// docs/product/keyboard-shortcuts.md: keyboard shortcuts on the library screen, and none while
// typing in a field.
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

const host = (n: number) => `v${String(n).padStart(2, '0')}.example.com`;
const COUNT = 24;

let account: Awaited<ReturnType<typeof createAccount>> | undefined;
async function openSeeded(): Promise<Page> {
  if (!account) {
    account = await createAccount(server.url);
    const urls = Array.from({ length: COUNT }, (_, n) => `https://${host(n + 1)}/`);
    await seedLibraryInOrder(server.url, account, { Unsorted: urls });
  }
  const { page } = await openLibrary(server, browser, { account });
  await videoCard(page, host(1)).waitFor();
  return page;
}

describe('keyboard shortcuts', () => {
  it('move between cards with the arrows, Home and End, and open, edit or delete the focused one', async () => {
    const page = await openSeeded();
    await videoCard(page, host(1)).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedCard(page)).toBe(host(2));
    // Down: the card right below it.
    const above = (await videoCard(page, host(2)).boundingBox())!;
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedCard(page)).not.toBe(host(2));
    const below = (await page.locator('article:focus').boundingBox())!;
    expect([below.x, below.y > above.y]).toEqual([above.x, true]);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focusedCard(page)).toBe(host(2));

    // End reaches the last card, scrolled into view; Home the first.
    await page.keyboard.press('End');
    await expect.poll(() => focusedCard(page)).toBe(host(COUNT));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.keyboard.press('Home');
    await expect.poll(() => focusedCard(page)).toBe(host(1));

    // Enter opens it in a new tab (Space, not Enter, picks a card up to move it).
    await page
      .context()
      .route('https://*.example.com/**', (route) => route.fulfill({ body: 'ok' }));
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.keyboard.press('Enter'),
    ]);
    await tab.waitForURL(`https://${host(1)}/`);
    await tab.close();
    await page.bringToFront();
    await videoCard(page, host(1)).focus();

    await page.keyboard.press('e');
    const edit = page.getByRole('dialog', { name: 'Edit Video' });
    expect(await edit.getByLabel('Title').inputValue()).toBe(host(1));
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'detached' });

    // Delete asks first (the confirmation setting is on by default); Cancel keeps it.
    await expect.poll(() => focusedCard(page)).toBe(host(1));
    await page.keyboard.press('Delete');
    const confirm = page.getByRole('alertdialog', { name: 'Delete this video?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(
      await allCards(page)
        .filter({ hasText: host(1) })
        .count(),
    ).toBe(1);
  });

  it('focus search with /, clear it with Escape, add with n and list themselves with ?', async () => {
    const page = await openSeeded();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByText('Move between videos').waitFor();
    // The player's keys, under a heading of their own.
    await help.getByRole('heading', { name: 'In the player' }).waitFor();
    await help.getByText('Next video of the queue').waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    await page.keyboard.press('/');
    await expect
      .poll(() => searchBox(page).evaluate((box) => box === document.activeElement))
      .toBe(true);
    // Typed into the field, the keys are text, not shortcuts.
    await page.keyboard.type('v1n?');
    expect(await searchBox(page).inputValue()).toBe('v1n?');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await searchBox(page).fill('v1');
    await expect.poll(() => allCards(page).count()).toBe(10);
    // Escape away from the field clears the search too.
    await page.locator('main').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('Escape');
    await expect.poll(() => searchBox(page).inputValue()).toBe('');

    await putOnClipboard(page, 'not a link');
    await page.keyboard.press('n');
    await page.getByRole('dialog', { name: 'Add Video' }).waitFor();
  });
});
