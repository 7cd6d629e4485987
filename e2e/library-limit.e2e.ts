import { describe, expect, it } from 'vitest';
import { FREE_VIDEO_LIMIT } from '@shared/constants';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { addVideoViaApi, libraryViaApi, unsortedId } from './support/library-api';
import { addVideoButton, urlTotal } from './support/library-screen';
import { openLibrary } from './support/library-session';

// docs/product/validation.md and roles.md: a free user whose video check fails goes to
// /upgrade?limit=video.
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

describe('the video limit', () => {
  it(`sends a free user at ${FREE_VIDEO_LIMIT} videos to /upgrade?limit=video`, async () => {
    const account = await createAccount(server.url);
    const unsorted = await unsortedId(server.url, account);
    for (let i = 0; i < FREE_VIDEO_LIMIT; i += 1) {
      await addVideoViaApi(server.url, account, `https://example.com/seeded/${i}`, unsorted);
    }
    const { page } = await openLibrary(server, browser, { account });
    await urlTotal(page, FREE_VIDEO_LIMIT).waitFor();
    // docs/product/honest-screens.md: the badge's tooltip says the plan is full before the add is
    // tried.
    await expect
      .poll(() => urlTotal(page, FREE_VIDEO_LIMIT).getAttribute('title'))
      .toBe('50 videos in your library\nFree Plan: 50 of 50 links, 0 of 5 collections\n0 watched');

    await addVideoButton(page).click();
    await page.waitForURL((url) => url.pathname === '/upgrade' && url.search === '?limit=video');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await libraryViaApi(server.url, account)).videos).toHaveLength(FREE_VIDEO_LIMIT);
  });
});
