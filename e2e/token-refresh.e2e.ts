import { describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_SECONDS } from '@shared/constants';
import { createAccount } from './support/accounts';
import { refreshStatus, userStatus } from '@server/test-support/auth-api';
import { signInThroughUi } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { pathOf } from './support/navigation';
import { useServer } from './support/server';
import { readStoredSession, waitForRotatedSession } from './support/stored-session';

// A 60 s access token is always within the client's refresh margin (3 ticks of 30 s), so the
// app refreshes on every tick: a refresh happens within one tick of signing in.
const server = useServer({ ACCESS_TOKEN_TTL_SECONDS: '60' });
const browser = useBrowser(server);

/** One 30 s tick, plus room for a slow machine. */
const ROTATION_TIMEOUT_MS = 40_000;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

describe('automatic token refresh', () => {
  it(
    'rotates the tokens while the app runs; the app keeps working and the old refresh token is refused',
    { timeout: 90_000 },
    async () => {
      const account = await createAccount(server.url);
      const page = await browser.open();
      await signInThroughUi(page, account);
      const signedIn = (await readStoredSession(page))!;

      const refreshed = await waitForRotatedSession(
        page,
        signedIn.refresh_token,
        ROTATION_TIMEOUT_MS,
      );
      const rotationSeenAt = Date.now();
      expect(refreshed.access_token).not.toBe(signedIn.access_token);
      expect(refreshed.user.email).toBe(account.email);
      await page.getByText(account.email).waitFor();

      await page.reload();
      await page.getByText(account.email).waitFor();
      expect(pathOf(page)).toBe('/');
      const current = (await readStoredSession(page))!;
      expect(current.user.email).toBe(account.email);
      expect(await userStatus(server.url, current.access_token)).toBe(200);

      // From here the server is probed behind the app's back; its ticker must not race us.
      await browser.closeContext();
      // A rotated token is still honoured for a short grace window (tabs refreshing at once);
      // after it, presenting the old token again is refused.
      await sleep(rotationSeenAt + (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000 - Date.now());
      expect(await refreshStatus(server.url, signedIn.refresh_token)).toBe(401);
      // A replayed token means it leaked: the server ends the whole session.
      expect(await userStatus(server.url, current.access_token)).toBe(401);
    },
  );
});
