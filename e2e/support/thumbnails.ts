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
 * YouTube's grey 120×90 stand-in, or a 404; `maxres-missing`: the stand-in for the largest size
 * (maxresdefault.jpg), as YouTube answers for a video without one, and the image for the rest.
 */
export async function fakeYouTubeImages(
  page: Page,
  answer: 'image' | 'colour' | 'stand-in' | 'maxres-missing' | 404 = 'image',
): Promise<void> {
  await page.route('https://i.ytimg.com/**', (route) => {
    const standIn =
      answer === 'stand-in' ||
      (answer === 'maxres-missing' && route.request().url().endsWith('/maxresdefault.jpg'));
    return answer === 404
      ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' })
      : route.fulfill({
          status: 200,
          contentType: 'image/svg+xml',
          body: standIn
            ? svg(120, 90)
            : svg(480, 360, answer === 'colour' ? colourOf(route.request().url()) : undefined),
        });
  });
}
