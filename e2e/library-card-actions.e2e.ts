import { describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { putOnClipboard, readClipboard } from './support/clipboard';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { seedLibrary } from './support/library-api';
import { cardAction, toast, videoCard } from './support/library-screen';
import { openLibrary } from './support/library-session';

// SPEC §2 video card: middle-click opens the URL in a new tab; "Copy URL" (§8 success toast).
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
      videoCard(page, TITLE).getByRole('heading', { name: TITLE }).click({ button: 'middle' }),
    ]);
    await tab.waitForURL(URL_);
    expect(tab.url()).toBe(URL_);
    // The library stays where it was.
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
