import type { Page } from 'playwright-core';

/**
 * Opens the sidebar footer's user menu (its trigger is named by the user's e-mail) and picks an
 * entry: Logout and the theme toggle live there (docs/product/screens-and-routes.md).
 */
export async function chooseFromUserMenu(page: Page, email: string, item: string): Promise<void> {
  await page.getByRole('button', { name: email }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The user menu's trigger, which shows (and is named by) the signed-in user's e-mail. */
export function userMenuTrigger(page: Page, email: string) {
  return page.getByRole('button', { name: email });
}
