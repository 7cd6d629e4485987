import { describe, expect, it } from 'vitest';
import { PRODUCT_TAGLINE } from '@shared/constants';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { pathOf, waitForPath } from './support/navigation';
import { useServer } from './support/server';

// docs/product/screens-and-routes.md and states.md: the signed-in screens need a user; /auth is for
// visitors only.
const server = useServer();
const browser = useBrowser(server);

describe('signed out', () => {
  it.each(['/', '/profile', '/settings', '/upgrade'])(
    'visiting %s lands on /auth',
    async (path) => {
      const page = await browser.open();
      await page.goto(path);
      await waitForPath(page, '/auth');
      await page.getByRole('heading', { level: 1, name: 'Vidshelf' }).waitFor();
      await page.getByText(PRODUCT_TAGLINE).waitFor();
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
    },
  );
});

describe('signed in', () => {
  it('visiting /auth is sent to /', async () => {
    const account = await createAccount(server.url);
    const page = await browser.open({ session: account.session });
    await page.goto('/auth');
    await waitForPath(page, '/');
    await page.getByText(account.email).waitFor();
    expect(pathOf(page)).toBe('/');
  });

  it.each(['/profile', '/settings', '/upgrade'])('can open %s', async (path) => {
    const account = await createAccount(server.url);
    const page = await browser.open({ session: account.session });
    await page.goto(path);
    await page.getByRole('button', { name: 'Back to Videos' }).waitFor();
    expect(pathOf(page)).toBe(path);
  });
});
