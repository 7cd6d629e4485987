import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_THUMBNAIL_URL } from '@shared/constants';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { libraryViaApi, seedLibrary, ytId, ytUrl } from './support/library-api';
import { videoCard } from './support/library-screen';
import { openLibrary } from './support/library-session';
import { fakeYouTubeImages } from './support/thumbnails';

// SPEC §2: a card shows a placeholder image when its thumbnail is missing.
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

async function openWithYouTubeVideo(n: number, images: Parameters<typeof fakeYouTubeImages>[1]) {
  const id = ytId(n);
  const account = await createAccount(server.url);
  await seedLibrary(server.url, account, { Unsorted: [ytUrl(id)] });
  const [video] = (await libraryViaApi(server.url, account)).videos;
  const { page } = await openLibrary(server, browser, {
    account,
    before: (page) => fakeYouTubeImages(page, images),
  });
  // The thumbnail is decorative (alt=""): the card's title names the card.
  const image = videoCard(page, `Video ${id}`).getByRole('presentation');
  return { id, page, image, stored: video!.thumbnailUrl };
}

/** Waits until the image has loaded from `src`, and returns its natural width. */
async function loadedWidth(image: ReturnType<typeof videoCard>, src: string) {
  await expect.poll(() => image.getAttribute('src')).toBe(src);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth);
}

describe('thumbnails', () => {
  it('shows the stored YouTube image when it loads', async () => {
    const { image, stored } = await openWithYouTubeVideo(1, 'image');
    expect(stored).toMatch(/^https:\/\/i\.ytimg\.com\//);
    expect(await loadedWidth(image, stored!)).toBe(480);
  });

  it('falls back to the placeholder when the image host answers 404', async () => {
    const { id, image, stored } = await openWithYouTubeVideo(2, 404);
    browser.consoleErrors.allowFailedRequest(new URL(stored!).pathname, 404);
    browser.consoleErrors.allowFailedRequest(`/vi/${id}/hqdefault.jpg`, 404);
    expect(await loadedWidth(image, PLACEHOLDER_THUMBNAIL_URL)).toBeGreaterThan(0);
  });

  it("falls back to the placeholder on YouTube's grey 120×90 stand-in", async () => {
    const { image } = await openWithYouTubeVideo(3, 'stand-in');
    expect(await loadedWidth(image, PLACEHOLDER_THUMBNAIL_URL)).toBeGreaterThan(0);
  });
});
