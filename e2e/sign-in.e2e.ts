import { userMenuTrigger } from './support/user-menu';
import { describe, expect, it } from 'vitest';
import { createAccount, uniqueEmail } from './support/accounts';
import { errorToast, fillCredentials, passwordField } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { holdRequests } from './support/hold-requests';
import { pathOf, waitForPath } from './support/navigation';
import { useServer } from './support/server';
import { readStoredSession } from './support/stored-session';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

// docs/product/errors.md: a failed sign-in shows the server's own message in a toast titled
// "Error".
const server = useServer();
const browser = useBrowser(server);

describe('sign-in', () => {
  it('a wrong password shows "Invalid login credentials" and stays; the right one lands on /', async () => {
    const account = await createAccount(server.url);
    const page = await browser.open();
    browser.consoleErrors.allowFailedRequest('/api/auth/signin', 401);
    await page.goto('/auth');

    await fillCredentials(page, { email: account.email, password: `${account.password}-wrong` });
    await page.getByRole('button', { name: 'Sign In' }).click();
    const toast = errorToast(page, 'Invalid login credentials');
    await toast.waitFor();
    // Told once (docs/product/honest-screens.md#errors-said-once): in the toast
    // docs/product/errors.md asks for, not again beside the form.
    expect(await page.getByText('Invalid login credentials', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('main').getByText('Invalid login credentials').count()).toBe(0);
    expect(pathOf(page)).toBe('/auth');
    expect(await readStoredSession(page)).toBeNull();

    await passwordField(page).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await waitForPath(page, '/');
    await userMenuTrigger(page, account.email).waitFor();
    // Success dismisses the error: it must not follow the user into the library.
    await toast.waitFor({ state: 'hidden' });
  });

  it('an unknown e-mail gets the same message, so addresses cannot be probed', async () => {
    const page = await browser.open();
    browser.consoleErrors.allowFailedRequest('/api/auth/signin', 401);
    await page.goto('/auth');
    await fillCredentials(page, { email: uniqueEmail('nobody'), password: STRONG_PASSWORD });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await errorToast(page, 'Invalid login credentials').waitFor();
    expect(pathOf(page)).toBe('/auth');
  });

  it("a failed sign-in's toast goes when the user switches to the sign-up form", async () => {
    const page = await browser.open();
    browser.consoleErrors.allowFailedRequest('/api/auth/signin', 401);
    await page.goto('/auth');
    await fillCredentials(page, { email: uniqueEmail('switch'), password: STRONG_PASSWORD });
    await page.getByRole('button', { name: 'Sign In' }).click();
    const toast = errorToast(page, 'Invalid login credentials');
    await toast.waitFor();

    // The pointer rests on the toast, which holds its own timer: only the switch may remove it.
    await toast.hover();
    await page.getByRole('button', { name: 'Create account' }).press('Enter');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await toast.waitFor({ state: 'hidden' });
    expect(await page.getByText('Invalid login credentials').count()).toBe(0);
  });

  it('the Sign In button is disabled and busy while the request is under way', async () => {
    const account = await createAccount(server.url);
    const page = await browser.open();
    // Hold the request, so the in-between state lasts until the test has looked at it.
    const release = await holdRequests(page, '**/api/auth/signin');
    await page.goto('/auth');
    await fillCredentials(page, account);
    await page.getByRole('button', { name: 'Sign In' }).click();

    const busy = page.getByRole('button', { name: 'Sign In', disabled: true });
    await busy.waitFor();
    expect(await busy.getAttribute('aria-busy')).toBe('true');

    release();
    await waitForPath(page, '/');
    await userMenuTrigger(page, account.email).waitFor();
  });
});
