import type { Page } from 'playwright-core';

// The sidebar of the signed-in screens (docs/product/screens-and-routes.md, limits.md): a landmark
// beside the content on wide screens, a slide-over dialog below 768 px; both named "Sidebar".

/** The desktop sidebar (an `aside`). */
export function sidebar(page: Page) {
  return page.getByRole('complementary', { name: 'Sidebar' });
}

/** The mobile slide-over panel. */
export function sidebarPanel(page: Page) {
  return page.getByRole('dialog', { name: 'Sidebar' });
}

export function sidebarTrigger(page: Page) {
  return page.getByRole('button', { name: 'Toggle Sidebar', exact: true });
}

/** The desktop sidebar's rendered width in whole CSS pixels (16rem = 256, 3rem = 48). */
export async function sidebarWidth(page: Page): Promise<number> {
  return Math.round((await sidebar(page).boundingBox())?.width ?? 0);
}

/** The mobile panel's width in whole CSS pixels (18rem = 288); it may be sliding in. */
export async function sidebarPanelWidth(page: Page): Promise<number> {
  return Math.round((await sidebarPanel(page).boundingBox())?.width ?? 0);
}

/** The cookie that keeps the open state, with its value and expiry (seconds since the epoch). */
export async function sidebarCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'vidshelf-sidebar-state');
}

/** A phone-sized window: below the 768 px breakpoint. */
export const PHONE_VIEWPORT = { width: 375, height: 740 };
