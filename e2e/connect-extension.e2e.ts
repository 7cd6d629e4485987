import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CurrentApiToken } from '@shared/contracts/tokens';
import { OFFICIAL_EXTENSION_ID } from '@server/http/allowed-extensions';
import { createAccount } from './support/accounts';
import { fillCredentials } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { codeMatchesBox, connectCardDetails } from './support/connect-card';
import { waitForPath } from './support/navigation';
import { useServer } from './support/server';
import { waitForSettings } from './support/settings-screen';
import { tokenLineTexts, tokensViaApi } from './support/tokens-card';

// docs/product/extension-and-tokens.md "Connecting", step 2: the browser extension opens
// /connect/extension, the signed-in user approves it, and Vidshelf hands a new token to the
// extension's connected.html. Only the Vidshelf extension and the self-built copies in
// EXTENSION_IDS are connected, after the person matched the pairing code (decision 0080). No
// extension is loaded here (e2e/extension.e2e.ts does that): the hand-over is caught as the
// navigation the page asks for.
const SELF_BUILT_ID = 'abcdefghijklmnopabcdefghijklmnop';
/** Any other extension of the browser, opening the page with its own id. */
const FOREIGN_ID = 'ponmlkjihgfedcbaponmlkjihgfedcba';
const server = useServer({ EXTENSION_IDS: SELF_BUILT_ID });
const browser = useBrowser(server);

const STATE = 'Zq3_-x9KpL0aBcDeFgHiJk';
const CODE = 'K7M2QX';
const connectPath = (query: string) => `/connect/extension${query}`;
const linkFor = (extensionId: string) =>
  connectPath(`?extension=${extensionId}&state=${STATE}&code=${CODE}`);
const VALID = linkFor(OFFICIAL_EXTENSION_ID);
/** What bowser calls Debian's headless Chromium on Linux. */
const TOKEN_NAME = 'Browser extension (Chrome on Linux)';

const heading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Connect the browser extension' });
const mainButton = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true });

/**
 * The addresses the page asks its tab to go to. Chromium refuses a `chrome-extension://` page of
 * an extension it does not have before any request or route sees it, so the ask is read from
 * the DevTools protocol.
 */
async function recordNavigations(page: Page): Promise<string[]> {
  const urls: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Page.frameRequestedNavigation', ({ url }) => urls.push(url));
  await cdp.send('Page.enable');
  return urls;
}

async function currentToken(token: string): Promise<CurrentApiToken> {
  const response = await fetch(`${server.url}/api/tokens/current`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as CurrentApiToken;
}

describe('connecting the browser extension', () => {
  it('signs in first, then makes a token for this browser and hands it to the extension', async () => {
    const account = await createAccount(server.url, 'connect');
    const page = await browser.open();

    await page.goto(VALID);
    await waitForPath(page, '/auth');
    await fillCredentials(page, account);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === VALID);
    await heading(page).waitFor();
    const main = page.getByRole('main');
    await main
      .getByText(
        `Connect makes an API token named “${TOKEN_NAME}” for the Vidshelf extension in this browser. With it, the extension can see your collections and save links to your library; it cannot change your password or your account. You can revoke it at any time in Settings → API tokens.`,
        { exact: true },
      )
      .waitFor();
    await main.getByText(`Signed in as ${account.email}`, { exact: true }).waitFor();
    // Which extension asks, as the server knows it, and the code its popup shows.
    expect(await connectCardDetails(page)).toEqual({
      Extension: 'Vidshelf',
      'Extension id': OFFICIAL_EXTENSION_ID,
      'Pairing code': CODE,
    });

    // Not before the person says the popup shows the same code.
    await mainButton(page, 'Connect').click();
    await main
      .getByRole('alert')
      .getByText(
        'First check that the extension’s popup shows this pairing code, and tick the box to say so.',
        { exact: true },
      )
      .waitFor();
    expect(await codeMatchesBox(page).evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await tokensViaApi(server.url, account)).toEqual([]);
    await codeMatchesBox(page).check();
    expect(await main.getByRole('alert').count()).toBe(0);

    // A failed attempt says so and can be tried again.
    const tokenPath = `/api/extensions/${OFFICIAL_EXTENSION_ID}/tokens`;
    browser.consoleErrors.allowFailedRequest(tokenPath, 'aborted');
    await page.route(`**${tokenPath}`, (route) => route.abort(), { times: 1 });
    await mainButton(page, 'Connect').click();
    await main
      .getByRole('alert')
      .getByText('An unexpected error occurred', { exact: true })
      .waitFor();
    expect(await tokensViaApi(server.url, account)).toEqual([]);

    const navigations = await recordNavigations(page);
    await mainButton(page, 'Try again').click();
    await expect
      .poll(() => navigations.find((url) => url.startsWith('chrome-extension://')))
      .toBeDefined();
    const handOver = new URL(navigations.find((url) => url.startsWith('chrome-extension://'))!);
    expect(`${handOver.protocol}//${handOver.host}${handOver.pathname}`).toBe(
      `chrome-extension://${OFFICIAL_EXTENSION_ID}/connected.html`,
    );
    expect(handOver.search).toBe('');
    const fragment = new URLSearchParams(handOver.hash.slice(1));
    expect([...fragment.keys()]).toEqual(['state', 'code', 'token', 'email']);
    expect(fragment.get('state')).toBe(STATE);
    expect(fragment.get('code')).toBe(CODE);
    expect(fragment.get('email')).toBe(account.email);
    expect(handOver.hash).toContain(`&email=${encodeURIComponent(account.email)}`);
    const token = fragment.get('token')!;
    expect(token).toMatch(/^vs_pat_[\w-]{43}$/);

    // The token works for the extension, and Settings lists it under this browser's name.
    expect(await currentToken(token)).toMatchObject({ name: TOKEN_NAME, email: account.email });
    // In a tab of its own: this one is still being sent to the extension's page, which Chromium
    // turns into its error page whenever it gets there (under load, in the middle of a goto).
    const settings = await page.context().newPage();
    browser.consoleErrors.watch(settings);
    await settings.goto('/settings');
    await waitForSettings(settings);
    await expect.poll(async () => (await tokenLineTexts(settings)).length).toBe(1);
    expect((await tokenLineTexts(settings))[0]).toMatch(/^Browser extension \(Chrome on Linux\)\n/);
  });

  it('refuses a malformed link and an extension this Vidshelf does not connect, and makes no token when cancelled', async () => {
    const account = await createAccount(server.url, 'connect-cancel');
    const page = await browser.open({ session: account.session });
    const main = page.getByRole('main');

    for (const path of [
      connectPath(''),
      connectPath(`?extension=${OFFICIAL_EXTENSION_ID}&state=${STATE}`),
      connectPath(`?extension=${OFFICIAL_EXTENSION_ID.toUpperCase()}&state=${STATE}&code=${CODE}`),
      connectPath(`?extension=${OFFICIAL_EXTENSION_ID}&state=too-short&code=${CODE}`),
      connectPath(`?extension=${OFFICIAL_EXTENSION_ID}&state=${STATE}&code=K7M2Q0`),
    ]) {
      await page.goto(path);
      await heading(page).waitFor();
      await main.getByRole('alert').waitFor();
      expect(await main.getByRole('alert').innerText(), path).toBe(
        'This connection link is not valid.',
      );
      expect(await mainButton(page, 'Connect').count(), path).toBe(0);
    }

    // Another extension of this browser, with its own id: refused, by the server.
    browser.consoleErrors.allowFailedRequest(`/api/extensions/${FOREIGN_ID}`, 403);
    await page.goto(linkFor(FOREIGN_ID));
    await heading(page).waitFor();
    await main
      .getByRole('alert')
      .getByText(
        `The extension that opened this page (id ${FOREIGN_ID}) is not one this Vidshelf connects, so nothing was shared with it. Only the Vidshelf extension, and self-built copies listed in the server’s EXTENSION_IDS setting, can connect.`,
        { exact: true },
      )
      .waitFor();
    expect(await mainButton(page, 'Connect').count()).toBe(0);
    expect(await main.getByRole('definition').count()).toBe(0);

    // A self-built copy the operator listed is named as one.
    await page.goto(linkFor(SELF_BUILT_ID));
    await heading(page).waitFor();
    expect(await connectCardDetails(page)).toEqual({
      Extension: 'A self-built copy of the Vidshelf extension',
      'Extension id': SELF_BUILT_ID,
      'Pairing code': CODE,
    });
    await mainButton(page, 'Cancel').click();
    await main
      .getByRole('status')
      .getByText('Not connected. You can close this tab.', { exact: true })
      .waitFor();
    expect(await mainButton(page, 'Connect').count()).toBe(0);
    expect(
      await main.getByRole('link', { name: 'Back to Vidshelf', exact: true }).getAttribute('href'),
    ).toBe('/');
    expect(await tokensViaApi(server.url, account)).toEqual([]);
  });
});
