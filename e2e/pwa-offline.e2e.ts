import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { errorToast } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { putOnClipboard } from './support/clipboard';
import { isLibraryRead, libraryViaApi, ytId, ytUrl } from './support/library-api';
import { addVideoButton, videoCard, waitForLibrary } from './support/library-screen';
import { openLibrary } from './support/library-session';
import { localCopies } from './support/local-library-copy';
import { useServer } from './support/server';

// docs/product/save-and-share.md (docs/decisions/0038-installable-app.md): the manifest,
// the service worker that opens the app offline, and the offline state, against the built app.
const server = useServer();
const browser = useBrowser(server);

const OFFLINE_MESSAGE =
  "You're offline. Vidshelf will reconnect when your connection is back; changes can't be saved meanwhile.";

/** FAILURE_MESSAGES.addVideo (docs/product/errors.md): the toast of any add that fails. */
const ADD_FAILED = 'Failed to add video. Please try again.';

/** What Chromium logs for each request made while offline, and the app for the plan it could not load. */
const OFFLINE_ERRORS = [/net::ERR_INTERNET_DISCONNECTED/, /^Loading the plan failed/];

interface WebAppManifest {
  name: string;
  short_name: string;
  display: string;
  start_url: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  share_target: { action: string; method: string; params: Record<string, string> };
}

function offlineBanner(page: Page) {
  return page.getByRole('status').filter({ hasText: OFFLINE_MESSAGE });
}

/** Every URL in the page's Cache Storage (the service worker's precache). */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });
}

describe('the installable app', () => {
  it('links a manifest with a GET share target to /save and icons that load', async () => {
    const page = await browser.open();
    await page.goto('/auth');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );

    const response = await fetch(`${server.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    const manifest = (await response.json()) as WebAppManifest;
    expect(manifest).toMatchObject({
      name: 'Vidshelf',
      short_name: 'Vidshelf',
      display: 'standalone',
      start_url: '/',
      share_target: {
        action: '/save',
        method: 'GET',
        params: { title: 'title', text: 'text', url: 'url' },
      },
    });
    expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual([
      'any',
      'any',
      'any',
      'maskable',
    ]);
    for (const icon of [...manifest.icons.map((each) => each.src), '/apple-touch-icon.png']) {
      const image = await fetch(`${server.url}${icon}`);
      expect(image.status, icon).toBe(200);
      expect(image.headers.get('Content-Type'), icon).toMatch(/^image\/(?:png|svg\+xml)/);
    }

    // The browser bar takes the chosen theme's background, before the app's code runs.
    const themeColor = page.locator('meta[name="theme-color"]');
    expect(await themeColor.getAttribute('content')).toBe('#0a0a0a');
    await page.evaluate(() => localStorage.setItem('vidshelf-theme', 'light'));
    await page.reload();
    expect(await themeColor.getAttribute('content')).toBe('#ffffff');

    // Chromium reads the manifest without complaint.
    const cdp = await page.context().newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.url).toBe(`${server.url}/manifest.webmanifest`);
    expect(parsed.errors).toEqual([]);
    await cdp.detach();
  });

  it('opens offline after one visit: the app shell, the offline state, never the API', async () => {
    const { page } = await openLibrary(server, browser);
    // Installed and activated means the shell is precached (Workbox installs by precaching).
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.reload();
    await addVideoButton(page).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(
      `${server.url}/sw.js`,
    );
    const cached = await cachedUrls(page);
    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);

    // Online, a page still comes from the server (so a deploy shows on the next load): its Date
    // is not the cached copy's. The wait only moves the clock past that copy's second.
    const cachedDate = await page.evaluate(
      async () =>
        (await caches.match('/index.html', { ignoreSearch: true }))?.headers.get('Date') ?? null,
    );
    expect(cachedDate).not.toBeNull();
    await page.waitForTimeout(1_100);
    const fresh = await page.reload();
    expect(fresh?.headers()['date']).not.toBe(cachedDate);

    // The library was kept in IndexedDB (docs/product/local-copy-and-sync.md), which the offline
    // reload paints from.
    await expect.poll(async () => (await localCopies(page)).length).toBe(1);
    OFFLINE_ERRORS.forEach((pattern) => browser.consoleErrors.allowMessage(pattern));
    await page.context().setOffline(true);
    await offlineBanner(page).waitFor();
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await offlineBanner(page).waitFor();
    await addVideoButton(page).waitFor();
    await waitForLibrary(page);

    // Another app route opens from the cache too; an API address is left to the network.
    await page.goto('/settings');
    await offlineBanner(page).waitFor();
    await expect(page.goto('/api/health')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  });

  it('fails a change made offline at once, and does not save it when back online', async () => {
    const { page, account } = await openLibrary(server, browser);
    OFFLINE_ERRORS.forEach((pattern) => browser.consoleErrors.allowMessage(pattern));
    const videoPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/videos') {
        videoPosts.push(request.url());
      }
    });

    // The dialog opens while online (its limit check needs the server), then the network drops.
    await putOnClipboard(page, 'just some words');
    await addVideoButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Add Video' });
    await dialog.waitFor();
    await page.context().setOffline(true);
    await dialog.getByLabel('Video URL').fill(ytUrl(ytId(1)));
    await dialog.getByRole('button', { name: 'Add Video' }).click();

    await errorToast(page, ADD_FAILED).waitFor();
    await videoCard(page, 'Loading video...').waitFor({ state: 'detached' });
    // Behind the modal dialog the banner is hidden from assistive technology; now it shows.
    await offlineBanner(page).waitFor();
    const postsWhileOffline = videoPosts.length;

    // Back online: the library reloads, and the failed add is not sent again.
    const reloaded = page.waitForResponse((response) => isLibraryRead(response.url()));
    await page.context().setOffline(false);
    await offlineBanner(page).waitFor({ state: 'detached' });
    await reloaded;
    expect(videoPosts.length).toBe(postsWhileOffline);
    expect((await libraryViaApi(server.url, account)).videos).toEqual([]);
  });
});
