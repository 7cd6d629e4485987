import { userMenuTrigger } from './support/user-menu';
import { describe, expect, it } from 'vitest';
import { createAccount, uniqueEmail } from './support/accounts';
import { errorToast, fillCredentials, passwordField } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { pathOf, waitForPath } from './support/navigation';
import { useServer } from './support/server';
import { readStoredSession } from './support/stored-session';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

// Sign-up through the screen (the server allows it here: ALLOW_SIGNUP=true).
const server = useServer();
const browser = useBrowser(server);

interface WeakPasswordBody {
  error: { code: string; reasons?: { message: string }[] };
}

describe('sign-up', () => {
  it('shows each of the server’s reasons under a weak password, then signs up with a strong one', async () => {
    const page = await browser.open();
    browser.consoleErrors.allowFailedRequest('/api/auth/signup', 422);
    const email = uniqueEmail('signup');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();

    await fillCredentials(page, { email, password: 'abc' });
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/signup');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const body = (await (await answer).json()) as WeakPasswordBody;
    expect(body.error.code).toBe('weak_password');
    const reasons = (body.error.reasons ?? []).map(({ message }) => message);
    expect(reasons).toContain('Password should be at least 8 characters.');
    for (const reason of reasons) {
      await page.getByRole('listitem').filter({ hasText: reason }).waitFor();
    }
    expect(await passwordField(page).getAttribute('aria-invalid')).toBe('true');
    expect(pathOf(page)).toBe('/auth');
    expect(await readStoredSession(page)).toBeNull();

    await passwordField(page).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await waitForPath(page, '/');
    await userMenuTrigger(page, email).waitFor();
    expect((await readStoredSession(page))?.user.email).toBe(email);
  });

  it('an e-mail already registered gets the server’s message', async () => {
    const existing = await createAccount(server.url, 'taken');
    const page = await browser.open();
    browser.consoleErrors.allowFailedRequest('/api/auth/signup', 409);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Create account' }).click();
    await fillCredentials(page, { email: existing.email, password: STRONG_PASSWORD });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const toast = errorToast(page, 'A user with this email address has already been registered.');
    await toast.waitFor();
    expect(
      await page
        .getByText('A user with this email address has already been registered.', { exact: true })
        .count(),
    ).toBe(1);
    expect(pathOf(page)).toBe('/auth');

    // docs/product/honest-screens.md#error-toasts: the sign-up form's error does not linger over
    // the sign-in form. The pointer rests on the toast, which holds its own timer: only the switch
    // may remove it.
    await toast.hover();
    await page.getByRole('button', { name: 'I have an account' }).press('Enter');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await toast.waitFor({ state: 'hidden' });
  });

  it('a weak password is told once: its reasons under the field, announced, with no toast', async () => {
    const existing = await createAccount(server.url, 'taken-weak');
    const page = await browser.open();
    browser.consoleErrors.allowFailedRequest('/api/auth/signup', 409);
    browser.consoleErrors.allowFailedRequest('/api/auth/signup', 422);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Create account' }).click();
    // A toast first, so a second one would replace it rather than be still on its way.
    await fillCredentials(page, { email: existing.email, password: STRONG_PASSWORD });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const taken = errorToast(page, 'A user with this email address has already been registered.');
    await taken.waitFor();

    await fillCredentials(page, { email: uniqueEmail('weak'), password: 'abc' });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const reason = 'Password should be at least 8 characters.';
    await page.getByRole('alert').getByText(reason, { exact: true }).waitFor();
    await taken.waitFor({ state: 'hidden' });
    expect(await page.getByText(reason, { exact: true }).count()).toBe(1);
    expect(await page.getByText('Password is too weak.').count()).toBe(0);
    expect(
      await page
        .getByRole('region', { name: /^Notifications/ })
        .getByRole('listitem')
        .count(),
    ).toBe(0);
  });
});
