import { describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { chooseFromUserMenu, userMenuTrigger } from './support/user-menu';
import { readLocalStorage } from './support/local-storage';
import { htmlClass, htmlClassBeforeApp, recordHtmlClassBeforeApp } from './support/theme-probe';

// docs/product/overview.md and limits.md: a light/dark theme, dark by default, kept in the browser.
const server = useServer();
const browser = useBrowser(server);

const THEME_STORAGE_KEY = 'vidshelf-theme';

describe('theme', () => {
  it('is dark by default, before the app runs', async () => {
    const page = await browser.open();
    await recordHtmlClassBeforeApp(page);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await htmlClassBeforeApp(page)).toEqual(['dark']);
    expect(await htmlClass(page)).toEqual(['dark']);
  });

  it('"Toggle theme" switches at once, and the choice survives a reload with no flash', async () => {
    const account = await createAccount(server.url);
    const page = await browser.open({ session: account.session });
    await page.goto('/');
    const toggle = () => chooseFromUserMenu(page, account.email, 'Toggle theme');

    await toggle();
    // No waiting: the class changes in the click handler itself.
    expect(await htmlClass(page)).toEqual(['light']);
    expect(await readLocalStorage(page, THEME_STORAGE_KEY)).toBe('light');

    await recordHtmlClassBeforeApp(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await htmlClassBeforeApp(page)).toEqual(['light']);
    expect(await htmlClass(page)).toEqual(['light']);
    await userMenuTrigger(page, account.email).waitFor();

    await toggle();
    expect(await htmlClass(page)).toEqual(['dark']);
    expect(await readLocalStorage(page, THEME_STORAGE_KEY)).toBe('dark');
  });
});
