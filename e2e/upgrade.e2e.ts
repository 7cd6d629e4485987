import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FREE_COLLECTION_LIMIT } from '@shared/constants';
import { createAccount } from './support/accounts';
import { fillCredentials } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { holdRequests } from './support/hold-requests';
import { seedLibrary } from './support/library-api';
import { openLibrary } from './support/library-session';
import { waitForPath } from './support/navigation';
import { useServerWithProUser } from './support/pro-account';
import { chooseFromUserMenu, userMenuTrigger } from './support/user-menu';

// SPEC §2 Upgrade: heading by ?limit, the two plans marked for the user's tier, a loading
// state; §4: the tier follows the signed-in user.
const { server, proAccount } = useServerWithProUser();
const browser = useBrowser(server);

const plan = (page: Page, name: 'Free Plan' | 'Pro Plan') =>
  page.getByRole('region', { name, exact: true });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const upgradeButton = (page: Page) => page.getByRole('button', { name: 'Upgrade to Pro' });

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

    await pro.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await expect
      .poll(() => logged)
      .toEqual(['Upgrade to Pro chosen: purchases are not available yet.']);
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

    await page.getByRole('button', { name: 'Add collection' }).click();
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
