import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Session } from '@shared/contracts/auth';
import { STORAGE_KEYS } from '@shared/constants';

/** A common laptop screen. */
export const BENCH_VIEWPORT = { width: 1280, height: 800 };

/**
 * tsx compiles this bench with esbuild's keepNames, which wraps named functions in `__name(…)`;
 * functions handed to the page (init scripts, evaluate) then need `__name` there too.
 */
const KEEP_NAMES_SHIM = 'globalThis.__name = (fn) => fn;';

/**
 * A fresh context (own storage, cold HTTP cache) and page on `baseURL`, signed in as the tests
 * do it: the session is in localStorage before the first page loads, so `/` opens on the library.
 */
export async function openSignedIn(
  browser: Browser,
  baseURL: string,
  session: Session,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: BENCH_VIEWPORT,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [{ name: STORAGE_KEYS.session, value: JSON.stringify(session) }],
        },
      ],
    },
  });
  await context.addInitScript({ content: KEEP_NAMES_SHIM });
  return { context, page: await context.newPage() };
}
