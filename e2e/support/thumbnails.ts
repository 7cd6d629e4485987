import type { Page } from 'playwright-core';

/** An SVG of the given size: a stand-in for a JPEG from YouTube's image host. */
const svg = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#888"/></svg>`;

/**
 * YouTube's image host (i.ytimg.com) is unreachable here: answer its requests in the page, with
 * a real-sized image (480×360) by default, YouTube's grey 120×90 stand-in, or a 404.
 */
export async function fakeYouTubeImages(
  page: Page,
  answer: 'image' | 'stand-in' | 404 = 'image',
): Promise<void> {
  await page.route('https://i.ytimg.com/**', (route) =>
    answer === 404
      ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' })
      : route.fulfill({
          status: 200,
          contentType: 'image/svg+xml',
          body: answer === 'image' ? svg(480, 360) : svg(120, 90),
        }),
  );
}
