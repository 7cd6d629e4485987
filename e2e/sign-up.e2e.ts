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
    await errorToast(page, 'A user with this email address has already been registered.').waitFor();
    expect(pathOf(page)).toBe('/auth');
  });
});
