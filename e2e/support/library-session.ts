import type { Page } from 'playwright-core';
import { createAccount, type Account } from './accounts';
import type { BrowserFixture } from './browser';
import { waitForLibrary } from './library-screen';
import type { E2eServer } from './server';

/** A new user, signed in on the library screen, with their token for API set-up. */
export async function openLibrary(
  server: E2eServer,
  browser: BrowserFixture,
  { account, before }: { account?: Account; before?: (page: Page) => Promise<unknown> } = {},
): Promise<{ page: Page; account: Account }> {
  const user = account ?? (await createAccount(server.url));
  const page = await browser.open({ session: user.session });
  await before?.(page);
  await page.goto('/');
  await waitForLibrary(page);
  return { page, account: user };
}
