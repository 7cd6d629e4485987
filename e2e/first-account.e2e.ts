import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/accounts';
import { signUpStatus } from '@server/test-support/auth-api';
import { fillCredentials } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { waitForPath } from './support/navigation';
import { useServer } from './support/server';
import { userMenuTrigger } from './support/user-menu';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

// A fresh install as `npm start` runs it (ALLOW_SIGNUP unset): the first person to open it
// creates the owner's account; then sign-up closes (docs/decisions/0027-signup-policy.md).
const server = useServer({ ALLOW_SIGNUP: '' });
const browser = useBrowser(server);

const NOTE = 'This Vidshelf has no account yet. Create the first one: it will be yours.';

describe('a fresh install', () => {
  it('leads the first visitor to create their account', async () => {
    const page = await browser.open();
    await page.goto('/auth');
    await page.getByRole('note').filter({ hasText: NOTE }).waitFor();
    await page.getByRole('button', { name: 'Create account' }).click();
    const email = uniqueEmail('owner');
    await fillCredentials(page, { email, password: STRONG_PASSWORD });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await waitForPath(page, '/');
    await userMenuTrigger(page, email).waitFor();
  });

  it('then closes: the next visitor sees the sign-in screen alone, and the server refuses', async () => {
    const other = await browser.open();
    await other.goto('/auth');
    await other.getByRole('button', { name: 'Sign In' }).waitFor();
    await other.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await other.getByRole('button', { name: 'Create account' }).count()).toBe(0);
    expect(await other.getByText(NOTE).count()).toBe(0);
    expect(
      await signUpStatus(server.url, { email: uniqueEmail('second'), password: STRONG_PASSWORD }),
    ).toBe(403);
  });
});
