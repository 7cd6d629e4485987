import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FREE_COLLECTION_LIMIT } from '@shared/constants';
import { createAccount, type Account } from './support/accounts';
import { fillCredentials } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { holdRequests } from './support/hold-requests';
import { seedLibrary } from './support/library-api';
import { collection, urlTotal } from './support/library-screen';
import { openLibrary } from './support/library-session';
import { waitForPath } from './support/navigation';
import { useServerWithProUser } from './support/pro-account';
import { chooseFromUserMenu, userMenuTrigger } from './support/user-menu';

// docs/product/screens-and-routes.md "Upgrade": heading by ?limit, the two plans marked for the
// user's tier, a loading state; states.md: the tier follows the signed-in user.
const { server, proAccount } = useServerWithProUser();
const browser = useBrowser(server);

const plan = (page: Page, name: 'Free Plan' | 'Pro Plan') =>
  page.getByRole('region', { name, exact: true });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const upgradeButton = (page: Page) => page.getByRole('button', { name: 'Upgrade to Pro' });
const addCollectionButton = (page: Page) =>
  page.getByRole('button', { name: 'Add collection', exact: true });

/** The text of what an element's aria-describedby points at ('' when nothing). */
const descriptionOf = (locator: Locator) =>
  locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
      .trim(),
  );

/** Seven links in three collections besides Unsorted (which the collection limit leaves out). */
const SEVEN_IN_THREE = {
  Unsorted: ['https://one.example.com/1'],
  Music: ['https://two.example.com/2', 'https://three.example.com/3'],
  Films: ['https://four.example.com/4', 'https://five.example.com/5'],
  Talks: ['https://six.example.com/6', 'https://seven.example.com/7'],
};

describe('the upgrade page', () => {
  it('shows a free user both plans, Free as current, and only logs "Upgrade to Pro"', async () => {
    const account = await createAccount(server.url);
    const page = await browser.open({ session: account.session });
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') logged.push(message.text());
    });
    await page.goto('/upgrade');

    expect(await heading(page).textContent()).toBe('Upgrade to Pro');
    await page.getByText('One payment unlocks unlimited collections and URLs, for life.').waitFor();
    const free = plan(page, 'Free Plan');
    await free.getByText('Current', { exact: true }).waitFor();
    for (const text of ['$0', '/month', '5 collections', '50 URLs']) {
      await free.getByText(text, { exact: true }).waitFor();
    }
    const pro = plan(page, 'Pro Plan');
    for (const text of [
      'Recommended',
      '$49.99',
      'once, lifetime access',
      'Unlimited collections',
      'Unlimited URLs',
      'Advanced video management',
      'Priority support',
    ]) {
      await pro.getByText(text, { exact: true }).waitFor();
    }
    expect(await pro.getByText('Current', { exact: true }).count()).toBe(0);
    expect(await page.getByText("You're already on the Pro Plan").count()).toBe(0);

    // docs/product/honest-screens.md: besides the log, the button tells how Pro is granted on a
    // self-hosted server.
    const command = pro.getByText(`npm run cli -- set-tier --email ${account.email} --tier pro`, {
      exact: true,
    });
    expect(await command.isVisible()).toBe(false);
    expect(await upgradeButton(page).getAttribute('aria-expanded')).toBe('false');
    await pro.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await expect
      .poll(() => logged)
      .toEqual(['Upgrade to Pro chosen: purchases are not available yet.']);
    await command.waitFor();
    await pro
      .getByText(
        'Nothing is sold on this server: Pro is granted by the person who runs it. Ask them to run this command on the server:',
        { exact: true },
      )
      .waitFor();
    expect(await upgradeButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/upgrade');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('link', { name: 'Contact Us form in Settings' }).click();
    await waitForPath(page, '/settings');
  });

  it.each([
    [
      'category',
      "You've reached your collection limit",
      'The Free Plan holds up to 5 collections. Upgrade to Pro for unlimited collections, so every topic gets its own.',
    ],
    [
      'video',
      "You've reached your URL limit",
      'The Free Plan holds up to 50 URLs. Upgrade to Pro to save as many videos as you like.',
    ],
    ['nonsense', 'Upgrade to Pro', 'One payment unlocks unlimited collections and URLs, for life.'],
  ])('says why for ?limit=%s', async (limit, title, text) => {
    const account = await createAccount(server.url);
    const page = await browser.open({ session: account.session });
    await page.goto(`/upgrade?limit=${limit}`);
    await page.getByText(text, { exact: true }).waitFor();
    expect(await heading(page).textContent()).toBe(title);
    await plan(page, 'Free Plan').getByText('Current', { exact: true }).waitFor();
    expect(await page.title()).toBe('Upgrade · Vidshelf');
  });

  it('tells a Pro user they are on Pro, with no upgrade button', async () => {
    const account = await proAccount();
    const page = await browser.open({ session: account.session });
    await page.goto('/upgrade');

    await page.getByText("You're already on the Pro Plan", { exact: true }).waitFor();
    await plan(page, 'Pro Plan').getByText('Current', { exact: true }).waitFor();
    expect(await plan(page, 'Pro Plan').getByText('Recommended').count()).toBe(0);
    expect(await plan(page, 'Free Plan').getByText('Current').count()).toBe(0);
    expect(await upgradeButton(page).count()).toBe(0);
    // docs/product/honest-screens.md: the heading does not ask a Pro user to upgrade, whatever the
    // limit parameter.
    expect(await heading(page).textContent()).toBe('You have the Pro Plan');
    await page.getByText('Unlimited collections and URLs, for life.', { exact: true }).waitFor();
  });

  it.each([
    [
      'category',
      'Pro has no collection limit',
      'Add as many collections as you like, so every topic gets its own.',
    ],
    ['video', 'Pro has no URL limit', 'Save as many videos as you like.'],
  ])('does not tell a Pro user at ?limit=%s to upgrade', async (limit, title, text) => {
    const account = await proAccount();
    const page = await browser.open({ session: account.session });
    await page.goto(`/upgrade?limit=${limit}`);
    await page.getByText(text, { exact: true }).waitFor();
    expect(await heading(page).textContent()).toBe(title);
    await page.getByText("You're already on the Pro Plan", { exact: true }).waitFor();
    expect(
      await page
        .getByRole('main')
        .getByText(/upgrade|reached/i)
        .count(),
    ).toBe(0);
  });

  it('shows a loading state until the tier is known', async () => {
    const account = await createAccount(server.url);
    const page = await browser.open({ session: account.session });
    const release = await holdRequests(page, '**/api/limits*');
    await page.goto('/upgrade?limit=video');

    await page.getByRole('status').filter({ hasText: 'Loading your plan...' }).waitFor();
    expect(await heading(page).textContent()).toBe("You've reached your URL limit");
    expect(await plan(page, 'Free Plan').count()).toBe(0);
    expect(await upgradeButton(page).count()).toBe(0);

    release();
    await upgradeButton(page).waitFor();
    expect(await page.getByText('Loading your plan...').count()).toBe(0);
  });

  it(`is where a free user at ${FREE_COLLECTION_LIMIT} collections lands on adding another`, async () => {
    const account = await createAccount(server.url);
    // The free plan's five, besides Unsorted (which the limit does not count).
    await seedLibrary(server.url, account, { One: [], Two: [], Three: [], Four: [], Five: [] });
    const { page } = await openLibrary(server, browser, { account });

    // docs/product/honest-screens.md "Collection limit": the button says so before a name is typed:
    // its tooltip and description, and a line under the field it opens.
    const note = 'Free Plan: 5 of 5 collections used. Upgrade to add more.';
    await expect.poll(() => addCollectionButton(page).getAttribute('title')).toBe(note);
    expect(await descriptionOf(addCollectionButton(page))).toBe(note);
    expect(await page.getByText(note, { exact: true }).isVisible()).toBe(false);
    await addCollectionButton(page).click();
    await page.getByText(note, { exact: true }).waitFor();
    const field = page.getByRole('textbox', { name: 'New collection name' });
    expect(await descriptionOf(field)).toBe(note);

    await page.getByRole('textbox', { name: 'New collection name' }).fill('Six');
    await page.getByRole('textbox', { name: 'New collection name' }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/upgrade' && url.search === '?limit=category');
    await heading(page).getByText("You've reached your collection limit").waitFor();
    await page
      .getByText(
        'The Free Plan holds up to 5 collections. Upgrade to Pro for unlimited collections, so every topic gets its own.',
      )
      .waitFor();
    await plan(page, 'Free Plan').getByText('Current', { exact: true }).waitFor();
  });

  it("follows the signed-in user: one user's plan never shows for the next", async () => {
    const free = await createAccount(server.url);
    const pro = await proAccount();
    const { page } = await openLibrary(server, browser, { account: free });

    await userMenuTrigger(page, free.email).click();
    await page.getByRole('menuitem', { name: 'Pro Plan' }).click();
    await waitForPath(page, '/upgrade');
    await upgradeButton(page).waitFor();
    await page.getByRole('button', { name: 'Back to Videos' }).click();
    await chooseFromUserMenu(page, free.email, 'Logout');
    await waitForPath(page, '/auth');

    // The next user's check is held: nothing of the free user's tier may show meanwhile.
    const release = await holdRequests(page, '**/api/limits*');
    await fillCredentials(page, pro);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await waitForPath(page, '/');
    await userMenuTrigger(page, pro.email).click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Pro Plan' }).count()).toBe(0);
    expect(await page.getByRole('img', { name: 'Pro tier' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    release();
    await page.getByRole('img', { name: 'Pro tier' }).waitFor();
    await userMenuTrigger(page, pro.email).click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Pro Plan' }).count()).toBe(0);
  });
});

// docs/product/honest-screens.md: the plan's usage, counted as the limits count (Unsorted left
// out), in the sidebar's total badge (its name says what the number is; tooltip and description the
// usage) and at the top of the user menu.
describe("the plan's usage", () => {
  const badgeUsage = async (page: Page, count: number) => ({
    title: await urlTotal(page, count).getAttribute('title'),
    description: await descriptionOf(urlTotal(page, count)),
  });

  /** The set-up both tests share: `account`'s library seeded with SEVEN_IN_THREE, then opened. */
  const openSevenInThree = async (account: Account) => {
    await seedLibrary(server.url, account, SEVEN_IN_THREE);
    return openLibrary(server, browser, { account });
  };

  it('shows a free user how much of the plan is used, live', async () => {
    const { page, account } = await openSevenInThree(await createAccount(server.url));

    await urlTotal(page, 7).waitFor();
    await expect
      .poll(() => badgeUsage(page, 7))
      .toEqual({
        title: '7 videos in your library\nFree Plan: 7 of 50 links, 3 of 5 collections\n0 watched',
        description: 'Free Plan: 7 of 50 links, 3 of 5 collections. 0 watched',
      });
    // Room left: the add button is plain.
    expect(await addCollectionButton(page).getAttribute('title')).toBe('Add collection');
    expect(await addCollectionButton(page).getAttribute('aria-describedby')).toBeNull();

    await userMenuTrigger(page, account.email).click();
    const menu = page.getByRole('menu');
    await menu.getByText('7 of 50 links, 3 of 5 collections', { exact: true }).waitFor();
    await menu.getByText('Free Plan', { exact: true }).waitFor();
    await menu.getByRole('menuitem', { name: 'Pro Plan' }).waitFor();
    await page.keyboard.press('Escape');

    await addCollectionButton(page).click();
    await page.getByRole('textbox', { name: 'New collection name' }).fill('Four');
    await page.keyboard.press('Enter');
    await collection(page, 'Four').waitFor();
    await expect
      .poll(() => descriptionOf(urlTotal(page, 7)))
      .toBe('Free Plan: 7 of 50 links, 4 of 5 collections. 0 watched');
  });

  it('counts without limits on Pro', async () => {
    const { page, account } = await openSevenInThree(await proAccount());

    await urlTotal(page, 7).waitFor();
    await expect
      .poll(() => badgeUsage(page, 7))
      .toEqual({
        title: '7 videos in your library\nPro Plan: 7 links, 3 collections\n0 watched',
        description: 'Pro Plan: 7 links, 3 collections. 0 watched',
      });
    await userMenuTrigger(page, account.email).click();
    const menu = page.getByRole('menu');
    await menu.getByText('7 links, 3 collections', { exact: true }).waitFor();
    await menu.getByText('Pro Plan', { exact: true }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Pro Plan' }).count()).toBe(0);
  });
});
