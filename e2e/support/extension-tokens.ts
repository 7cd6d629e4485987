import type { Page } from 'playwright-core';
import type { CreatedApiToken } from '@shared/contracts/tokens';
import type { Account } from './accounts';
import type { ExtensionBrowser } from './extension-browser';
import { SESSION_STORAGE_KEY } from './stored-session';

// API tokens from Node, as the web app's connect screen makes them, and the web app's session
// in the extension's browser profile.

/** A new token of the account's (what approving the extension makes), its secret. */
export async function createTokenViaApi(serverUrl: string, account: Account): Promise<string> {
  const response = await fetch(`${serverUrl}/api/tokens`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${account.session.access_token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ name: 'Browser extension (e2e)' }),
  });
  if (!response.ok) throw new Error(`POST /api/tokens failed (${response.status})`);
  return ((await response.json()) as CreatedApiToken).token;
}

/** GET /api/tokens/current with a secret: the status, and on 200 the account's e-mail. */
export async function currentToken(
  serverUrl: string,
  secret: string,
): Promise<{ status: number; email?: string; name?: string }> {
  const response = await fetch(`${serverUrl}/api/tokens/current`, {
    headers: { Authorization: `Bearer ${secret}` },
  });
  if (!response.ok) {
    await response.body?.cancel();
    return { status: response.status };
  }
  const { email, name } = (await response.json()) as { email: string; name: string };
  return { status: response.status, email, name };
}

/** Revokes a token with itself, as a script (or the extension's Disconnect) does. */
export async function revokeTokenViaApi(serverUrl: string, secret: string): Promise<void> {
  const response = await fetch(`${serverUrl}/api/tokens/current`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${secret}` },
  });
  if (response.status !== 204) throw new Error(`Revoking failed (${response.status})`);
}

/** Signs the profile's Vidshelf tabs in as `account` (the web app keeps its session there). */
export async function signInWebApp(
  browser: ExtensionBrowser,
  serverUrl: string,
  account: Account,
): Promise<void> {
  const page: Page = await browser.context.newPage();
  try {
    await page.goto(`${serverUrl}/auth`);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      SESSION_STORAGE_KEY,
      JSON.stringify(account.session),
    ] as const);
  } finally {
    await page.close();
  }
}
