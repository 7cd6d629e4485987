import { describe, expect, it } from 'vitest';
import { createAccount, type Account } from './support/accounts';
import { fillCredentials } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { holdRequests } from './support/hold-requests';
import { addVideoViaApi, isLibraryRead, unsortedId } from './support/library-api';
import { allCards, videoCard, waitForLibrary } from './support/library-screen';
import { openLibrary } from './support/library-session';
import { waitForPath } from './support/navigation';
import {
  holdIndexedDb,
  localCopies,
  mirroredFirstScreen,
  mislabelFirstPart,
} from './support/local-library-copy';
import { useServer } from './support/server';
import { chooseFromUserMenu } from './support/user-menu';

// docs/product/local-copy-and-sync.md (docs/decisions/0060-local-library-copy.md): the signed-in
// user's library is kept in IndexedDB, painted from it on the next visit before the server answers
// (its first screen first, mirrored in localStorage), and deleted on sign-out; another user signing
// in on the same browser never sees it.
const server = useServer();
const browser = useBrowser(server);

/** The library read in full, or (holding a copy) what changed since. */
const LIBRARY = '**/api/library{,/changes}';

/** A new account with videos whose titles (their sites' names) are theirs alone. */
async function accountWith(label: string): Promise<{ account: Account; titles: string[] }> {
  const account = await createAccount(server.url, label);
  const unsorted = await unsortedId(server.url, account);
  const titles = [`${label}-one.example.com`, `${label}-two.example.com`];
  for (const title of titles) {
    await addVideoViaApi(server.url, account, `https://${title}/watch`, unsorted);
  }
  return { account, titles };
}

describe('the local copy of the library', () => {
  it('paints a reload from the local copy before the server answers, and sign-out deletes it', async () => {
    const { account, titles } = await accountWith('kept');
    const { page } = await openLibrary(server, browser, { account });
    await videoCard(page, titles[0]!).waitFor();
    const userId = account.session.user.id;
    await expect.poll(() => localCopies(page)).toEqual([{ userId, titles: [...titles].sort() }]);
    expect(await mirroredFirstScreen(page)).toEqual({ userId, titles: [...titles].sort() });

    const release = await holdRequests(page, LIBRARY);
    let answered = false;
    page.on('response', (response) => {
      if (isLibraryRead(response.url())) answered = true;
    });
    await page.reload();
    for (const title of titles) await videoCard(page, title).waitFor();
    expect(answered).toBe(false);

    // Asked what changed since the copy's ETag: nothing, so a 304 keeps what is shown.
    const reloaded = page.waitForResponse((response) => isLibraryRead(response.url()));
    release();
    expect((await reloaded).status()).toBe(304);
    expect(await allCards(page).count()).toBe(titles.length);

    await chooseFromUserMenu(page, account.email, 'Logout');
    await waitForPath(page, '/auth');
    await expect.poll(() => localCopies(page)).toEqual([]);
    expect(await mirroredFirstScreen(page)).toBeNull();
  });

  it('paints the first cards from the mirrored first screen before IndexedDB has answered', async () => {
    const { account, titles } = await accountWith('mirrored');
    const { page } = await openLibrary(server, browser, { account });
    await videoCard(page, titles[0]!).waitFor();
    await expect.poll(() => mirroredFirstScreen(page)).not.toBeNull();

    const indexedDb = await holdIndexedDb(page);
    const release = await holdRequests(page, LIBRARY);
    await page.reload();
    for (const title of titles) await videoCard(page, title).waitFor();
    // Nothing was read from IndexedDB: the page is still waiting for it to open.
    expect(await indexedDb.held()).toBeGreaterThan(0);
    expect(await page.locator('main [role=list]').getAttribute('aria-busy')).toBe('true');

    // Then the copy is read, and the server asked what changed since it: nothing.
    const reloaded = page.waitForResponse((response) => isLibraryRead(response.url()));
    await indexedDb.release();
    release();
    expect((await reloaded).status()).toBe(304);
    await expect.poll(() => page.locator('main [role=list]').getAttribute('aria-busy')).toBeNull();
    expect(await allCards(page).count()).toBe(titles.length);
  });

  it("never shows one user's videos to the next one signing in on the same browser", async () => {
    const alice = await accountWith('alice');
    const bob = await accountWith('bob');
    const { page } = await openLibrary(server, browser, { account: alice.account });
    await videoCard(page, alice.titles[0]!).waitFor();
    await expect.poll(async () => (await localCopies(page)).length).toBe(1);
    expect(await mirroredFirstScreen(page)).not.toBeNull();
    await chooseFromUserMenu(page, alice.account.email, 'Logout');
    await waitForPath(page, '/auth');
    expect(await mirroredFirstScreen(page)).toBeNull();

    // From here on, any of Alice's titles appearing, even for a moment, is recorded.
    await page.evaluate((titles) => {
      const seen = () => titles.some((title) => document.body.textContent.includes(title));
      const record = () => {
        if (seen()) document.body.dataset.sawOtherUser = 'yes';
      };
      new MutationObserver(record).observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    }, alice.titles);

    const release = await holdRequests(page, LIBRARY);
    const asked = page.waitForRequest((request) => isLibraryRead(request.url()));
    await fillCredentials(page, bob.account);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await waitForPath(page, '/');
    // Bob's library is asked for: whatever a local copy would paint is painted by now.
    await asked;
    expect(await localCopies(page)).not.toContainEqual(
      expect.objectContaining({ userId: alice.account.session.user.id }),
    );
    release();
    await waitForLibrary(page);
    for (const title of bob.titles) await videoCard(page, title).waitFor();
    for (const title of alice.titles) expect(await videoCard(page, title).count()).toBe(0);
    expect(await page.evaluate(() => document.body.dataset.sawOtherUser)).toBeUndefined();
  });

  it('drops the first screen when the rest of the copy is of another version, and loads in full', async () => {
    const { account, titles } = await accountWith('mixed');
    const { page } = await openLibrary(server, browser, { account });
    await videoCard(page, titles[0]!).waitFor();
    await expect.poll(async () => (await localCopies(page)).length).toBe(1);
    await mislabelFirstPart(page);

    // Whether a card showed at all after the reload, however briefly.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('main article')) document.documentElement.dataset.cards = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    const release = await holdRequests(page, LIBRARY);
    const asked = page.waitForRequest((request) => isLibraryRead(request.url()));
    await page.reload();
    // Not asked what changed since the copy: the copy was not used.
    expect(new URL((await asked).url()).pathname).toBe('/api/library');
    // Its first screen painted, and was taken away once the rest proved of another version.
    expect(await page.evaluate(() => document.documentElement.dataset.cards)).toBe('yes');
    await expect.poll(() => allCards(page).count()).toBe(0);
    release();
    for (const title of titles) await videoCard(page, title).waitFor();
  });
});
