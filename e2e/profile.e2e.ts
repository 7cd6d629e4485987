import { describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { waitForLibrary } from './support/library-screen';
import { waitForPath } from './support/navigation';
import { useServer } from './support/server';

// docs/product/screens-and-routes.md "Profile": e-mail, "Member since", a display name that cannot
// be saved yet.
const server = useServer();
const browser = useBrowser(server);

const longUsDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

describe('the profile page', () => {
  it("shows the user's e-mail and start date, and a display name not yet saved", async () => {
    const account = await createAccount(server.url);
    const page = await browser.open({ session: account.session });
    await page.goto('/profile');

    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    const details = page.getByRole('definition');
    expect(await page.getByRole('term').allTextContents()).toEqual(['Email', 'Member since']);
    // The browser runs in this machine's time zone, as this process does.
    expect(await details.allTextContents()).toEqual([
      account.email,
      longUsDate(account.session.user.created_at),
    ]);
    expect(await details.nth(1).textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    const displayName = page.getByRole('textbox', { name: 'Display Name' });
    await displayName.fill('Ada');
    expect(await displayName.inputValue()).toBe('Ada');
    const save = page.getByRole('button', { name: 'Save Changes' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByText('Profile editing will be available in a future update.').waitFor();

    await page.getByRole('button', { name: 'Back to Videos' }).click();
    await waitForPath(page, '/');
    await waitForLibrary(page);
  });
});
