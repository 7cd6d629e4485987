import { describe, it } from 'vitest';
import { LIBRARY_MESSAGES } from '@shared/library-messages';
import { createAccount } from './support/accounts';
import { errorToast } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { seedLibrary } from './support/library-api';
import { openLibrary } from './support/library-session';
import { waitForPath } from './support/navigation';
import { useServer } from './support/server';
import { userMenuTrigger } from './support/user-menu';

// docs/product/honest-screens.md#error-toasts: an error toast belongs to the form or screen that
// raised it; it does not follow the user to the next screen (switching the auth forms:
// sign-in.e2e.ts and sign-up.e2e.ts).
const server = useServer();
const browser = useBrowser(server);

describe('error toasts', () => {
  it('go when the user moves to another screen', async () => {
    const account = await createAccount(server.url);
    await seedLibrary(server.url, account, { Music: [] });
    const { page } = await openLibrary(server, browser, { account });

    await page.getByRole('button', { name: 'Add collection' }).click();
    const name = page.getByRole('textbox', { name: 'New collection name' });
    await name.fill('Music');
    await name.press('Enter');
    const toast = errorToast(page, LIBRARY_MESSAGES.collectionNameTaken);
    await toast.waitFor();

    // The pointer rests on the toast, which holds its own timer: only leaving may remove it.
    // So the user menu is worked by keyboard.
    await toast.hover();
    await userMenuTrigger(page, account.email).press('Enter');
    await page.getByRole('menuitem', { name: 'Settings' }).press('Enter');
    await waitForPath(page, '/settings');
    await toast.waitFor({ state: 'hidden' });
  });
});
