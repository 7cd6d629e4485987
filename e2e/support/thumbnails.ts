import type { Page } from 'playwright-core';

/** An SVG of the given size: a stand-in for a JPEG from YouTube's image host. */
const svg = (width: number, height: number, fill = '#888') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/></svg>`;

/** A colour of its own for each image URL, so screenshots tell the cards apart. */
function colourOf(url: string): string {
  let hash = 2166136261; // FNV-1a: neighbouring ids get far-apart hues
  for (const char of url) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `hsl(${hash % 360} 45% 55%)`;
}

/**
 * YouTube's image host (i.ytimg.com) is unreachable here: answer its requests in the page, with
 * a real-sized image (480×360) by default (grey, or `colour`ed by its URL for screenshots),
 * YouTube's grey 120×90 stand-in, or a 404.
 */
export async function fakeYouTubeImages(
  page: Page,
  answer: 'image' | 'colour' | 'stand-in' | 404 = 'image',
): Promise<void> {
  await page.route('https://i.ytimg.com/**', (route) =>
    answer === 404
      ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' })
      : route.fulfill({
          status: 200,
          contentType: 'image/svg+xml',
          body:
            answer === 'stand-in'
              ? svg(120, 90)
              : svg(480, 360, answer === 'colour' ? colourOf(route.request().url()) : undefined),
        }),
  );
}
