import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { libraryViaApi, seedLibraryInOrder, ytId, ytUrl } from './support/library-api';
import { focusedCard, toast, videoCard } from './support/library-screen';
import { openLibrary } from './support/library-session';
import { fakeYouTubeImages } from './support/thumbnails';

// docs/product/watch-later-and-player.md#player: the player dialog with the provider's
// privacy-respecting embed (the page's CSP allows exactly its hosts), Escape closes it, and 30 s of
// playing marks the video watched, with Undo.
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

const ID = ytId(18);
const TITLE = `Video ${ID}`;

/** The embedded players' hosts are out of reach here: each answers with a page of its own. */
async function fakePlayers(page: Page): Promise<void> {
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title><p>Playing</p>' }),
  );
}

async function openWithVideos() {
  const account = await createAccount(server.url);
  await seedLibraryInOrder(server.url, account, {
    Unsorted: [ytUrl(ID), 'https://vimeo.com/76979871', 'https://page.example.com/'],
  });
  const { page } = await openLibrary(server, browser, {
    account,
    before: async (page) => {
      await fakeYouTubeImages(page);
      await fakePlayers(page);
      await page.clock.install();
    },
  });
  await videoCard(page, TITLE).waitFor();
  return { page, account };
}

const player = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/**
 * Escape once the dialog's panel has the focus (it takes it as it opens, rather than the
 * player's frame, whose page would take the key; under load a key pressed earlier goes to the
 * page), then wait for it to go: while open it hides the page from roles.
 */
async function closeWithEscape(page: Page, title: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
    .toBe('dialog');
  await page.keyboard.press('Escape');
  await player(page, title).waitFor({ state: 'detached' });
}

describe('the player', () => {
  it('plays YouTube through youtube-nocookie.com and Vimeo without tracking; Escape closes it', async () => {
    const { page } = await openWithVideos();
    const card = videoCard(page, TITLE);
    await card.hover();
    await card.getByRole('button', { name: 'Play', exact: true }).click();
    const dialog = player(page, TITLE);
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('title')).toBe(`YouTube player: ${TITLE}`);
    expect(await frame.getAttribute('src')).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`,
    );
    // The CSP lets the player's page load in the frame.
    await dialog.frameLocator('iframe').getByText('Playing').waitFor();
    await closeWithEscape(page, TITLE);
    await expect.poll(() => focusedCard(page)).toBe(TITLE);

    // A click on the image plays too; p on a focused card as well.
    await videoCard(page, 'vimeo.com').locator('[data-slot="card-image"]').click();
    const vimeo = player(page, 'vimeo.com').locator('iframe');
    expect(await vimeo.getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
    await closeWithEscape(page, 'vimeo.com');
    await videoCard(page, TITLE).focus();
    await page.keyboard.press('p');
    await player(page, TITLE).waitFor();
    await closeWithEscape(page, TITLE);

    // A web page has no player.
    const web = videoCard(page, 'page.example.com');
    await web.hover();
    expect(await web.getByRole('button', { name: 'Play', exact: true }).count()).toBe(0);
  });

  it('marks the video watched after 30 s of playing, with Undo', async () => {
    const { page, account } = await openWithVideos();
    const card = videoCard(page, TITLE);
    await card.hover();
    // The installed clock runs at real speed, and a loaded machine takes seconds to open the
    // dialog: the clock stops 10 s after the click, so the timer started between the two.
    const clickedAt = await page.evaluate(() => Date.now());
    await card.getByRole('button', { name: 'Play', exact: true }).click();
    await player(page, TITLE).waitFor();
    await page.clock.pauseAt(clickedAt + 10_000);
    const watchedOnServer = async () =>
      (await libraryViaApi(server.url, account)).videos.find((video) => video.title === TITLE)!
        .watchedAt !== null;
    // 29 s after the click, under 30 s of playing.
    await page.clock.fastForward(19_000);
    expect(await watchedOnServer()).toBe(false);
    // By 30 s after the dialog opened, at the latest; a second at a time, so that the toast
    // it shows is not timed out by the same jump.
    for (let second = 0; second < 11 && !(await watchedOnServer()); second++) {
      await page.clock.fastForward(1_000);
    }
    await expect.poll(watchedOnServer).toBe(true);
    // The toasts' library shows them from a timer.
    await page.clock.resume();
    // The dialog hides the page from assistive technology while open: look once it is closed.
    await closeWithEscape(page, TITLE);
    await card.getByText('Watched', { exact: true }).waitFor();

    await toast(page, 'Marked as watched').getByRole('button', { name: 'Undo' }).click();
    await expect.poll(watchedOnServer).toBe(false);
    expect(await card.getByText('Watched', { exact: true }).count()).toBe(0);
  });
});
