import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Session } from '@shared/contracts/auth';
import { CARD_SELECTOR } from './first-cards';
import { openSignedIn } from './signed-in-page';

/** Long enough for a grid that renders every card of 10,000 on a busy machine. */
const LOAD_TIMEOUT_MS = 300_000;

/** `/` signed in, once its first cards show: the starting point of the search and scroll runs. */
export async function openLibraryPage(
  browser: Browser,
  baseUrl: string,
  session: Session,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openSignedIn(browser, baseUrl, session);
  try {
    await opened.page.goto('/');
    await opened.page.locator(CARD_SELECTOR).first().waitFor({ timeout: LOAD_TIMEOUT_MS });
    return opened;
  } catch (error) {
    await opened.context.close();
    throw error;
  }
}
