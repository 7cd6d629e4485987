import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SIDEBAR_COOKIE_MAX_AGE_SECONDS } from '@shared/constants';
import { useBrowser } from './support/browser';
import { createAccount } from './support/accounts';
import { createCollectionViaApi, isLibraryChanges } from './support/library-api';
import { collection, headerTitle, searchBox, waitForLibrary } from './support/library-screen';
import { openLibrary } from './support/library-session';
import { useServer } from './support/server';
import { sidebar, sidebarCookie, sidebarTrigger, sidebarWidth } from './support/sidebar';

// docs/product/screens-and-routes.md and limits.md: the sidebar is 16rem wide, 3rem in icon mode;
// Ctrl/Cmd+B and the trigger toggle it; the open state is kept in a cookie for 7 days.
const server = useServer();
const browser = useBrowser(server);

const EXPANDED_PX = 256;
const COLLAPSED_PX = 48;

async function expectWidth(page: Page, width: number) {
  // The width slides over 200 ms.
  await expect.poll(() => sidebarWidth(page)).toBe(width);
}

/** Records every data-state the sidebar shows, from the first render on. */
async function recordSidebarStates(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { sidebarStates: seen });
    new MutationObserver(() => {
      const state = document
        .querySelector('aside[data-slot="sidebar"]')
        ?.getAttribute('data-state');
      if (state && seen.at(-1) !== state) seen.push(state);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

describe('collapsing the sidebar', () => {
  it('Ctrl+B toggles 16rem and 3rem, kept in a 7-day cookie across a reload', async () => {
    const { page } = await openLibrary(server, browser);
    expect(await sidebarWidth(page)).toBe(EXPANDED_PX);
    expect(await sidebar(page).getAttribute('data-state')).toBe('expanded');

    await page.keyboard.press('Control+b');
    await expectWidth(page, COLLAPSED_PX);
    expect(await sidebar(page).getAttribute('data-state')).toBe('collapsed');

    const cookie = await sidebarCookie(page);
    expect(cookie?.value).toBe('false');
    expect(cookie?.path).toBe('/');
    const expectedExpiry = Date.now() / 1000 + SIDEBAR_COOKIE_MAX_AGE_SECONDS;
    expect(Math.abs((cookie?.expires ?? 0) - expectedExpiry)).toBeLessThan(60);

    // Collapsed from its very first render: no flash of the wide sidebar.
    await recordSidebarStates(page);
    await page.reload();
    await waitForLibrary(page);
    expect(await sidebarWidth(page)).toBe(COLLAPSED_PX);
    expect(
      await page.evaluate(() => (window as { sidebarStates?: string[] }).sidebarStates),
    ).toEqual(['collapsed']);

    await page.keyboard.press('Control+b');
    await expectWidth(page, EXPANDED_PX);
    expect((await sidebarCookie(page))?.value).toBe('true');
  });

  it('Cmd+B toggles too, but not while typing in a text field', async () => {
    const { page } = await openLibrary(server, browser);
    await page.keyboard.press('Meta+b');
    await expectWidth(page, COLLAPSED_PX);
    await page.keyboard.press('Meta+b');
    await expectWidth(page, EXPANDED_PX);

    await searchBox(page).fill('abc');
    await page.keyboard.press('Control+b');
    expect(await sidebar(page).getAttribute('data-state')).toBe('expanded');
    expect(await searchBox(page).inputValue()).toBe('abc');

    // Out of the field the shortcut works again.
    await sidebarTrigger(page).focus();
    await page.keyboard.press('Control+b');
    await expectWidth(page, COLLAPSED_PX);
  });

  it('the trigger toggles it and says whether it is expanded', async () => {
    const { page } = await openLibrary(server, browser);
    const trigger = sidebarTrigger(page);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');

    await trigger.click();
    await expectWidth(page, COLLAPSED_PX);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect((await sidebarCookie(page))?.value).toBe('false');

    await trigger.click();
    await expectWidth(page, EXPANDED_PX);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('collapsed, collections show as icons that keep their names and still select', async () => {
    const account = await createAccount(server.url);
    await createCollectionViaApi(server.url, account, 'Documentaries about space');
    const { page } = await openLibrary(server, browser, { account });
    await sidebarTrigger(page).click();
    await expectWidth(page, COLLAPSED_PX);

    const button = collection(page, 'Documentaries about space');
    expect(await button.getAttribute('title')).toBe('Documentaries about space');
    const box = await button.boundingBox();
    expect(box?.width).toBe(32);
    expect(await page.getByRole('button', { name: 'Add collection' }).isVisible()).toBe(false);

    await button.click();
    await headerTitle(page).filter({ hasText: 'Documentaries about space' }).waitFor();
  });

  it('collapsed, the brand mark stays and the refresh button sits under it, in the icons column', async () => {
    const { page } = await openLibrary(server, browser);
    await sidebarTrigger(page).click();
    await expectWidth(page, COLLAPSED_PX);
    const bar = await sidebar(page).boundingBox();

    // The name stays for screen readers; the mark is what shows.
    const brand = sidebar(page).getByText('Vidshelf', { exact: true });
    expect(await brand.count()).toBe(1);
    const mark = await brand.locator('xpath=..').locator('svg').boundingBox();
    expect(mark?.width).toBeGreaterThanOrEqual(16);
    expect(mark!.x).toBeGreaterThanOrEqual(bar!.x);
    expect(mark!.x + mark!.width).toBeLessThanOrEqual(bar!.x + COLLAPSED_PX);

    const refresh = sidebar(page).getByRole('button', { name: 'Refresh library' });
    expect(await refresh.isVisible()).toBe(true);
    const button = await refresh.boundingBox();
    const unsorted = await collection(page, 'Unsorted').boundingBox();
    const centre = (box: { x: number; width: number } | null) =>
      box ? box.x + box.width / 2 : NaN;
    // Under the mark, above the collections, centred like their icons and like the mark.
    expect(button!.y).toBeGreaterThanOrEqual(mark!.y + mark!.height);
    expect(button!.y + button!.height).toBeLessThanOrEqual(unsorted!.y);
    expect(Math.abs(centre(button) - centre(unsorted))).toBeLessThanOrEqual(1);
    expect(Math.abs(centre(mark) - centre(unsorted))).toBeLessThanOrEqual(1);
    expect(button!.width).toBe(32);

    const reload = page.waitForResponse((response) => isLibraryChanges(response.url()));
    await refresh.click();
    // Asked what changed since the library it holds: nothing, so a 304
    // (docs/product/local-copy-and-sync.md).
    expect((await reload).status()).toBe(304);
  });
});
