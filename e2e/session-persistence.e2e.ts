import { userMenuTrigger } from './support/user-menu';
import { describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts';
import { userStatus } from '@server/test-support/auth-api';
import { signInThroughUi } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { pathOf } from './support/navigation';
import { useServer } from './support/server';
import { readStoredSession } from './support/stored-session';

// docs/product/overview.md: the session is persisted in the browser's local storage.
const server = useServer();
const browser = useBrowser(server);

describe('a signed-in session', () => {
  it('is kept in localStorage and survives a reload without a detour through /auth', async () => {
    const account = await createAccount(server.url);
    const page = await browser.open();
    await signInThroughUi(page, account);
    await userMenuTrigger(page, account.email).waitFor();

    const stored = await readStoredSession(page);
    expect(stored?.user.email).toBe(account.email);
    expect(stored?.refresh_token).toBeTruthy();
    expect(stored?.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(await userStatus(server.url, stored!.access_token)).toBe(200);

    // Every path the page shows, client-side redirects (history API) included.
    const paths: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
    });
    await page.reload();
    await userMenuTrigger(page, account.email).waitFor();
    expect(pathOf(page)).toBe('/');
    expect(paths).not.toContain('/auth');
    // An hour-long access token is not due for refresh: the same session is still stored.
    expect(await readStoredSession(page)).toEqual(stored);
  });
});
