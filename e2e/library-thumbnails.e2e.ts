import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { libraryViaApi, seedLibrary, ytId, ytUrl } from './support/library-api';
import { videoCard } from './support/library-screen';
import { openLibrary } from './support/library-session';
import { fakeYouTubeImages } from './support/thumbnails';
import { chooseFromUserMenu } from './support/user-menu';
import { htmlClass } from './support/theme-probe';

// docs/product/screens-and-routes.md: a card shows a placeholder image when its thumbnail is
// missing.
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
  return { id, page, image, stored: video!.thumbnailUrl, placeholder: placeholderOf(page, id) };
}

/** The placeholder a card draws in place of an image (decorative, like the image). */
const placeholderIn = (card: Locator) => card.locator('[data-slot="placeholder-thumbnail"]');
const placeholderOf = (page: Page, id: string) => placeholderIn(videoCard(page, `Video ${id}`));

/** The placeholder's background and icon colours, and the theme's muted tokens, as computed. */
async function placeholderColours(placeholder: Locator) {
  return placeholder.evaluate((element) => {
    const resolve = (property: 'backgroundColor' | 'color', token: string) => {
      const probe = document.createElement('div');
      probe.style[property] = `var(${token})`;
      document.body.append(probe);
      const value = getComputedStyle(probe)[property];
      probe.remove();
      return value;
    };
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      icon: style.color,
      muted: resolve('backgroundColor', '--muted'),
      mutedForeground: resolve('color', '--muted-foreground'),
    };
  });
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
    const { id, image, stored, placeholder } = await openWithYouTubeVideo(2, 404);
    browser.consoleErrors.allowFailedRequest(new URL(stored!).pathname, 404);
    browser.consoleErrors.allowFailedRequest(`/vi/${id}/hqdefault.jpg`, 404);
    await placeholder.waitFor();
    expect(await image.count()).toBe(0);
  });

  it("falls back to the placeholder on YouTube's grey 120×90 stand-in", async () => {
    const { image, placeholder } = await openWithYouTubeVideo(3, 'stand-in');
    await placeholder.waitFor();
    expect(await image.count()).toBe(0);
  });

  it('never shows the stand-in: the card shows hqdefault.jpg once it has loaded', async () => {
    const id = ytId(5);
    const account = await createAccount(server.url);
    await seedLibrary(server.url, account, { Unsorted: [ytUrl(id)] });
    const { page } = await openLibrary(server, browser, {
      account,
      before: async (page) => {
        await fakeYouTubeImages(page, 'maxres-missing');
        // Every frame, the images a person could see (not transparent), by their file name.
        await page.addInitScript(() => {
          const seen = new Set<string>();
          (window as unknown as { seenImages: Set<string> }).seenImages = seen;
          const look = () => {
            for (const img of document.querySelectorAll('img')) {
              if (getComputedStyle(img).opacity !== '0') seen.add(img.src.split('/').pop()!);
            }
            requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        });
      },
    });
    const image = videoCard(page, `Video ${id}`).getByRole('presentation');
    expect(await loadedWidth(image, `https://i.ytimg.com/vi/${id}/hqdefault.jpg`)).toBe(480);
    await expect.poll(() => image.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
    const seen = await page.evaluate(() => [
      ...(window as unknown as { seenImages: Set<string> }).seenImages,
    ]);
    expect(seen).toEqual(['hqdefault.jpg']);
  });

  it("draws the placeholder in the theme's muted colours, light and dark alike", async () => {
    const account = await createAccount(server.url);
    // A link that is not YouTube's has no image: the placeholder from the start.
    await seedLibrary(server.url, account, { Unsorted: ['https://one.example.com/a'] });
    const { page } = await openLibrary(server, browser, { account });
    const placeholder = placeholderIn(videoCard(page, 'one.example.com'));
    const box = await placeholder.boundingBox();
    expect(box?.width).toBeGreaterThan(100);

    expect(await htmlClass(page)).toEqual(['dark']);
    const dark = await placeholderColours(placeholder);
    expect(dark.background).toBe(dark.muted);
    expect(dark.icon).toBe(dark.mutedForeground);

    await chooseFromUserMenu(page, account.email, 'Toggle theme');
    expect(await htmlClass(page)).toEqual(['light']);
    const light = await placeholderColours(placeholder);
    expect(light.background).toBe(light.muted);
    expect(light.icon).toBe(light.mutedForeground);
    expect(light.background).not.toBe(dark.background);
    expect(light.icon).not.toBe(dark.icon);
  });
});
