import { describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts';
import { signInViaApi, userStatus } from '@server/test-support/auth-api';
import { errorToast, fillCredentials } from './support/auth-screen';
import { createTokenViaApi } from './support/extension-tokens';
import { libraryStatusWithToken } from './support/tokens-card';
import { useBrowser } from './support/browser';
import { waitForPath } from './support/navigation';
import { useServer } from './support/server';

// docs/product/accounts-and-sessions.md: on /profile a person changes their password, sees and
// signs out their devices, sees their security events, and deletes their account. The
// "other device" signs in from Node.
const server = useServer();
const browser = useBrowser(server);

const NEW_PASSWORD = 'violet harbour 93 lantern quiet';

describe('the account on the profile page', () => {
  it('changes the password with the current one; other devices are signed out, API tokens revoked', async () => {
    const account = await createAccount(server.url, 'password');
    const otherDevice = await signInViaApi(server.url, account);
    const token = await createTokenViaApi(server.url, account);
    const page = await browser.open({ session: account.session });
    browser.consoleErrors.allowFailedRequest('/api/account/password', 403);
    await page.goto('/profile');
    const current = page.getByLabel('Current password');
    const next = page.getByLabel('New password', { exact: true });
    const repeat = page.getByLabel('Repeat new password');
    const change = page.getByRole('button', { name: 'Change Password' });

    await current.fill('not my password');
    await next.fill(NEW_PASSWORD);
    await repeat.fill(`${NEW_PASSWORD}!`);
    await change.click();
    await page.getByRole('alert').filter({ hasText: 'The new passwords do not match.' }).waitFor();

    await repeat.fill(NEW_PASSWORD);
    await change.click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The current password is not correct.' })
      .waitFor();
    expect(await userStatus(server.url, otherDevice.access_token)).toBe(200);

    // Said before: the tokens go too, unless kept.
    const form = page.locator('form').filter({ has: current });
    const keep = form.getByRole('checkbox', { name: 'Keep my API tokens working' });
    expect(await keep.isChecked()).toBe(false);
    const note = page.locator(`[id="${await keep.getAttribute('aria-describedby')}"]`);
    expect(await note.textContent()).toBe(
      'Your API tokens will be revoked too: scripts, the browser extension and phones that use one must be connected again.',
    );
    await keep.check();
    expect(await note.textContent()).toBe('Your API tokens will keep working.');
    await keep.uncheck();
    expect(await libraryStatusWithToken(server.url, token)).toBe(200);

    await current.fill(account.password);
    await change.click();
    await page
      .getByText(
        'Password changed. Your other devices were signed out and 1 API token was revoked.',
      )
      .waitFor();
    expect(await current.inputValue()).toBe('');
    expect(await userStatus(server.url, otherDevice.access_token)).toBe(401);
    expect(await libraryStatusWithToken(server.url, token)).toBe(401);
    expect(await userStatus(server.url, account.session.access_token)).toBe(200);
    await signInViaApi(server.url, { email: account.email, password: NEW_PASSWORD });

    // The change is among the recent security activity.
    const activity = page.getByRole('list', { name: 'Recent security activity' });
    await activity.getByRole('listitem').filter({ hasText: 'Password changed' }).waitFor();
    await activity
      .getByRole('listitem')
      .filter({ hasText: 'API token revoked with your sessions: “Browser extension (e2e)”' })
      .waitFor();
  });

  it('lists the signed-in devices and signs another one out', async () => {
    const account = await createAccount(server.url, 'devices');
    const otherDevice = await signInViaApi(server.url, account);
    const page = await browser.open({ session: account.session });
    await page.goto('/profile');
    const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
    await expect.poll(() => devices.count()).toBe(2);
    const thisDevice = devices.filter({ hasText: 'This device' });
    expect(await thisDevice.count()).toBe(1);
    expect(await thisDevice.getByRole('button', { name: 'Sign out this device' }).count()).toBe(1);

    const other = devices.filter({ hasNotText: 'This device' });
    await other.getByRole('button', { name: /^Sign out / }).click();
    await page.getByText('The device was signed out.').waitFor();
    await expect.poll(() => devices.count()).toBe(1);
    expect(await userStatus(server.url, otherDevice.access_token)).toBe(401);
    expect(
      await page.getByRole('button', { name: 'Sign out all other devices' }).isDisabled(),
    ).toBe(true);

    const activity = page.getByRole('list', { name: 'Recent security activity' });
    await activity.getByRole('listitem').filter({ hasText: 'Device signed out' }).waitFor();
    expect(await activity.getByRole('listitem').filter({ hasText: 'Signed in' }).count()).toBe(2);
  });

  it('deletes the account after the password, offering the export first', async () => {
    const account = await createAccount(server.url, 'delete');
    const page = await browser.open({ session: account.session });
    browser.consoleErrors.allowFailedRequest('/api/account/delete', 403);
    browser.consoleErrors.allowFailedRequest('/api/auth/signin', 401);
    await page.goto('/profile');
    const card = page.getByRole('heading', { name: 'Delete account' });
    await card.waitFor();
    // The export is offered before anything is deleted (one on /profile, none elsewhere here).
    expect(await page.getByRole('button', { name: 'Export Links' }).count()).toBe(1);

    const password = page.getByLabel('Password to confirm');
    await password.fill('not my password');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('alertdialog', { name: 'Delete your account?' }).waitFor();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The current password is not correct.' })
      .waitFor();

    await password.fill(account.password);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await userStatus(server.url, account.session.access_token)).toBe(200);

    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await waitForPath(page, '/auth');
    expect(await userStatus(server.url, account.session.access_token)).toBe(401);

    await fillCredentials(page, account);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await errorToast(page, 'Invalid login credentials').waitFor();
  });
});
