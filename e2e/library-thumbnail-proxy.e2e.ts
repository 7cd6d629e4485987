import { join } from 'node:path';
import { lookup as systemLookup } from 'node:dns/promises';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { videos } from '@server/db/schema';
import { answer, startFakeSite } from '@server/test-support/fake-site';
import { listen } from '@server/test-support/listening-app';
import { createTestApp } from '@server/test-support/test-app';
import { pngImage } from '@server/test-support/test-images';
import { createAccount, type Account } from './support/accounts';
import { useBrowser } from './support/browser';
import { libraryViaApi, seedLibrary } from './support/library-api';
import { videoCard } from './support/library-screen';
import { openLibrary } from './support/library-session';
import type { E2eServer } from './support/server';

// Decision 0053: another host's image (a Vimeo thumbnail, a page's og:image) reaches the card
// through the server, as a blob: URL; the browser never asks that host.
//
// The server must reach a local fake image host, which the real server process (main.ts) can
// never do: no setting fills the safe fetcher's test-only allowance (decision 0048). So this
// file serves the same app (and the built client) in-process, with the allowance, and a
// resolver that answers the image hosts' names with the fake's address.

const CLIENT_DIR = join(import.meta.dirname, '..', 'dist', 'client');
const IMAGE_HOSTS = ['i.vimeocdn.com', 'images.example-news.com'];

const images = await startFakeSite();
const { app, database } = await createTestApp({
  clientDir: CLIENT_DIR,
  outbound: {
    allowAddresses: [images.allowance],
    lookup: async (host) =>
      IMAGE_HOSTS.includes(host)
        ? [{ address: '127.0.0.1', family: 4 }]
        : systemLookup(host, { all: true }),
  },
});
const listening = await listen(app);
afterAll(() => Promise.all([listening.close(), images.close()]));
const server: E2eServer = { url: listening.url };
const browser = useBrowser(server);

/** A card of `title` whose stored image is `thumbnailUrl`, as a lookup would have stored it. */
async function seedCard(account: Account, title: string, thumbnailUrl: string): Promise<string> {
  const link = `https://${title.toLowerCase().replace(/\W+/g, '-')}.example.com/`;
  await seedLibrary(server.url, account, { Unsorted: [link] });
  const video = (await libraryViaApi(server.url, account)).videos.find((v) => v.url === link)!;
  await database.db.system((tx) =>
    tx.update(videos).set({ title, thumbnailUrl }).where(eq(videos.id, video.id)),
  );
  return video.id;
}

describe('images from other hosts', () => {
  it('shows a Vimeo video’s and a web page’s image from the server; the browser never asks their hosts', async () => {
    images.on('/video/76979871-d_640', answer(pngImage(64, 36), { 'content-type': 'image/jpeg' }));
    images.on('/og/cover.png', answer(pngImage(48, 27), { 'content-type': 'image/png' }));
    const account = await createAccount(server.url);
    const vimeo = await seedCard(
      account,
      'A Vimeo video',
      `http://i.vimeocdn.com:${images.port}/video/76979871-d_640`,
    );
    const article = await seedCard(
      account,
      'A news article',
      `http://images.example-news.com:${images.port}/og/cover.png`,
    );
    const requested: string[] = [];
    const { page } = await openLibrary(server, browser, {
      account,
      before: async (page) => page.on('request', (request) => requested.push(request.url())),
    });

    for (const [title, width] of [
      ['A Vimeo video', 64],
      ['A news article', 48],
    ] as const) {
      const image = videoCard(page, title).getByRole('presentation');
      await expect.poll(() => image.getAttribute('src')).toMatch(/^blob:/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(width);
      // Shown once loaded (no flash of a broken image before).
      await expect.poll(() => image.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
    }

    // Every http(s) request went to the app's own origin (blob: URLs are the page's own).
    const foreign = requested.filter(
      (url) => /^https?:/.test(url) && new URL(url).origin !== server.url,
    );
    expect(foreign).toEqual([]);
    expect(
      requested
        .filter((url) => url.endsWith('/thumbnail'))
        .map((url) => new URL(url).pathname)
        .sort(),
    ).toEqual([`/api/videos/${article}/thumbnail`, `/api/videos/${vimeo}/thumbnail`].sort());
    // The server asked the image host once per image, as itself: no token or cookie of the user.
    expect(images.requests.map((r) => r.path).sort()).toEqual([
      '/og/cover.png',
      '/video/76979871-d_640',
    ]);
    expect(images.requests.every((r) => !r.headers.authorization && !r.headers.cookie)).toBe(true);
  });

  it('shows the placeholder when the server refuses the image (an SVG)', async () => {
    images.on(
      '/evil.svg',
      answer('<svg xmlns="http://www.w3.org/2000/svg"/>', { 'content-type': 'image/svg+xml' }),
    );
    const account = await createAccount(server.url);
    const id = await seedCard(
      account,
      'An SVG page',
      `http://images.example-news.com:${images.port}/evil.svg`,
    );
    browser.consoleErrors.allowFailedRequest(`/api/videos/${id}/thumbnail`, 404);
    const { page } = await openLibrary(server, browser, { account });
    const card = videoCard(page, 'An SVG page');
    await card.locator('[data-slot="placeholder-thumbnail"]').waitFor();
    expect(await card.getByRole('presentation').count()).toBe(0);
  });
});
