import type { Locator, Page } from 'playwright-core';
import type { ApiToken } from '@shared/contracts/tokens';
import type { Account } from './accounts';

// The Settings → API tokens card, by role and accessible name only, and the token API from Node.

/** The card: a region named by its title. */
export function tokensCard(page: Page): Locator {
  return page.getByRole('region', { name: 'API tokens', exact: true });
}

/** The lines of the card's list of tokens. */
export function tokenLines(page: Page): Locator {
  return tokensCard(page).getByRole('list', { name: 'Your tokens' }).getByRole('listitem');
}

/** Each line's text, its paragraphs and button one a row. */
export async function tokenLineTexts(page: Page): Promise<string[]> {
  const texts = await tokenLines(page).allInnerTexts();
  return texts.map((text) => text.replace(/\n+/g, '\n').trim());
}

/** The user's tokens as the API has them, read with their session. */
export async function tokensViaApi(serverUrl: string, account: Account): Promise<ApiToken[]> {
  const response = await fetch(`${serverUrl}/api/tokens`, {
    headers: { Authorization: `Bearer ${account.session.access_token}` },
  });
  if (!response.ok) throw new Error(`GET /api/tokens failed (${response.status})`);
  return ((await response.json()) as { tokens: ApiToken[] }).tokens;
}

/** The status of a library read made with an API token, as a script would make it. */
export async function libraryStatusWithToken(serverUrl: string, secret: string): Promise<number> {
  const response = await fetch(`${serverUrl}/api/library`, {
    headers: { Authorization: `Bearer ${secret}` },
  });
  await response.body?.cancel();
  return response.status;
}

/** A moment as the card shows it in the default date format (MM/DD/YYYY, this machine's zone). */
export function defaultFormatDate(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}
