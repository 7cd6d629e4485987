import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHANNEL_NAME_MAX_LENGTH } from '@shared/constants';
import {
  feedLinksOf,
  PAGE_FEEDS_MAX,
  pageFeedLinksReader,
  type PageFeedLinks,
} from './page-feed-links';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const CHANNEL_ID = 'UCq8Wd1zX7kQp3nV5rT2yLmA';
const OTHER_ID = 'UCt4Jh0nB8xYv2Lq7Rk9Wc3E';
const THIRD_ID = 'UC0000000000000000000003';
const FOURTH_ID = 'UC0000000000000000000004';
const FIFTH_ID = 'UC0000000000000000000005';
const HANDLE_PAGE = new URL('https://www.youtube.com/@quietworkshop');
const WATCH_PAGE = new URL('https://www.youtube.com/watch?v=Aq3xT9bLm2E');
const BLOG = new URL('https://blog.example.com/posts/hello');

/** Streams `html` to a reader `chunkSize` bytes at a time, as a body would arrive. */
function stream(
  html: string,
  pageUrl: URL,
  chunkSize: number,
): { links: PageFeedLinks; stoppedAt: number | undefined } {
  const bytes = Buffer.from(html);
  const reader = pageFeedLinksReader(pageUrl);
  let stoppedAt: number | undefined;
  for (let offset = 0; offset < bytes.length; offset += chunkSize) {
    if (reader.write(bytes.subarray(offset, offset + chunkSize)) === 'stop') {
      stoppedAt = offset + chunkSize;
      break;
    }
  }
  return { links: reader.end(), stoppedAt };
}

const feedLink = (href: string, type = 'application/rss+xml', rel = 'alternate') =>
  `<link rel="${rel}" type="${type}" href="${href}">`;

describe('feedLinksOf', () => {
  it('reads a YouTube handle page: its feed, its channel, its name', () => {
    expect(feedLinksOf(fixture('youtube-handle-page.html'), HANDLE_PAGE)).toEqual({
      feeds: [`https://www.youtube.com/feeds/videos.xml?channel_id=${CHANNEL_ID}`],
      youtubeChannelId: CHANNEL_ID,
      title: 'Quiet Workshop',
    });
  });

  it('lists RSS and Atom alternates in the page’s order, once each, absolute', () => {
    const html = `<html><head>
      ${feedLink('/feed.xml')}
      ${feedLink('https://blog.example.com/atom', 'application/atom+xml')}
      ${feedLink('/feed.xml')}
      ${feedLink('comments/feed', 'Application/RSS+XML; charset=utf-8', 'Alternate  Feed')}
      ${feedLink('/fr/', 'text/html')}
      <link rel="alternate" hreflang="fr" href="/fr/">
      ${feedLink('/stylesheet.css', 'application/rss+xml', 'stylesheet')}
      ${feedLink('javascript:alert(1)')}
      ${feedLink('data:application/rss+xml,<rss/>')}
      ${feedLink('https://[broken')}
      <link rel="alternate" type="application/rss+xml">
    </head><body></body></html>`;
    expect(feedLinksOf(html, BLOG).feeds).toEqual([
      'https://blog.example.com/feed.xml',
      'https://blog.example.com/atom',
      'https://blog.example.com/posts/comments/feed',
    ]);
  });

  it('keeps at most PAGE_FEEDS_MAX feeds', () => {
    const links = Array.from({ length: 100 }, (_, i) => feedLink(`/feed/${i}`)).join('');
    const { feeds } = feedLinksOf(`<head>${links}</head>`, BLOG);
    expect(feeds).toHaveLength(PAGE_FEEDS_MAX);
    expect(feeds[0]).toBe('https://blog.example.com/feed/0');
  });

  it('takes og:title, else <title>, else none', () => {
    const page = (head: string) => feedLinksOf(`<html><head>${head}</head></html>`, BLOG).title;
    expect(page('<title>Plain &amp; simple</title><meta property="og:title" content=" OG ">')).toBe(
      'OG',
    );
    expect(page('<title>\n  Plain &amp; simple\n</title>')).toBe('Plain & simple');
    expect(page('<meta name="og:title" content="Named">')).toBe('Named');
    expect(page('<title>   </title>')).toBeNull();
    expect(page('')).toBeNull();
    expect(page(`<title>${'x'.repeat(5000)}</title>`)).toBe('x'.repeat(CHANNEL_NAME_MAX_LENGTH));
    // An <svg>'s title in the body is not the page's.
    expect(feedLinksOf('<body><svg><title>Icon</title></svg></body>', BLOG).title).toBeNull();
  });

  it('reads a channel’s id in the markup of a page on any host', () => {
    // YOUTUBE_PAGE_URL may point at a stand-in that serves YouTube's pages.
    const standIn = new URL('http://127.0.0.1:4100/@quietworkshop');
    const html = `<head>${feedLink(`https://www.youtube.com/feeds/videos.xml?channel_id=${CHANNEL_ID}`)}</head>`;
    expect(feedLinksOf(html, HANDLE_PAGE).youtubeChannelId).toBe(CHANNEL_ID);
    expect(feedLinksOf(html, standIn)).toEqual({
      feeds: [`https://www.youtube.com/feeds/videos.xml?channel_id=${CHANNEL_ID}`],
      youtubeChannelId: CHANNEL_ID,
      title: null,
    });
    const canonical = `<head><link rel="canonical" href="https://www.youtube.com/channel/${CHANNEL_ID}"></head>`;
    expect(feedLinksOf(canonical, standIn).youtubeChannelId).toBe(CHANNEL_ID);
    // A page elsewhere linking to a channel's page is not that channel's page.
    const mention = `<body><a href="https://www.youtube.com/channel/${CHANNEL_ID}">x</a></body>`;
    expect(feedLinksOf(mention, BLOG).youtubeChannelId).toBeNull();
  });

  it('reads page data in scripts on YouTube’s own hosts only', () => {
    const html = `<html><body><script>var data = {"channelId":"${CHANNEL_ID}"};</script></body></html>`;
    expect(feedLinksOf(html, HANDLE_PAGE).youtubeChannelId).toBe(CHANNEL_ID);
    expect(feedLinksOf(html, BLOG).youtubeChannelId).toBeNull();
  });

  it('trusts the places a channel id is found in order', () => {
    const sources = [
      `<meta itemprop="channelId" content="${CHANNEL_ID}">`,
      `<meta itemprop="identifier" content="${OTHER_ID}">`,
      `<link rel="canonical" href="https://www.youtube.com/channel/${THIRD_ID}">`,
      feedLink(`https://www.youtube.com/feeds/videos.xml?channel_id=${FOURTH_ID}`),
      `<script>var ytInitialData = {"externalId":"${FIFTH_ID}"};</script>`,
    ];
    const expected = [CHANNEL_ID, OTHER_ID, THIRD_ID, FOURTH_ID, FIFTH_ID];
    for (let first = 0; first < sources.length; first += 1) {
      // The less trusted come first in the page, and still lose.
      const html = `<html><body>${sources.slice(first).reverse().join('')}</body></html>`;
      expect(feedLinksOf(html, HANDLE_PAGE).youtubeChannelId, sources[first]).toBe(expected[first]);
    }
  });

  it('does not take a watch page’s identifier (the video’s) for the channel', () => {
    const html = `<body><meta itemprop="identifier" content="${OTHER_ID}"><script>{"videoDetails":{"channelId":"${CHANNEL_ID}"}}</script></body>`;
    expect(feedLinksOf(html, WATCH_PAGE).youtubeChannelId).toBe(CHANNEL_ID);
    expect(feedLinksOf(html, HANDLE_PAGE).youtubeChannelId).toBe(OTHER_ID);
  });

  it('takes only well-formed channel ids', () => {
    const html = `<body>
      <meta itemprop="channelId" content="UCshort">
      <link rel="canonical" href="https://www.youtube.com/channel/UC${'x'.repeat(30)}">
      <script>{"channelId":"UC${'y'.repeat(21)}"}</script>
      <script>{"channelId": "${CHANNEL_ID}"}</script>
    </body>`;
    expect(feedLinksOf(html, HANDLE_PAGE).youtubeChannelId).toBeNull();
  });

  it('reads channel ids only in scripts, not in the page’s text', () => {
    const html = `<body><p>"channelId":"${CHANNEL_ID}"</p></body>`;
    expect(feedLinksOf(html, HANDLE_PAGE).youtubeChannelId).toBeNull();
  });

  it('reads what comes before a page nests absurdly deep', () => {
    const html = `<html><head>${feedLink('/feed.xml')}<title>Deep</title></head><body>${'<div>'.repeat(300_000)}<link rel="alternate" type="application/rss+xml" href="/late.xml"></body></html>`;
    expect(feedLinksOf(html, new URL('https://www.youtube.com/@deep'))).toEqual({
      feeds: ['https://www.youtube.com/feed.xml'],
      youtubeChannelId: null,
      title: 'Deep',
    });
  });

  it('reads binary junk as a page that names nothing', () => {
    const junk = Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 7919 + 13) % 256));
    expect(feedLinksOf(junk.toString('latin1'), HANDLE_PAGE)).toEqual({
      feeds: [],
      youtubeChannelId: null,
      title: null,
    });
  });
});

describe('pageFeedLinksReader', () => {
  it('reads the same as the whole page, however the bytes are cut', () => {
    const html = fixture('youtube-handle-page.html');
    const whole = feedLinksOf(html, HANDLE_PAGE);
    for (const chunkSize of [1, 3, 7, 64, 100_000]) {
      expect(stream(html, HANDLE_PAGE, chunkSize).links, `chunks of ${chunkSize}`).toEqual(whole);
    }
  });

  it('decodes UTF-8 cut in the middle of a character', () => {
    const html = '<head><meta property="og:title" content="Café — 日本 😀"></head>';
    expect(stream(html, BLOG, 1).links.title).toBe('Café — 日本 😀');
  });

  it('finds a channel id split between two chunks of a script', () => {
    const html = `<html><body><script>${' '.repeat(5000)}var ytInitialPlayerResponse = {"videoDetails":{"videoId":"Aq3xT9bLm2E","channelId":"${CHANNEL_ID}"}};</script></body></html>`;
    for (const chunkSize of [1, 13, 5050, 5070]) {
      expect(stream(html, WATCH_PAGE, chunkSize).links.youtubeChannelId).toBe(CHANNEL_ID);
    }
  });

  it('stops at the end of the head on other sites', () => {
    const html = `<html><head>${feedLink('/feed.xml')}</head><body>${'<p>text</p>'.repeat(10_000)}</body></html>`;
    const { links, stoppedAt } = stream(html, BLOG, 1024);
    expect(links.feeds).toEqual(['https://blog.example.com/feed.xml']);
    expect(stoppedAt).toBe(1024);
  });

  it('reads on through a YouTube page until it has a feed and the channel', () => {
    const filler = '<p>text</p>'.repeat(10_000);
    const playlistFeed = feedLink(
      '/feeds/videos.xml?playlist_id=PLx2Fh7TqW0aN5cV8bR1mK4dJ6sE9gYuZo',
    );
    const html = `<html><head>${playlistFeed}</head><body>${filler}<meta itemprop="channelId" content="${CHANNEL_ID}">${filler}</body></html>`;
    const { links, stoppedAt } = stream(html, HANDLE_PAGE, 1024);
    expect(links.youtubeChannelId).toBe(CHANNEL_ID);
    // Read past the head, and stopped soon after the channel's id, in the middle of the page.
    expect(stoppedAt).toBeGreaterThan(html.indexOf('itemprop'));
    expect(stoppedAt).toBeLessThan(html.length / 2 + 2048);

    const both = `<html><head>${feedLink(`/feeds/videos.xml?channel_id=${CHANNEL_ID}`)}</head><body>${filler}</body></html>`;
    expect(stream(both, HANDLE_PAGE, 1024).stoppedAt).toBe(1024);
  });

  it('reads a watch page, which names no feed, to its end', () => {
    const html = `<html><head><title>A video</title></head><body><script>{"channelId":"${CHANNEL_ID}"}</script>${'<p>text</p>'.repeat(1000)}</body></html>`;
    const { links, stoppedAt } = stream(html, WATCH_PAGE, 1024);
    expect(stoppedAt).toBeUndefined();
    expect(links).toEqual({ feeds: [], youtubeChannelId: CHANNEL_ID, title: 'A video' });
  });

  it('stops once a page nests absurdly deep', () => {
    const html = `<html><head><title>Deep</title></head><body>${'<div>'.repeat(300_000)}</body></html>`;
    const { links, stoppedAt } = stream(html, HANDLE_PAGE, 65_536);
    expect(stoppedAt).toBe(65_536);
    expect(links.title).toBe('Deep');
  });
});
