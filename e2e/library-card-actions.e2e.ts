import { describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { putOnClipboard, readClipboard } from './support/clipboard';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { seedLibrary } from './support/library-api';
import { cardAction, toast, videoCard } from './support/library-screen';
import { openLibrary } from './support/library-session';

// docs/product/screens-and-routes.md "Video card": middle-click opens the URL in a new tab;
// "Copy URL" (errors.md success toast); docs/product/keyboard-shortcuts.md#title-links: the title
// is a real link.
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

const URL_ = 'https://example.com/watch/42';
const TITLE = 'example.com';

async function openWithVideo() {
  const account = await createAccount(server.url);
  await seedLibrary(server.url, account, { Unsorted: [URL_] });
  const { page } = await openLibrary(server, browser, { account });
  // No network: the new tab's request is answered here.
  await page.context().route('https://example.com/**', (route) => route.fulfill({ body: 'ok' }));
  await videoCard(page, TITLE).waitFor();
  return page;
}

describe('video card actions', () => {
  it('a middle click opens the URL in a new tab', async () => {
    const page = await openWithVideo();
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      // Away from the title's link: the card itself opens it.
      videoCard(page, TITLE).locator('time').click({ button: 'middle' }),
    ]);
    await tab.waitForURL(URL_);
    expect(tab.url()).toBe(URL_);
    // The library stays where it was.
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('the title is a link to the video: a click or a Ctrl-click opens it in a new tab', async () => {
    // A page of the test server: a tab opened in the background is not routed by the test.
    const account = await createAccount(server.url);
    const local = `${server.url}/watched/42`;
    await seedLibrary(server.url, account, { Unsorted: [local] });
    const { page } = await openLibrary(server, browser, { account });
    const link = page.getByRole('article').getByRole('heading').getByRole('link');
    expect(await link.getAttribute('href')).toBe(local);
    for (const modifiers of [[], ['Control']] as const) {
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        link.click({ modifiers: [...modifiers] }),
      ]);
      await tab.waitForURL(local);
      // A new tab that cannot reach back to the library.
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await tab.close();
    }
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('"Copy URL" puts the URL on the clipboard and says so', async () => {
    const page = await openWithVideo();
    await putOnClipboard(page, 'something else');
    await cardAction(page, TITLE, 'Copy URL');
    await toast(page, 'URL copied!')
      .filter({ hasText: 'Video URL has been copied to clipboard.' })
      .waitFor();
    expect(await readClipboard(page)).toBe(URL_);
  });
});
