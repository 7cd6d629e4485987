import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { libraryViaApi, seedLibraryInOrder, ytId, ytUrl } from './support/library-api';
import { toast, videoCard } from './support/library-screen';
import { openLibrary } from './support/library-session';
import { fakeYouTubeImages } from './support/thumbnails';

// docs/product/link-details.md "Keep it right": a card's "Refresh details" asks the site again; a
// video the site reports removed is marked "Unavailable" and stays; an unreachable site is said so.
const { server, oembed } = useServerWithFakeOembed();
const browser = useBrowser(server);

const OFFLINE = ytId(31);
const REMOVED = ytId(32);

/** Opens the card's "More actions" menu and chooses Refresh details. */
async function refresh(page: Page, title: string): Promise<void> {
  const card = videoCard(page, title);
  await card.hover();
  await card.getByRole('button', { name: 'More actions', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Refresh details', exact: true }).click();
}

describe('refresh details', () => {
  it('heals a video saved while YouTube was down, marks a removed one, and says when the site is unreachable', async () => {
    // Saved while YouTube did not answer: the spec's fallbacks.
    oembed().respondWith(OFFLINE, { status: 503, text: 'Service Unavailable' });
    const account = await createAccount(server.url);
    await seedLibraryInOrder(server.url, account, {
      Unsorted: [ytUrl(OFFLINE), ytUrl(REMOVED)],
    });
    const { page } = await openLibrary(server, browser, {
      account,
      before: (page) => fakeYouTubeImages(page),
    });
    const cards = page.getByRole('article', { name: 'YouTube Video', exact: true });
    const offlineId = (await libraryViaApi(server.url, account)).videos.find(
      (video) => video.title === 'YouTube Video',
    )!.id;
    await expect.poll(() => cards.count()).toBe(1);

    // Still down: the server's words, nothing changed.
    await refresh(page, 'YouTube Video');
    browser.consoleErrors.allowFailedRequest(`/api/videos/${offlineId}/refresh`, 503);
    await toast(page, 'YouTube could not be reached. Vidshelf will try again later.').waitFor();
    expect(await cards.count()).toBe(1);

    // YouTube answers again: the card gets its title and channel.
    oembed().respondWith(OFFLINE, { json: {} });
    await refresh(page, 'YouTube Video');
    await toast(page, 'Details refreshed').waitFor();
    const healed = videoCard(page, `Video ${OFFLINE}`);
    await healed.getByText(`Channel ${OFFLINE}`, { exact: true }).waitFor();

    // Removed since it was saved: marked, never deleted, on the server as on the screen.
    oembed().respondWith(REMOVED, { status: 404, text: 'Not Found' });
    await refresh(page, `Video ${REMOVED}`);
    await toast(page, 'The site says this video is unavailable').waitFor();
    const removed = videoCard(page, `Video ${REMOVED}`);
    await removed.getByText('Unavailable', { exact: true }).waitFor();
    expect(await healed.getByText('Unavailable', { exact: true }).count()).toBe(0);
    const stored = (await libraryViaApi(server.url, account)).videos;
    expect(stored.map((video) => [video.title, video.unavailable])).toEqual(
      expect.arrayContaining([
        [`Video ${OFFLINE}`, false],
        [`Video ${REMOVED}`, true],
      ]),
    );

    // Back again: the mark goes.
    oembed().respondWith(REMOVED, { json: {} });
    await refresh(page, `Video ${REMOVED}`);
    await expect.poll(() => removed.getByText('Unavailable', { exact: true }).count()).toBe(0);
  });
});
