import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, type Account } from './support/accounts';
import { useBrowser } from './support/browser';
import { readClipboard } from './support/clipboard';
import { useServer } from './support/server';
import { waitForSettings } from './support/settings-screen';
import {
  defaultFormatDate,
  libraryStatusWithToken,
  tokenLineTexts,
  tokensCard,
  tokensViaApi,
} from './support/tokens-card';

// docs/product/extension-and-tokens.md "API tokens": a token made in the card works for a script at
// once, its secret is shown once, its use shows in the list, and revoking it stops it at once.
const server = useServer();
const browser = useBrowser(server);

const NAME_MISSING = 'Name the token, e.g. after the device or script that uses it.';

async function openSettings(account: Account): Promise<Page> {
  const page = await browser.open({ session: account.session });
  await page.goto('/settings');
  await waitForSettings(page);
  return page;
}

const button = (page: Page, name: string) =>
  tokensCard(page).getByRole('button', { name, exact: true });

describe('API tokens', () => {
  it('creates a token whose secret is shown once and works, shows its use, and revokes it', async () => {
    const account = await createAccount(server.url, 'tokens');
    const page = await openSettings(account);
    const card = tokensCard(page);
    await card.getByText('No tokens yet.', { exact: true }).waitFor();
    expect(await card.getByRole('link', { name: '/api/openapi.json' }).getAttribute('href')).toBe(
      '/api/openapi.json',
    );

    await card.getByLabel('Token name').fill('Laptop script');
    await button(page, 'Create token').click();
    const secretField = card.getByLabel('New token', { exact: true });
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^vs_pat_[\w-]{43}$/);
    expect(await secretField.getAttribute('readonly')).not.toBeNull();
    await card.getByText('Copy it now: it will not be shown again.', { exact: true }).waitFor();
    expect(await card.getByLabel('Token name').inputValue()).toBe('');

    const [created] = await tokensViaApi(server.url, account);
    const createdOn = `Created ${defaultFormatDate(created!.createdAt)}`;
    await expect
      .poll(() => tokenLineTexts(page))
      .toEqual([`Laptop script\n${createdOn} · Never used\nRevoke`]);

    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await button(page, 'Copy').click();
    await button(page, 'Copied').waitFor();
    expect(await readClipboard(page)).toBe(secret);

    // A script uses it: the library answers.
    expect(await libraryStatusWithToken(server.url, secret)).toBe(200);

    await button(page, 'Done').click();
    await secretField.waitFor({ state: 'detached' });
    expect(await card.getByText('Copy it now: it will not be shown again.').count()).toBe(0);
    expect(
      await card.getByLabel('Token name').evaluate((el) => el === document.activeElement),
    ).toBe(true);

    // After a reload the list says when it was used, and the secret is nowhere on the page.
    await page.reload();
    await waitForSettings(page);
    const [used] = await tokensViaApi(server.url, account);
    expect(used!.lastUsedAt).not.toBeNull();
    await expect
      .poll(() => tokenLineTexts(page))
      .toEqual([
        `Laptop script\n${createdOn} · Last used ${defaultFormatDate(used!.lastUsedAt!)}\nRevoke`,
      ]);
    expect(await page.content()).not.toContain(secret);

    // Revoking asks first; Cancel keeps it.
    const revoke = card.getByRole('button', { name: 'Revoke Laptop script', exact: true });
    const dialog = page.getByRole('alertdialog', { name: 'Revoke token?' });
    await revoke.click();
    await dialog.waitFor();
    expect(await dialog.getByRole('paragraph').innerText()).toBe(
      '“Laptop script” stops working at once: whatever uses it can no longer reach your library. This cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await tokenLineTexts(page)).toHaveLength(1);
    expect(await libraryStatusWithToken(server.url, secret)).toBe(200);

    await revoke.click();
    await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByText('The token “Laptop script” was revoked.', { exact: true }).waitFor();
    await card.getByText('No tokens yet.', { exact: true }).waitFor();
    expect(await libraryStatusWithToken(server.url, secret)).toBe(401);
    expect(await tokensViaApi(server.url, account)).toEqual([]);
  });

  it('shows the server’s message for a token without a name, and makes none', async () => {
    const account = await createAccount(server.url, 'tokens-unnamed');
    const page = await openSettings(account);
    browser.consoleErrors.allowFailedRequest('/api/tokens', 400);
    const card = tokensCard(page);
    await card.getByText('No tokens yet.', { exact: true }).waitFor();

    await card.getByLabel('Token name').fill('   ');
    await button(page, 'Create token').click();
    await card.getByRole('alert').filter({ hasText: NAME_MISSING }).waitFor();
    expect(await card.getByRole('alert').innerText()).toBe(NAME_MISSING);
    expect(await card.getByLabel('Token name').getAttribute('aria-invalid')).toBe('true');
    expect(await card.getByLabel('New token', { exact: true }).count()).toBe(0);
    expect(await tokensViaApi(server.url, account)).toEqual([]);
  });
});
