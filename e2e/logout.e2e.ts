import { describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts';
import { refreshStatus, userStatus } from '@server/test-support/auth-api';
import { signInThroughUi } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { waitForPath } from './support/navigation';
import { useServer } from './support/server';
import { readStoredSession } from './support/stored-session';
import { chooseFromUserMenu } from './support/user-menu';

// docs/product/states.md: logout signs out, then goes to /auth; if signing out fails, local and
// session storage are cleared and it still goes to /auth.
const server = useServer();
const browser = useBrowser(server);

describe('Logout', () => {
  it('ends the session on the server, forgets it here and lands on /auth', async () => {
    const account = await createAccount(server.url);
    const page = await browser.open();
    await signInThroughUi(page, account);
    const session = (await readStoredSession(page))!;

    await chooseFromUserMenu(page, account.email, 'Logout');
    await waitForPath(page, '/auth');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await readStoredSession(page)).toBeNull();
    expect(await userStatus(server.url, session.access_token)).toBe(401);
    expect(await refreshStatus(server.url, session.refresh_token)).toBe(401);

    await page.goto('/');
    await waitForPath(page, '/auth');
  });

  describe('when the server cannot be told', () => {
    it.each([
      ['the request fails', 'aborted'],
      ['the server answers 500', 500],
    ] as const)('%s: storage is cleared and it still lands on /auth', async (_case, failure) => {
      const account = await createAccount(server.url);
      const page = await browser.open();
      browser.consoleErrors.allowFailedRequest('/api/auth/signout', failure);
      browser.consoleErrors.allowMessage(/^Signing out failed:/);
      await page.route('**/api/auth/signout', (route) =>
        failure === 'aborted'
          ? route.abort()
          : route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ error: { code: 'internal_error', message: 'Boom.' } }),
            }),
      );
      await signInThroughUi(page, account);
      // Something of this origin besides the session, in both storages, to see them emptied.
      await page.evaluate(() => {
        window.localStorage.setItem('vidshelf-e2e-marker', 'local');
        window.sessionStorage.setItem('vidshelf-e2e-marker', 'session');
      });

      await chooseFromUserMenu(page, account.email, 'Logout');
      await waitForPath(page, '/auth');
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      await page.waitForFunction(
        () => window.localStorage.length === 0 && window.sessionStorage.length === 0,
      );
    });
  });
});
