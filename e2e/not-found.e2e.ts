import { describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { waitForPath } from './support/navigation';
import { useServer } from './support/server';

// docs/product/screens-and-routes.md: any other path shows the 404 page, whose link leads home.
const server = useServer();
const browser = useBrowser(server);

describe('an unknown path', () => {
  it('shows "Oops! Page not found"; "Return to Home" leads to /auth when signed out', async () => {
    const page = await browser.open();
    await page.goto('/no/such/page');
    await page.getByText('Oops! Page not found').waitFor();
    // docs/product/honest-screens.md: the page carries the brand, as the sidebar and the sign-in
    // screen do.
    await page.getByRole('main').getByText('Vidshelf', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    // Home needs a user, so a visitor ends up on the sign-in screen.
    await waitForPath(page, '/auth');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
  });

  it('"Return to Home" leads to the library when signed in', async () => {
    const account = await createAccount(server.url);
    const page = await browser.open({ session: account.session });
    await page.goto('/no/such/page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await waitForPath(page, '/');
    await page.getByText(account.email).waitFor();
  });
});
