import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Session } from '@shared/contracts/auth';
import { launchChromium } from '@server/test-support/chromium';
import { ConsoleErrors } from './console-errors';
import type { E2eServer } from './server';
import { SESSION_STORAGE_KEY } from './stored-session';

/** Long enough for a slow CI machine, short enough to fail well inside a test's 60 s. */
const ACTION_TIMEOUT_MS = 10_000;

export interface OpenOptions {
  /** Start signed in: the session is in localStorage before the first page loads. */
  session?: Session;
  /** A device to emulate from the first page on, e.g. a phone: viewport, touch, mobile. */
  device?: Pick<BrowserContextOptions, 'viewport' | 'hasTouch' | 'isMobile'>;
}

export interface BrowserFixture {
  /** A fresh context (own storage) and page on the server, for this test only. */
  open(options?: OpenOptions): Promise<Page>;
  /** Ends this test's context early, e.g. before touching the server behind the page's back. */
  closeContext(): Promise<void>;
  /** This test's console errors; the test fails on any it did not allow. */
  readonly consoleErrors: ConsoleErrors;
}

/** One Chromium per test file; one context per test, closed and checked for console errors after it. */
export function useBrowser(server: E2eServer): BrowserFixture {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let consoleErrors = new ConsoleErrors();

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(() => {
    consoleErrors = new ConsoleErrors();
  });
  afterEach(async () => {
    await closeContext();
    expect(consoleErrors.unexpected(), 'unexpected console errors').toEqual([]);
  });

  async function closeContext(): Promise<void> {
    const closing = context;
    context = undefined;
    await closing?.close();
  }

  return {
    async open({ session, device }: OpenOptions = {}) {
      if (!browser) throw new Error('The browser is not launched yet: open pages inside a test.');
      if (context) throw new Error('This test already opened a page.');
      context = await browser.newContext({
        baseURL: server.url,
        ...device,
        ...(session && {
          storageState: {
            cookies: [],
            origins: [
              {
                origin: server.url,
                localStorage: [{ name: SESSION_STORAGE_KEY, value: JSON.stringify(session) }],
              },
            ],
          },
        }),
      });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      const page = await context.newPage();
      consoleErrors.watch(page);
      return page;
    },
    closeContext,
    get consoleErrors() {
      return consoleErrors;
    },
  };
}
