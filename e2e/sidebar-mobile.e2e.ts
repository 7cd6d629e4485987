import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { createAccount } from './support/accounts';
import {
  addVideoViaApi,
  createCollectionViaApi,
  isLibraryChanges,
  unsortedId,
} from './support/library-api';
import {
  allCards,
  collection,
  headerCount,
  headerTitle,
  searchBox,
  videoCard,
} from './support/library-screen';
import { useServer } from './support/server';
import {
  PHONE_VIEWPORT,
  sidebar,
  sidebarPanel,
  sidebarPanelWidth,
  sidebarTrigger,
} from './support/sidebar';

// docs/product/screens-and-routes.md and limits.md: below 768 px the sidebar is an 18rem
// slide-over; choosing a collection or refreshing closes it; it has its own video search, since the
// header's hides.
const server = useServer();
const browser = useBrowser(server);

async function openOnPhone() {
  const account = await createAccount(server.url);
  const unsorted = await unsortedId(server.url, account);
  const music = await createCollectionViaApi(server.url, account, 'Music');
  await addVideoViaApi(server.url, account, 'https://alpha.example.com/1', unsorted);
  await addVideoViaApi(server.url, account, 'https://beta.example.com/2', music.id);
  const page = await browser.open({ session: account.session });
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/');
  await videoCard(page, 'alpha.example.com').waitFor();
  return page;
}

async function openPanel(page: Page) {
  await sidebarTrigger(page).click();
  await sidebarPanel(page).waitFor();
}

describe('the sidebar on a phone', () => {
  it('is a slide-over, 18rem wide, opened by the trigger; choosing a collection closes it', async () => {
    const page = await openOnPhone();
    expect(await sidebar(page).count()).toBe(0);
    expect(await searchBox(page).count()).toBe(0);

    await openPanel(page);
    expect(await sidebarPanelWidth(page)).toBe(288);
    // Focus moved into the panel, and only its search box is left to assistive technology.
    expect(
      await sidebarPanel(page).evaluate((panel) => panel.contains(document.activeElement)),
    ).toBe(true);
    // Focus is trapped: tabbing backwards past the first control stays inside.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(
      await sidebarPanel(page).evaluate((panel) => panel.contains(document.activeElement)),
    ).toBe(true);
    expect(await searchBox(page).count()).toBe(1);
    expect(await sidebarPanel(page).getByRole('searchbox', { name: 'Search videos' }).count()).toBe(
      1,
    );

    await collection(page, 'Music').click();
    await sidebarPanel(page).waitFor({ state: 'detached' });
    await headerTitle(page).filter({ hasText: 'Music' }).waitFor();
    await videoCard(page, 'beta.example.com').waitFor();
    expect(await sidebarTrigger(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on refresh, and on Escape with focus back on the trigger', async () => {
    const page = await openOnPhone();
    await openPanel(page);
    const reload = page.waitForResponse((response) => isLibraryChanges(response.url()));
    await sidebarPanel(page).getByRole('button', { name: 'Refresh library' }).click();
    await sidebarPanel(page).waitFor({ state: 'detached' });
    // Asked what changed since the library it holds: nothing, so a 304
    // (docs/product/local-copy-and-sync.md).
    expect((await reload).status()).toBe(304);

    await openPanel(page);
    await page.keyboard.press('Escape');
    await sidebarPanel(page).waitFor({ state: 'detached' });
    await expect
      .poll(() => sidebarTrigger(page).evaluate((trigger) => trigger === document.activeElement))
      .toBe(true);
  });

  it('its search box filters the cards, Enter shows them, and it clears', async () => {
    const page = await openOnPhone();
    await openPanel(page);
    await searchBox(page).fill('BETA');
    await page.keyboard.press('Enter');
    await sidebarPanel(page).waitFor({ state: 'detached' });
    await headerTitle(page).filter({ hasText: 'Search Results' }).waitFor();
    await headerCount(page, '1 video matching "BETA"').waitFor();
    await videoCard(page, 'beta.example.com').waitFor();
    expect(await allCards(page).count()).toBe(1);

    // The same query when it opens again; the clear button empties it.
    await openPanel(page);
    expect(await searchBox(page).inputValue()).toBe('BETA');
    await sidebarPanel(page).getByRole('button', { name: 'Clear search' }).click();
    expect(await searchBox(page).inputValue()).toBe('');

    // Escape in a field with text clears it first; the next Escape closes the panel.
    await searchBox(page).fill('gamma');
    await page.keyboard.press('Escape');
    expect(await searchBox(page).inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await sidebarPanel(page).waitFor({ state: 'detached' });
    await headerTitle(page).filter({ hasText: 'Unsorted' }).waitFor();
    await videoCard(page, 'alpha.example.com').waitFor();
    expect(await allCards(page).count()).toBe(1);
  });

  it('the edge is 768 px: a sidebar from there up, one search box on either side', async () => {
    const page = await openOnPhone();
    await page.setViewportSize({ width: 768, height: 740 });
    await sidebar(page).waitFor();
    expect(await searchBox(page).count()).toBe(1);
    expect(await page.getByRole('banner').getByRole('searchbox').count()).toBe(1);

    await page.setViewportSize({ width: 767, height: 740 });
    await sidebar(page).waitFor({ state: 'detached' });
    expect(await searchBox(page).count()).toBe(0);
    await openPanel(page);
    expect(await searchBox(page).count()).toBe(1);

    // Widening the window drops the panel: narrowing it again starts closed.
    await page.setViewportSize({ width: 1024, height: 740 });
    await sidebar(page).waitFor();
    expect(await sidebarPanel(page).count()).toBe(0);
    await page.setViewportSize({ width: 767, height: 740 });
    await sidebar(page).waitFor({ state: 'detached' });
    expect(await sidebarPanel(page).count()).toBe(0);
  });
});
