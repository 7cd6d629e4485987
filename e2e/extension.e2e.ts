import { createServer, type AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FREE_VIDEO_LIMIT } from '@shared/constants';
import { OFFICIAL_EXTENSION_ID } from '@server/http/allowed-extensions';
import { createAccount, type Account } from './support/accounts';
import { codeMatchesBox, connectCardDetails } from './support/connect-card';
import { ConsoleErrors } from './support/console-errors';
import {
  buildExtension,
  closeExtraPages,
  launchWithExtension,
  openPopup,
  readExtensionStorage,
  seedConnection,
  showTab,
  type ExtensionBrowser,
} from './support/extension-browser';
import {
  fakeWatchTitle,
  startFakeYouTube,
  type FakeYouTube,
} from './support/extension-fake-youtube';
import {
  createTokenViaApi,
  currentToken,
  revokeTokenViaApi,
  signInWebApp,
} from './support/extension-tokens';
import { useServerWithFakeOembed } from './support/fake-oembed';
import {
  addVideoViaApi,
  createCollectionViaApi,
  libraryViaApi,
  unsortedId,
  ytId,
  ytUrl,
} from './support/library-api';

// docs/product/extension-and-tokens.md: the Chromium extension, built as `npm run build:extension`
// builds it and loaded unpacked, against the real server; YouTube is a local fake watch page.

const { server } = useServerWithFakeOembed();

let youtube: FakeYouTube | undefined;
let build: { dir: string; remove(): void } | undefined;
let chromium: ExtensionBrowser | undefined;

beforeAll(async () => {
  [youtube, build] = await Promise.all([startFakeYouTube(), buildExtension()]);
  chromium = await launchWithExtension(build.dir, youtube.port);
});
afterAll(async () => {
  await chromium?.close();
  await youtube?.close();
  build?.remove();
});

function browser(): ExtensionBrowser {
  if (!chromium) throw new Error('Chromium is not launched yet.');
  return chromium;
}

let consoleErrors = new ConsoleErrors();
beforeEach(async () => {
  consoleErrors = new ConsoleErrors();
  await closeExtraPages(browser());
  await seedConnection(browser(), null);
});
afterEach(() => {
  expect(consoleErrors.unexpected(), 'unexpected console errors').toEqual([]);
});

/** The popup, watched for console errors. */
async function popup(search = ''): Promise<Page> {
  const page = await openPopup(browser(), search);
  consoleErrors.watch(page);
  return page;
}

/** A new account whose token the extension holds, as connecting leaves it. */
async function connectedAccount(label: string): Promise<{ account: Account; token: string }> {
  const account = await createAccount(server.url, label);
  const token = await createTokenViaApi(server.url, account);
  await seedConnection(browser(), { baseUrl: server.url, token, email: account.email });
  return { account, token };
}

const host = () => new URL(server.url).host;
const status = (page: Page) => page.getByRole('status');
const alert = (page: Page) => page.getByRole('alert');
const collectionSelect = (page: Page) => page.getByLabel('Collection', { exact: true });
const selectedCollection = (page: Page) =>
  collectionSelect(page).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);
/** A port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
const watchPage = (id: string) => `https://www.youtube.com/watch?v=${id}&list=PLe2e&t=42s`;

describe('the browser extension', () => {
  it('connects to Vidshelf through the approval page, the pairing code matched', async () => {
    // The build from the repository has the official id, from the manifest's key.
    expect(browser().extensionId).toBe(OFFICIAL_EXTENSION_ID);
    const account = await createAccount(server.url, 'ext-connect');
    await signInWebApp(browser(), server.url, account);
    const page = await popup();
    await page.getByRole('heading', { name: 'Connect to Vidshelf' }).waitFor();

    const address = page.getByLabel('Vidshelf address');
    expect(await address.inputValue()).toBe('http://localhost:3000');
    await address.fill('ftp://example.com');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect
      .poll(() => alert(page).textContent())
      .toBe('A Vidshelf address starts with http:// or https://.');

    await address.fill(`${server.url}/`);
    const approval = browser().context.waitForEvent('page', {
      predicate: (tab) => tab.url().startsWith(`${server.url}/connect/extension?`),
    });
    await page.getByRole('button', { name: 'Connect' }).click();
    const tab = await approval;
    consoleErrors.watch(tab);
    const asked = new URL(tab.url()).searchParams;
    expect(asked.get('extension')).toBe(browser().extensionId);
    expect(asked.get('state')).toMatch(/^[0-9a-f]{32}$/);
    const code = asked.get('code') ?? '';
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect((await readExtensionStorage(browser())).pending?.code).toBe(code);
    await page.getByText('Approve the connection in the Vidshelf tab that opened.').waitFor();
    // The popup shows the code while it waits; the tab shows the same, and which extension asks.
    await page.getByText(`Pairing code: ${code}`, { exact: true }).waitFor();
    await page
      .getByText('Connect there only if the Vidshelf tab shows this same code.', { exact: true })
      .waitFor();
    expect(await connectCardDetails(tab)).toEqual({
      Extension: 'Vidshelf',
      'Extension id': browser().extensionId,
      'Pairing code': code,
    });

    await codeMatchesBox(tab).check();
    await tab.getByRole('button', { name: 'Connect', exact: true }).click();
    await tab.waitForURL(`chrome-extension://${browser().extensionId}/connected.html`);
    await expect
      .poll(() => tab.getByRole('status').textContent())
      .toBe(`Connected to Vidshelf as ${account.email}. You can close this tab.`);

    const { connection, pending } = await readExtensionStorage(browser());
    expect(pending).toBeUndefined();
    expect(connection).toMatchObject({ baseUrl: server.url, email: account.email });
    const current = await currentToken(server.url, connection!.token);
    expect(current).toMatchObject({ status: 200, email: account.email });
    expect(current.name).toMatch(/^Browser extension \(/);
    // The popup follows: connected now (the active tab is the extension's page, not saveable).
    await page.getByText(`Connected to ${host()} as ${account.email}.`).waitFor();
    await expect.poll(() => alert(page).textContent()).toBe("This page can't be saved.");
  });

  it('saves the YouTube video of the active tab, moves it, and knows it is already saved', async () => {
    const { account } = await connectedAccount('ext-save');
    const watchLater = await createCollectionViaApi(server.url, account, 'Watch later');
    const id = ytId(1);
    await showTab(browser(), watchPage(id));

    let page = await popup();
    await expect.poll(() => status(page).textContent()).toBe('Saved to Unsorted.');
    await page.getByText(fakeWatchTitle(id)).waitFor();
    expect(await selectedCollection(page)).toBe('Unsorted');
    let { videos } = await libraryViaApi(server.url, account);
    expect(videos.map((video) => [video.url, video.categoryId])).toEqual([
      [ytUrl(id), await unsortedId(server.url, account)],
    ]);

    await collectionSelect(page).selectOption({ label: 'Watch later' });
    await expect.poll(() => status(page).textContent()).toBe('Moved to Watch later.');
    ({ videos } = await libraryViaApi(server.url, account));
    expect(videos.map((video) => video.categoryId)).toEqual([watchLater.id]);
    expect((await readExtensionStorage(browser())).lastCollectionId).toBe(watchLater.id);
    await page.close();

    // Again on the same video: the server says where it is; open it, or save it again.
    page = await popup();
    await expect
      .poll(() => status(page).textContent())
      .toBe('Already in your library in Watch later.');
    expect(await selectedCollection(page)).toBe('Watch later');
    const open = page.getByRole('link', { name: 'Open in Vidshelf' });
    expect(await open.getAttribute('href')).toBe(`${server.url}/?video=${videos[0]!.id}`);
    const opened = browser().context.waitForEvent('page');
    await open.click();
    const library = await opened;
    await library.waitForURL(`${server.url}/?video=${videos[0]!.id}`);
    await library.close();
    consoleErrors.allowFailedRequest('/api/videos', 409);

    await page.getByRole('button', { name: 'Save again' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Saved to Watch later.');
    ({ videos } = await libraryViaApi(server.url, account));
    expect(videos.map((video) => [video.url, video.categoryId])).toEqual([
      [ytUrl(id), watchLater.id],
      [ytUrl(id), watchLater.id],
    ]);
  });

  it('saves a link from the right-click menu', async () => {
    const { account } = await connectedAccount('ext-link');
    // The menu entry exists (update fails for an id that was never created).
    await browser().worker.evaluate(() => chrome.contextMenus.update('save-link', {}));

    // What the entry opens for a youtu.be link in a page.
    const id = ytId(2);
    const page = await popup(`?${new URLSearchParams({ url: `https://youtu.be/${id}?si=e2e` })}`);
    await expect.poll(() => status(page).textContent()).toBe('Saved to Unsorted.');
    await page.getByText(ytUrl(id), { exact: true }).waitFor();
    const { videos } = await libraryViaApi(server.url, account);
    expect(videos.map((video) => video.url)).toEqual([ytUrl(id)]);
  });

  it('shows the plan limit with a way to upgrade', async () => {
    const { account } = await connectedAccount('ext-limit');
    const unsorted = await unsortedId(server.url, account);
    for (let i = 0; i < FREE_VIDEO_LIMIT; i += 1) {
      await addVideoViaApi(server.url, account, `https://example.com/seeded/${i}`, unsorted);
    }
    await showTab(browser(), watchPage(ytId(3)));
    consoleErrors.allowFailedRequest('/api/videos', 403);

    const page = await popup();
    await expect
      .poll(() => alert(page).textContent())
      .toBe(
        `The free plan holds at most ${FREE_VIDEO_LIMIT} videos. Upgrade to Pro for unlimited videos.`,
      );
    const upgrade = page.getByRole('link', { name: 'Upgrade' });
    expect(await upgrade.getAttribute('href')).toBe(`${server.url}/upgrade?limit=video`);
    expect((await libraryViaApi(server.url, account)).videos).toHaveLength(FREE_VIDEO_LIMIT);
  });

  it('says when its token was revoked, and connects again', async () => {
    const { account, token } = await connectedAccount('ext-revoked');
    await revokeTokenViaApi(server.url, token);
    await showTab(browser(), watchPage(ytId(4)));
    consoleErrors.allowFailedRequest('/api/library', 401);

    const page = await popup();
    await expect
      .poll(() => alert(page).textContent())
      .toBe('This browser is no longer connected to Vidshelf.');
    const approval = browser().context.waitForEvent('page', {
      predicate: (tab) => tab.url().startsWith(`${server.url}/connect/extension?`),
    });
    await page.getByRole('button', { name: 'Connect again' }).click();
    await approval;
    await page.getByText('Approve the connection in the Vidshelf tab that opened.').waitFor();
    expect(await page.getByLabel('Vidshelf address').inputValue()).toBe(server.url);
    const stored = await readExtensionStorage(browser());
    expect(stored.connection).toBeUndefined();
    expect(stored.pending?.baseUrl).toBe(server.url);
    expect((await libraryViaApi(server.url, account)).videos).toEqual([]);
  });

  it('disconnects, revoking its token, even from a Vidshelf it cannot reach', async () => {
    const { token } = await connectedAccount('ext-disconnect');
    let page = await popup();
    await expect.poll(() => alert(page).textContent()).toBe("This page can't be saved.");
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('heading', { name: 'Connect to Vidshelf' }).waitFor();
    await page
      .getByText('Disconnected. This browser no longer has access to your Vidshelf.')
      .waitFor();
    expect(await currentToken(server.url, token)).toEqual({ status: 401 });
    expect((await readExtensionStorage(browser())).connection).toBeUndefined();
    await page.close();

    // A Vidshelf that does not answer: said, and Disconnect still forgets the connection here.
    const away = `http://127.0.0.1:${await closedPort()}`;
    await seedConnection(browser(), { baseUrl: away, token, email: 'away@example.com' });
    consoleErrors.allowMessage(/net::ERR_CONNECTION_REFUSED/);
    page = await popup();
    await expect
      .poll(() => alert(page).textContent())
      .toBe(`Vidshelf can't be reached at ${away}.`);
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page
      .getByText(
        `Disconnected, but Vidshelf could not be reached at ${away} to revoke this browser's token: revoke it in Settings → API tokens.`,
      )
      .waitFor();
    expect((await readExtensionStorage(browser())).connection).toBeUndefined();
  });
});
