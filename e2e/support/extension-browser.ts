import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@server/test-support/chromium';
import { PROJECT_ROOT } from '@server/test-support/server-process';
import type { Connection, Stored } from '../../extension/src/lib/stored';
import { YOUTUBE_HOST } from './extension-fake-youtube';

// Chromium with the Vidshelf extension loaded unpacked, and ways into the extension's pages.

/** Long enough for a slow CI machine, short enough to fail well inside a test's 60 s. */
const ACTION_TIMEOUT_MS = 10_000;

/**
 * Builds the extension (as `npm run build:extension` does) into a directory of its own, so the
 * test loads what the build writes without touching dist/extension.
 */
export async function buildExtension(): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'vidshelf-e2e-extension-'));
  const vite = join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  await promisify(execFile)(
    process.execPath,
    [vite, 'build', '--config', 'extension/vite.config.ts', '--outDir', dir, '--logLevel', 'warn'],
    { cwd: PROJECT_ROOT },
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ExtensionBrowser {
  context: BrowserContext;
  /** The extension's service worker: runs `chrome.*` calls for the test. */
  worker: Worker;
  extensionId: string;
  close(): Promise<void>;
}

/**
 * A Chromium profile with the extension loaded. New headless mode loads extensions (the old one
 * did not), hence `headless: false` with `--headless=new`. www.youtube.com resolves to the fake
 * watch pages on `youtubePort`, whose certificate is self-made.
 */
export async function launchWithExtension(
  extensionDir: string,
  youtubePort: number,
): Promise<ExtensionBrowser> {
  const profileDir = mkdtempSync(join(tmpdir(), 'vidshelf-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: false,
    args: [
      ...CHROMIUM_ARGS.filter((arg) => arg !== '--headless'),
      '--headless=new',
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      `--host-resolver-rules=MAP ${YOUTUBE_HOST} 127.0.0.1:${youtubePort}`,
      '--ignore-certificate-errors',
    ],
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const worker =
    context.serviceWorkers().find(isExtensionWorker) ??
    (await context.waitForEvent('serviceworker', { predicate: isExtensionWorker }));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    worker,
    extensionId,
    async close() {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

const isExtensionWorker = (worker: Worker): boolean =>
  worker.url().startsWith('chrome-extension://');

/**
 * Opens popup.html (with `search`, e.g. `?url=…`) in a popup window, as the context menu does.
 * The toolbar's own popup cannot be driven by a test; this page is the same one, and as there
 * it saves the active tab of the last focused normal window.
 */
export async function openPopup(browser: ExtensionBrowser, search = ''): Promise<Page> {
  const url = `chrome-extension://${browser.extensionId}/popup.html${search}`;
  const opened = browser.context.waitForEvent('page', { predicate: (page) => page.url() === url });
  await browser.worker.evaluate(async (path) => {
    await chrome.windows.create({ url: path, type: 'popup', width: 380, height: 460 });
  }, `popup.html${search}`);
  const page = await opened;
  await page.waitForLoadState();
  return page;
}

/** A tab at `url` in a normal window, made the active one: what the popup saves. */
export async function showTab(browser: ExtensionBrowser, url: string): Promise<Page> {
  const tab = await browser.context.newPage();
  await tab.goto(url);
  await tab.bringToFront();
  return tab;
}

/** Closes every page but the first tab, so each test starts with one normal window and tab. */
export async function closeExtraPages(browser: ExtensionBrowser): Promise<void> {
  const [first, ...rest] = browser.context.pages();
  await Promise.all(rest.map((page) => page.close()));
  await first?.goto('about:blank');
}

/** The extension's chrome.storage.local, as the popup reads it. */
export function readExtensionStorage(browser: ExtensionBrowser): Promise<Stored> {
  return browser.worker.evaluate(() => chrome.storage.local.get(null)) as Promise<Stored>;
}

/** Starts the extension connected (as connected.html leaves it), its storage otherwise empty. */
export async function seedConnection(
  browser: ExtensionBrowser,
  connection: Connection | null,
): Promise<void> {
  await browser.worker.evaluate(async (value) => {
    await chrome.storage.local.clear();
    if (value) await chrome.storage.local.set({ connection: value });
  }, connection);
}
