import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { readClipboard } from './support/clipboard';
import { openLibrary } from './support/library-session';
import { waitForPath } from './support/navigation';
import { sharedDetails, waitForSaveScreen } from './support/save-screen';
import { useServer } from './support/server';
import { chooseFromUserMenu } from './support/user-menu';

// docs/product/extension-and-tokens.md: the user menu's "Browser extension" opens /extension, the
// page on saving from anywhere: the extension's set-up with this server's address, the bookmarklet,
// the phone, the API.
const server = useServer();
const browser = useBrowser(server);

/** A page of another site, as the bookmarklet meets it (served by the test, never fetched). */
const OTHER_PAGE = 'http://videos.example.test/watch?v=abc&t=1';
const OTHER_TITLE = 'A talk & more';

/** One of the page's cards: a region named by its heading. */
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('the help page on saving from anywhere', () => {
  it('opens from the user menu, shows this server’s address to copy, and its bookmarklet opens /save with the page it runs on', async () => {
    const { page, account } = await openLibrary(server, browser);
    await chooseFromUserMenu(page, account.email, 'Browser extension');
    await waitForPath(page, '/extension');
    await page.getByRole('heading', { level: 1, name: 'Save from anywhere' }).waitFor();
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(
      ['Browser extension', 'Bookmarklet', 'Phone', 'Scripts and the API'],
    );

    // The extension: how to build and load it, and the address its popup asks for.
    const extension = card(page, 'Browser extension');
    const steps = await extension.getByRole('listitem').allInnerTexts();
    expect(steps.slice(0, 3)).toEqual([
      'In the Vidshelf folder on the server, run npm run build:extension. It writes the extension to dist/extension.',
      'In the browser, open chrome://extensions and turn on Developer mode.',
      'Click Load unpacked and choose the dist/extension folder.',
    ]);
    const address = extension.getByLabel('Vidshelf address', { exact: true });
    expect(await address.inputValue()).toBe(server.url);
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await extension.getByRole('button', { name: 'Copy', exact: true }).click();
    await extension.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    expect(await readClipboard(page)).toBe(server.url);

    // Tokens are made and revoked in Settings; the API is described by the server.
    const tokensLinks = page.getByRole('main').getByRole('link', { name: 'Settings → API tokens' });
    expect(await tokensLinks.count()).toBe(2);
    expect(await tokensLinks.first().getAttribute('href')).toBe('/settings');
    const api = card(page, 'Scripts and the API');
    expect(await api.getByRole('link', { name: '/api/openapi.json' }).getAttribute('href')).toBe(
      '/api/openapi.json',
    );
    expect(await api.innerText()).toContain(
      'The README has a curl example that saves a video into a named collection.',
    );
    expect(await card(page, 'Phone').innerText()).toContain(
      'On an iPhone or iPad, Safari’s Add to Home Screen installs Vidshelf, but iOS does not offer web apps in the Share menu',
    );

    // The bookmarklet: a javascript: link to drag; a click here only says so.
    const bookmarklet = card(page, 'Bookmarklet').getByRole('link', { name: 'Save to Vidshelf' });
    const href = (await bookmarklet.getAttribute('href')) ?? '';
    expect(href.startsWith('javascript:')).toBe(true);
    await bookmarklet.click();
    await card(page, 'Bookmarklet')
      .getByRole('status')
      .getByText('Drag the link to your bookmarks bar: clicking it here does nothing.', {
        exact: true,
      })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/extension');

    // As a bookmark on another site's page: the browser runs it there, and it opens /save with
    // that page's address and title in a new tab.
    await page.route('http://videos.example.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>A talk &amp; more</title><h1>A talk</h1>',
      }),
    );
    await page.goto(OTHER_PAGE);
    await page.evaluate((bookmark) => {
      const link = document.createElement('a');
      link.href = bookmark;
      link.textContent = 'The bookmark';
      document.body.append(link);
    }, href);
    const opened = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'The bookmark' }).click();
    const save = await opened;
    await waitForSaveScreen(save);
    const query = new URL(save.url()).searchParams;
    expect(new URL(save.url()).origin).toBe(server.url);
    expect(Object.fromEntries(query)).toEqual({ url: OTHER_PAGE, title: OTHER_TITLE });
    await expect.poll(() => sharedDetails(save)).toEqual({ Title: OTHER_TITLE, Link: OTHER_PAGE });
    // The page it ran on stays as it was.
    expect(page.url()).toBe(OTHER_PAGE);
  });
});
