import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/accounts';
import { signUpStatus } from '@server/test-support/auth-api';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

// An instance run with ALLOW_SIGNUP=false: accounts come from the operator, not the screen.
const server = useServer({ ALLOW_SIGNUP: 'false' });
const browser = useBrowser(server);

describe('with sign-up disabled', () => {
  it('/auth offers no "Create account", and the server refuses sign-ups', async () => {
    const page = await browser.open();
    const settings = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/settings',
    );
    await page.goto('/auth');
    const answer = await settings;
    expect(await answer.json()).toEqual({ signup_enabled: false, first_account: true });
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    // Nothing appears when the answer is "no": give React two frames to render it first.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
    expect(await page.getByRole('button', { name: 'Create account' }).count()).toBe(0);
    expect(await page.getByText('New here?').count()).toBe(0);

    const email = uniqueEmail('refused');
    expect(await signUpStatus(server.url, { email, password: STRONG_PASSWORD })).toBe(403);
  });
});
