import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SIGNIN_FAILURES_PER_ACCOUNT, SIGNUPS_PER_IP } from '@shared/constants';
import { createAccount, uniqueEmail } from './support/accounts';
import { signUpStatus } from '@server/test-support/auth-api';
import { errorToast, fillCredentials, passwordField } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { pathOf } from './support/navigation';
import { useServer } from './support/server';
import { readStoredSession } from './support/stored-session';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

// docs/product/security.md#rate-limits: sign-in and sign-up are rate limited (default limits); a
// refusal shows the server's message in the "Error" toast, as every other auth failure does
// (docs/product/errors.md).
const server = useServer();
const browser = useBrowser(server);

const TOO_MANY = 'Too many attempts. Please wait and try again.';

/** Clicks the form's submit button and returns the HTTP status of the request it sends. */
async function submit(page: Page, button: 'Sign In' | 'Sign Up'): Promise<number> {
  const path = button === 'Sign In' ? '/api/auth/signin' : '/api/auth/signup';
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === path);
  await page.getByRole('button', { name: button }).click();
  return (await answer).status();
}

describe('auth rate limits', () => {
  it(`after ${SIGNIN_FAILURES_PER_ACCOUNT} wrong passwords even the right one is refused, with a clear message`, async () => {
    const account = await createAccount(server.url);
    const page = await browser.open();
    browser.consoleErrors.allowFailedRequest('/api/auth/signin', 401);
    browser.consoleErrors.allowFailedRequest('/api/auth/signin', 429);
    await page.goto('/auth');

    await fillCredentials(page, { email: account.email, password: `${account.password}-wrong` });
    for (let attempt = 1; attempt <= SIGNIN_FAILURES_PER_ACCOUNT; attempt++) {
      expect(await submit(page, 'Sign In'), `attempt ${attempt}`).toBe(401);
    }
    const wrong = errorToast(page, 'Invalid login credentials');
    await wrong.waitFor();

    await passwordField(page).fill(account.password);
    expect(await submit(page, 'Sign In')).toBe(429);
    await errorToast(page, TOO_MANY).waitFor();
    // The new message replaces the old one rather than stacking under it.
    await wrong.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/auth');
    expect(await readStoredSession(page)).toBeNull();
  });

  it('sign-up from an address that has used up its sign-ups shows the same message', async () => {
    // Use up this machine's sign-ups for the hour through the API; the browser shares its address.
    for (let made = 0; ; made++) {
      const status = await signUpStatus(server.url, {
        email: uniqueEmail('filler'),
        password: STRONG_PASSWORD,
      });
      if (status === 429) break;
      expect(status).toBe(201);
      expect(made).toBeLessThan(SIGNUPS_PER_IP);
    }

    const page = await browser.open();
    browser.consoleErrors.allowFailedRequest('/api/auth/signup', 429);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await fillCredentials(page, { email: uniqueEmail('refused'), password: STRONG_PASSWORD });
    expect(await submit(page, 'Sign Up')).toBe(429);
    await errorToast(page, TOO_MANY).waitFor();
    expect(pathOf(page)).toBe('/auth');
    expect(await readStoredSession(page)).toBeNull();
  });
});
