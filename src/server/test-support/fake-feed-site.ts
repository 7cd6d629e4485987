import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { answer, startFakeSite, type FakeSite } from './fake-site';

/** An item a fake feed lists: its page is `<site>/w/<id>`, published at `published` (ISO). */
export interface FakeFeedItem {
  id: string;
  title: string;
  published: string;
}

/** How a feed says whether it changed: by Last-Modified (RSS here) or by ETag (Atom here). */
type Validation = 'last-modified' | 'etag';

/**
 * For tests only: a local site with feeds that are not YouTube's, answering conditional requests
 * as real servers do: a PeerTube instance (a channel's page, and its RSS feed at the address
 * Vidshelf derives from the page's), an RSS 2.0 feed with Last-Modified only (304 on a matching
 * If-Modified-Since), an Atom feed with ETag only (304 on If-None-Match), and HTML pages naming
 * (or not) their feed by `<link rel="alternate">`. Loopback: the app needs `allowance`.
 */
export interface FakeFeedSite extends FakeSite {
  /**
   * A PeerTube channel `name`: its page `/c/<name>/videos` names no feed (PeerTube's page is
   * an app shell), so its feed is found at `/feeds/videos.xml?videoChannelName=<name>`.
   */
  peertubeChannel(
    name: string,
    title: string,
    items: FakeFeedItem[],
  ): { pageUrl: string; feedPath: string };
  /** An RSS 2.0 feed at `path`, sent with Last-Modified and no ETag. */
  rssFeed(path: string, title: string, items: FakeFeedItem[]): string;
  /** An Atom feed at `path`, sent with an ETag and no Last-Modified. */
  atomFeed(path: string, title: string, items: FakeFeedItem[]): string;
  /** An HTML page at `path` naming the feed at `feedPath` (null: naming none). */
  page(path: string, title: string, feed: { path: string; type: string } | null): string;
  /** Any document at `path`, served as `contentType`. */
  document(path: string, body: string, contentType: string): string;
  /** Puts a new item first in the feed at `path`. */
  publish(path: string, item: FakeFeedItem): void;
  /** Answers given for the feed at `path`: full (200) and not modified (304). */
  fetches(path: string): { full: number; notModified: number };
  /** The headers of each request for the feed at `path`, in order. */
  requestHeaders(path: string): IncomingHttpHeaders[];
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const rssXml = (site: string, feed: { title: string; link: string; items: FakeFeedItem[] }) =>
  `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
 <channel>
  <title>${escape(feed.title)}</title>
  <link>${feed.link}</link>
  <description>Videos of ${escape(feed.title)}</description>${feed.items
    .map(
      (item) => `
  <item>
   <title><![CDATA[${item.title}]]></title>
   <link>${site}/w/${item.id}</link>
   <guid>${site}/w/${item.id}</guid>
   <pubDate>${new Date(item.published).toUTCString()}</pubDate>
   <dc:creator><![CDATA[${feed.title}]]></dc:creator>
   <media:thumbnail url="${site}/lazy-static/previews/${item.id}.jpg" height="480" width="850"/>
  </item>`,
    )
    .join('')}
 </channel>
</rss>`;

const atomXml = (site: string, feed: { title: string; items: FakeFeedItem[] }) =>
  `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
 <title>${escape(feed.title)}</title>
 <link rel="alternate" href="${site}/"/>
 <id>${site}/</id>
 <updated>${feed.items[0]?.published ?? '2020-01-01T00:00:00Z'}</updated>
 <author><name>${escape(feed.title)}</name></author>${feed.items
   .map(
     (item) => `
 <entry>
  <title>${escape(item.title)}</title>
  <link rel="alternate" type="text/html" href="${site}/w/${item.id}"/>
  <id>${site}/w/${item.id}</id>
  <published>${item.published}</published>
  <updated>${item.published}</updated>
 </entry>`,
   )
   .join('')}
</feed>`;

export async function startFakeFeedSite(): Promise<FakeFeedSite> {
  const site = await startFakeSite();
  const feeds = new Map<string, { title: string; items: FakeFeedItem[] }>();
  const counts = new Map<string, { full: number; notModified: number }>();
  const headers = new Map<string, IncomingHttpHeaders[]>();

  const countOf = (path: string) => {
    const count = counts.get(path) ?? { full: 0, notModified: 0 };
    counts.set(path, count);
    return count;
  };

  /** Answers the feed at `path`, or 304 when the request's validator still matches. */
  const serveFeed =
    (path: string, validation: Validation, contentType: string, xml: () => string) =>
    (req: IncomingMessage, res: ServerResponse) => {
      headers.set(path, [...(headers.get(path) ?? []), req.headers]);
      const body = xml();
      if (validation === 'etag') {
        const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
        if (req.headers['if-none-match'] === etag) {
          countOf(path).notModified++;
          res.writeHead(304, { etag });
          return res.end();
        }
        countOf(path).full++;
        res.writeHead(200, { 'content-type': contentType, etag });
        return res.end(body);
      }
      // Changed when its newest item appeared, to the second as HTTP dates are.
      const newest = feeds.get(path)?.items[0]?.published ?? '2020-01-01T00:00:00Z';
      const lastModified = new Date(newest).toUTCString();
      const since = Date.parse(req.headers['if-modified-since'] ?? '');
      if (!Number.isNaN(since) && since >= Date.parse(lastModified)) {
        countOf(path).notModified++;
        // RFC 9110 §15.4.5 asks a 304 to repeat ETag, not Last-Modified: many servers leave it out.
        res.writeHead(304, {});
        return res.end();
      }
      countOf(path).full++;
      res.writeHead(200, { 'content-type': contentType, 'last-modified': lastModified });
      return res.end(body);
    };

  function rssFeed(path: string, title: string, items: FakeFeedItem[], link = `${site.url}/`) {
    feeds.set(path, { title, items });
    site.on(
      path,
      serveFeed(path, 'last-modified', 'application/rss+xml; charset=utf-8', () =>
        rssXml(site.url, { title, link, items }),
      ),
    );
    return `${site.url}${path}`;
  }

  return {
    ...site,
    peertubeChannel(name, title, items) {
      const pagePath = `/c/${name}/videos`;
      // PeerTube's page is its web app's shell: the feed is at the instance's usual address.
      site.on(
        pagePath,
        answer(`<!doctype html><html><head><title>${escape(title)} - PeerTube</title>
<meta property="og:title" content="${escape(title)}"></head><body><my-app></my-app></body></html>`),
      );
      const feedPath = `/feeds/videos.xml?videoChannelName=${name}`;
      rssFeed(feedPath, title, items, `${site.url}${pagePath}`);
      return { pageUrl: `${site.url}${pagePath}`, feedPath };
    },
    rssFeed: (path, title, items) => rssFeed(path, title, items),
    atomFeed(path, title, items) {
      feeds.set(path, { title, items });
      site.on(
        path,
        serveFeed(path, 'etag', 'application/atom+xml; charset=utf-8', () =>
          atomXml(site.url, { title, items }),
        ),
      );
      return `${site.url}${path}`;
    },
    page(path, title, feed) {
      const link = feed
        ? `<link rel="alternate" type="${feed.type}" title="${escape(title)}" href="${feed.path}">`
        : '';
      site.on(
        path,
        answer(`<!doctype html><html><head><title>${escape(title)}</title>
<link rel="stylesheet" href="/style.css">${link}</head><body><h1>${escape(title)}</h1></body></html>`),
      );
      return `${site.url}${path}`;
    },
    document(path, body, contentType) {
      site.on(path, answer(body, { 'content-type': contentType }));
      return `${site.url}${path}`;
    },
    publish(path, item) {
      const feed = feeds.get(path);
      if (!feed) throw new Error(`no fake feed at ${path}`);
      feed.items.unshift(item);
    },
    fetches: (path) => ({ ...countOf(path) }),
    requestHeaders: (path) => [...(headers.get(path) ?? [])],
  };
}
