import { describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { libraryViaApi, seedLibrary, updateVideoViaApi } from './support/library-api';
import { cardAction, videoCard } from './support/library-screen';
import { openLibrary } from './support/library-session';

// A title is data, never markup: it shows as text and runs nothing.
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

const HOSTILE = '<img src=x onerror=alert(1)><script>alert(2)</script>';

describe('an HTML title', () => {
  it('shows as plain text on the card and in the dialogs, and no script runs', async () => {
    const account = await createAccount(server.url);
    const ids = await seedLibrary(server.url, account, {
      Unsorted: ['https://plain.example.com/'],
    });
    const [video] = (await libraryViaApi(server.url, account)).videos;
    await updateVideoViaApi(server.url, account, video!.id, {
      title: HOSTILE,
      url: video!.url,
      categoryId: ids.Unsorted!,
    });

    const dialogs: string[] = [];
    const { page } = await openLibrary(server, browser, {
      account,
      before: async (page) => page.on('dialog', (dialog) => void dialogs.push(dialog.message())),
    });
    const card = videoCard(page, HOSTILE);
    await card.getByRole('heading', { name: HOSTILE }).waitFor();

    await cardAction(page, HOSTILE, 'Delete');
    const confirm = page.getByRole('alertdialog', { name: 'Delete this video?' });
    await confirm.getByText(HOSTILE, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await cardAction(page, HOSTILE, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Video' });
    expect(await edit.getByLabel('Title').inputValue()).toBe(HOSTILE);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Nothing was parsed as markup: no injected image (the card's placeholder is drawn inline,
    // so any <img> here would be the title's), no alert.
    expect(await card.locator('img').count()).toBe(0);
    expect(await card.locator('[data-slot="placeholder-thumbnail"]').count()).toBe(1);
    expect(dialogs).toEqual([]);
  });
});
