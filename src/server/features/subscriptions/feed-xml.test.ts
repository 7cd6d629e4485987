import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VIDEO_TITLE_MAX_LENGTH, VIDEO_URL_MAX_LENGTH } from '@shared/constants';
import { FeedItemSchema } from '@shared/contracts/subscriptions';
import { FEED_ITEMS_MAX, parseFeed, type ParsedFeed } from './feed-xml';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const FEED_URL = new URL('https://feeds.example.com/videos/feed.xml');
const CHANNEL_ID = 'UCq8Wd1zX7kQp3nV5rT2yLmA';
const thumbnail = (id: string) => `https://i.ytimg.com/vi/${id}/maxresdefault.jpg`;

/** Parses what must be a feed. */
function feedOf(xml: string, url = FEED_URL): ParsedFeed {
  const feed = parseFeed(xml, url);
  if (feed === null) throw new Error('not read as a feed');
  return feed;
}

const rss = (items: string, channel = '<title>Example</title>') =>
  `<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>${channel}${items}</channel></rss>`;
const atom = (entries: string, head = '<title>Example</title>') =>
  `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom">${head}${entries}</feed>`;
const urlsOf = (feed: ParsedFeed) => feed.items.map((item) => item.url);

describe('parseFeed: the sites’ own feeds', () => {
  it('reads a YouTube channel’s feed', () => {
    const feed = feedOf(
      fixture('youtube-channel.xml'),
      new URL(`https://www.youtube.com/feeds/videos.xml?channel_id=${CHANNEL_ID}`),
    );
    expect(feed).toEqual({
      title: 'Quiet Workshop',
      link: `https://www.youtube.com/channel/${CHANNEL_ID}`,
      // The feed names its channel without the id's `UC`.
      channelId: CHANNEL_ID,
      items: [
        {
          url: 'https://www.youtube.com/watch?v=Aq3xT9bLm2E',
          title: 'Sharpening a chisel & honing guide — 5 mistakes',
          channelName: 'Quiet Workshop',
          thumbnailUrl: thumbnail('Aq3xT9bLm2E'),
          publishedAt: '2025-03-14T16:00:07.000Z',
        },
        {
          // A short's link is /shorts/…: the one plain form is kept.
          url: 'https://www.youtube.com/watch?v=k7Rw_0pZfQs',
          title: 'Which glue? #shorts',
          channelName: 'Quiet Workshop',
          thumbnailUrl: thumbnail('k7Rw_0pZfQs'),
          publishedAt: '2025-03-09T12:30:00.000Z',
        },
        {
          url: 'https://www.youtube.com/watch?v=Zx-4nHc8VuY',
          title: 'Building a workbench from one sheet of plywood (full build)',
          channelName: 'Quiet Workshop',
          thumbnailUrl: thumbnail('Zx-4nHc8VuY'),
          publishedAt: '2025-02-28T15:00:20.000Z',
        },
      ],
    });
    for (const item of feed.items) expect(FeedItemSchema.parse(item)).toEqual(item);
  });

  it('reads a YouTube playlist’s feed: each video’s own channel, newest first', () => {
    const feed = feedOf(fixture('youtube-playlist.xml'));
    expect(feed.title).toBe('Hand tools for beginners');
    expect(feed.link).toBe(
      'https://www.youtube.com/playlist?list=PLx2Fh7TqW0aN5cV8bR1mK4dJ6sE9gYuZo',
    );
    expect(feed.channelId).toBe(CHANNEL_ID);
    expect(feed.items.map(({ url, channelName }) => ({ url, channelName }))).toEqual([
      { url: 'https://www.youtube.com/watch?v=Aq3xT9bLm2E', channelName: 'Quiet Workshop' },
      { url: 'https://www.youtube.com/watch?v=Pm6sV2cWq1A', channelName: 'Timber & Thread' },
    ]);
  });

  it('reads a PeerTube channel’s RSS: CDATA titles, media thumbnails, the page not the file', () => {
    const feed = feedOf(
      fixture('peertube-channel.xml'),
      new URL('https://tube.example.org/feeds/videos.xml?videoChannelName=open_animation'),
    );
    expect(feed).toEqual({
      title: 'Open Animation Studio',
      link: 'https://tube.example.org/c/open_animation/videos',
      channelId: null,
      items: [
        {
          url: 'https://tube.example.org/w/9uLq2bXw7RmT4kPz1NcV8e',
          title: 'Making of "Spring" — lighting & colour',
          channelName: 'Open Animation Studio',
          thumbnailUrl:
            'https://tube.example.org/lazy-static/previews/4a0d6c1e-5b2f-4c8e-9d7a-2e6f1b3c5a90.jpg',
          publishedAt: '2025-03-14T18:30:00.000Z',
        },
        {
          url: 'https://tube.example.org/w/3hRk8mQ1zWv6sTn2Yb5LpX',
          title: 'Spring (short film, 2025)',
          channelName: 'Open Animation Studio',
          thumbnailUrl:
            'https://tube.example.org/lazy-static/previews/8b2e4f6a-1c3d-4e5f-8a7b-9c0d1e2f3a4b.jpg',
          publishedAt: '2025-03-03T12:00:00.000Z',
        },
      ],
    });
  });

  it('reads a Vimeo user’s RSS: the thumbnail inside media:content, dates with offsets', () => {
    const feed = feedOf(
      fixture('vimeo-user.xml'),
      new URL('https://vimeo.com/lenaokafor/videos/rss'),
    );
    expect(feed.title).toBe('Vimeo / Lena Okafor’s videos');
    expect(feed.link).toBe('https://vimeo.com/lenaokafor/videos');
    expect(feed.items).toEqual([
      {
        url: 'https://vimeo.com/1064417726',
        title: 'Harbour at dawn (4K)',
        channelName: 'Lena Okafor',
        thumbnailUrl: 'https://i.vimeocdn.com/video/1987654321-a1b2c3d4e5f6-d_960',
        publishedAt: '2025-03-12T13:41:17.000Z',
      },
      {
        url: 'https://vimeo.com/1059920134',
        title: 'Night market, Lagos',
        channelName: 'Lena Okafor',
        thumbnailUrl: 'https://i.vimeocdn.com/video/1976543210-f6e5d4c3b2a1-d_960',
        publishedAt: '2025-02-24T01:05:44.000Z',
      },
    ]);
  });

  it('reads a plain Atom feed: relative links, alternate links only, html titles', () => {
    const feed = feedOf(fixture('talks.atom'), new URL('https://talks.example.net/feed.atom'));
    expect(feed).toEqual({
      title: 'Northwind Conf — talks',
      link: 'https://talks.example.net/',
      channelId: null,
      items: [
        {
          // Dated by <updated> alone.
          url: 'https://talks.example.net/2025/postgres-at-the-edge',
          title: 'Postgres at the edge',
          // No author of its own: the feed's.
          channelName: 'Northwind Conf',
          thumbnailUrl: null,
          publishedAt: '2025-03-10T09:00:00.000Z',
        },
        {
          url: 'https://talks.example.net/2025/state-out-of-the-ui',
          title: 'Keeping state out of the UI',
          channelName: 'Priya Raman',
          thumbnailUrl: null,
          publishedAt: '2025-02-02T10:00:00.000Z',
        },
        {
          url: 'https://talks.example.net/2024/accessible-drag-and-drop',
          title: 'Accessible drag and drop',
          channelName: 'Tomás Ibáñez',
          thumbnailUrl: null,
          publishedAt: '2024-11-19T21:45:00.000Z',
        },
      ],
    });
  });

  it('reads RSS 1.0 (RDF), whose items sit beside the channel', () => {
    const feed = feedOf(`<?xml version="1.0"?>
      <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <channel rdf:about="https://old.example.org/">
          <title>Old site</title><link>https://old.example.org/</link>
          <items><rdf:Seq><rdf:li rdf:resource="https://old.example.org/1"/></rdf:Seq></items>
        </channel>
        <item rdf:about="https://old.example.org/1">
          <title>First</title><link>https://old.example.org/1</link>
          <dc:date>2010-05-01T10:00:00Z</dc:date><dc:creator>Ann</dc:creator>
        </item>
      </rdf:RDF>`);
    expect(feed).toEqual({
      title: 'Old site',
      link: 'https://old.example.org/',
      channelId: null,
      items: [
        {
          url: 'https://old.example.org/1',
          title: 'First',
          channelName: 'Ann',
          thumbnailUrl: null,
          publishedAt: '2010-05-01T10:00:00.000Z',
        },
      ],
    });
  });
});

describe('parseFeed: what is not a feed', () => {
  it('answers null', () => {
    for (const text of [
      '',
      'just some words',
      '{"items": []}',
      '<!doctype html><html><head><title>A page</title></head><body><a href="/x">x</a></body></html>',
      '<?xml version="1.0"?><rss version="2.0"></rss>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><title>x</title></svg>',
      '\u0000\u0001\uFFFD<<<>>>&&&',
    ]) {
      expect(parseFeed(text, FEED_URL), text).toBeNull();
    }
  });

  it('answers null for binary junk', () => {
    const bytes = Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 7919 + 13) % 256));
    expect(parseFeed(bytes.toString('latin1'), FEED_URL)).toBeNull();
  });

  it('reads an empty feed as one with no items, named after its host when it has no title', () => {
    expect(parseFeed('<feed xmlns="http://www.w3.org/2005/Atom"/>', FEED_URL)).toEqual({
      title: 'feeds.example.com',
      link: null,
      channelId: null,
      items: [],
    });
    expect(feedOf(rss('', '<title>  </title>')).title).toBe('feeds.example.com');
  });

  it('reads past a byte-order mark, comments and a doctype', () => {
    const xml = `\uFEFF<?xml version="1.0"?><!-- made by hand --><!DOCTYPE rss><rss><channel><title>T</title><item><link>https://e.example/1</link></item></channel></rss>`;
    expect(urlsOf(feedOf(xml))).toEqual(['https://e.example/1']);
  });
});

describe('parseFeed: the items’ addresses', () => {
  it('drops items with no usable address', () => {
    const feed = feedOf(
      rss(`
        <item><title>No link</title></item>
        <item><title>Script</title><link>javascript:alert(1)</link></item>
        <item><title>Data</title><link>data:text/html,hi</link></item>
        <item><title>Mail</title><link>mailto:a@example.com</link></item>
        <item><title>Empty</title><link>  </link></item>
        <item><title>Broken</title><link>http://[::1</link></item>
        <item><title>Too long</title><link>https://e.example/${'a'.repeat(VIDEO_URL_MAX_LENGTH)}</link></item>
        <item><title>Good</title><link>https://e.example/good</link></item>`),
    );
    expect(feed.items.map((item) => item.title)).toEqual(['Good']);
  });

  it('reads relative links against the feed’s address', () => {
    const feed = feedOf(
      rss(`<item><link>/v/1</link></item><item><link>2</link></item>
           <item><link>//other.example/3</link></item>`),
    );
    expect(urlsOf(feed)).toEqual([
      'https://feeds.example.com/v/1',
      'https://feeds.example.com/videos/2',
      'https://other.example/3',
    ]);
  });

  it('takes Atom’s alternate link, never self, edit, replies or enclosure', () => {
    const feed = feedOf(
      atom(`<entry>
        <link rel="self" href="https://e.example/self"/>
        <link rel="edit" href="https://e.example/edit"/>
        <link rel="replies" href="https://e.example/replies"/>
        <link rel="enclosure" href="https://e.example/file.mp4"/>
        <link rel="alternate" href="javascript:alert(1)"/>
        <link rel="ALTERNATE" type="text/html" href="https://e.example/page"/>
      </entry>
      <entry><link rel="self" href="https://e.example/only-self"/></entry>`),
    );
    expect(urlsOf(feed)).toEqual(['https://e.example/page']);
  });

  it('falls back to a permalink guid, then to the video file', () => {
    const feed = feedOf(
      rss(`
        <item><title>Guid</title><guid>https://e.example/by-guid</guid></item>
        <item><title>Not a permalink</title><guid isPermaLink="false">https://e.example/id</guid></item>
        <item><title>Relative guid</title><guid>12345</guid></item>
        <item><title>File</title><enclosure url="https://cdn.example/v.mp4" type="video/mp4" length="1"/></item>
        <item><title>Image only</title><enclosure url="https://cdn.example/i.jpg" type="image/jpeg"/></item>`),
    );
    expect(feed.items.map(({ title, url }) => ({ title, url }))).toEqual([
      { title: 'Guid', url: 'https://e.example/by-guid' },
      { title: 'File', url: 'https://cdn.example/v.mp4' },
    ]);
  });

  it('builds a YouTube entry’s address from its video id, and checks the id', () => {
    const feed = feedOf(
      atom(`
        <entry><yt:videoId>Aq3xT9bLm2E</yt:videoId><link rel="alternate" href="https://e.example/elsewhere"/></entry>
        <entry><yt:videoId>not&amp;an=id</yt:videoId><link rel="alternate" href="https://e.example/fallback"/></entry>
        <entry><yt:videoId>Zx-4nHc8VuY&amp;v=k7Rw_0pZfQs</yt:videoId></entry>`),
    );
    expect(urlsOf(feed)).toEqual([
      'https://www.youtube.com/watch?v=Aq3xT9bLm2E',
      'https://e.example/fallback',
    ]);
  });

  it('lists an address once, the first time it appears', () => {
    const feed = feedOf(
      rss(`
        <item><title>One</title><link>https://www.youtube.com/watch?v=Aq3xT9bLm2E</link></item>
        <item><title>Again</title><link>https://youtu.be/Aq3xT9bLm2E</link></item>
        <item><title>Two</title><link>https://e.example/2</link></item>
        <item><title>Two again</title><link>https://e.example/2</link></item>`),
    );
    expect(feed.items.map(({ title, url }) => ({ title, url }))).toEqual([
      { title: 'One', url: 'https://www.youtube.com/watch?v=Aq3xT9bLm2E' },
      { title: 'Two', url: 'https://e.example/2' },
    ]);
  });
});

describe('parseFeed: text', () => {
  it('decodes XML’s and HTML’s entities, and leaves CDATA as written', () => {
    const feed = feedOf(
      rss(`
        <item><title>Tom &amp; Jerry&nbsp;&eacute;t&#233; &#x1F600; &lt;3 &apos;q&apos;</title><link>https://e.example/1</link></item>
        <item><title><![CDATA[Fish & <chips> &amp; more]]></title><link>https://e.example/2</link></item>
        <item><title>Escaped twice: &amp;amp;</title><link>https://e.example/3?a=1&amp;b=2</link></item>
        <item><title>Unknown &bogus; stays</title><link>https://e.example/4</link></item>`),
    );
    expect(feed.items.map(({ title, url }) => ({ title, url }))).toEqual([
      { title: "Tom & Jerry été 😀 <3 'q'", url: 'https://e.example/1' },
      { title: 'Fish & <chips> &amp; more', url: 'https://e.example/2' },
      { title: 'Escaped twice: &amp;', url: 'https://e.example/3?a=1&b=2' },
      { title: 'Unknown &bogus; stays', url: 'https://e.example/4' },
    ]);
  });

  it('decodes entities in attributes', () => {
    const feed = feedOf(
      atom(
        `<entry><link href="https://e.example/watch?a=1&amp;b=&#50;"/><media:group><media:thumbnail url="https://img.example/t.jpg?w=1&amp;h=2"/></media:group></entry>`,
      ),
    );
    expect(feed.items[0]).toMatchObject({
      url: 'https://e.example/watch?a=1&b=2',
      thumbnailUrl: 'https://img.example/t.jpg?w=1&h=2',
    });
  });

  it('makes whitespace one space, drops control characters, and caps titles', () => {
    const long = 'é'.repeat(VIDEO_TITLE_MAX_LENGTH + 50);
    const feed = feedOf(
      rss(`
        <item><title>
          A   title
          on lines\u0007
        </title><link>https://e.example/1</link></item>
        <item><title>${long}</title><link>https://e.example/2</link></item>`),
    );
    expect(feed.items[0]?.title).toBe('A title on lines');
    expect(feed.items[1]?.title).toBe('é'.repeat(VIDEO_TITLE_MAX_LENGTH));
  });

  it('falls back from the title to media:title, then to the address', () => {
    const feed = feedOf(
      rss(`
        <item><title> </title><media:group><media:title>From media</media:title></media:group><link>https://e.example/1</link></item>
        <item><link>https://e.example/2</link></item>`),
    );
    expect(feed.items.map((item) => item.title)).toEqual(['From media', 'https://e.example/2']);
  });

  it('reads an Atom xhtml title as its text', () => {
    const feed = feedOf(
      atom(
        `<entry><title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">A <b>bold</b> move</div></title><link href="https://e.example/1"/></entry>`,
      ),
    );
    expect(feed.items[0]?.title).toBe('A bold move');
  });
});

describe('parseFeed: channel names', () => {
  it('takes the item’s author, else the feed’s, else none', () => {
    const feed = feedOf(
      rss(
        `
        <item><link>https://e.example/1</link><dc:creator>Dee</dc:creator></item>
        <item><link>https://e.example/2</link><author>ann@example.com (Ann Lee)</author></item>
        <item><link>https://e.example/3</link><author>bob@example.com</author></item>
        <item><link>https://e.example/4</link></item>`,
        '<title>Example</title><dc:creator>The Site</dc:creator>',
      ),
    );
    expect(feed.items.map((item) => item.channelName)).toEqual([
      'Dee',
      'Ann Lee',
      // A mail address alone names no one.
      'The Site',
      'The Site',
    ]);
    expect(feedOf(rss('<item><link>https://e.example/1</link></item>')).items[0]?.channelName).toBe(
      null,
    );
  });

  it('reads Media RSS’s credits as a last resort', () => {
    const feed = feedOf(
      rss(
        `<item><link>https://e.example/1</link><media:content><media:credit role="editor">Ed</media:credit><media:credit role="author">Au</media:credit></media:content></item>`,
      ),
    );
    expect(feed.items[0]?.channelName).toBe('Au');
  });
});

describe('parseFeed: thumbnails', () => {
  it('takes an http(s) thumbnail from wherever Media RSS puts it, or an image enclosure', () => {
    const feed = feedOf(
      rss(`
        <item><link>https://e.example/1</link><media:thumbnail url="javascript:alert(1)"/><media:thumbnail url="/t/1.jpg"/></item>
        <item><link>https://e.example/2</link><media:group><media:content url="https://cdn.example/2.mp4" type="video/mp4"><media:thumbnail url="https://cdn.example/2.jpg"/></media:content></media:group></item>
        <item><link>https://e.example/3</link><media:content url="https://cdn.example/3.png" medium="image"/></item>
        <item><link>https://e.example/4</link><enclosure url="https://cdn.example/4.jpg" type="image/jpeg"/></item>
        <item><link>https://e.example/5</link><itunes:image href="https://cdn.example/5.jpg"/></item>
        <item><link>https://e.example/6</link><media:thumbnail url="data:image/png;base64,AAAA"/></item>`),
    );
    expect(feed.items.map((item) => item.thumbnailUrl)).toEqual([
      'https://feeds.example.com/t/1.jpg',
      'https://cdn.example/2.jpg',
      'https://cdn.example/3.png',
      'https://cdn.example/4.jpg',
      'https://cdn.example/5.jpg',
      null,
    ]);
  });

  it('builds a YouTube video’s picture from its id, as for every saved video', () => {
    const feed = feedOf(
      rss(
        `<item><link>https://youtu.be/Aq3xT9bLm2E</link><media:thumbnail url="https://elsewhere.example/x.jpg"/></item>`,
      ),
    );
    expect(feed.items[0]).toMatchObject({
      url: 'https://www.youtube.com/watch?v=Aq3xT9bLm2E',
      thumbnailUrl: thumbnail('Aq3xT9bLm2E'),
    });
  });
});

describe('parseFeed: dates and order', () => {
  it('reads RFC 822 and RFC 3339 dates, and drops what is no date', () => {
    const feed = feedOf(
      rss(
        [
          'Tue, 12 Mar 2024 15:02:12 -0400',
          '2024-03-12T19:02:12.5+00:00',
          'yesterday',
          '+010000-01-01T00:00:00Z',
          '',
        ]
          .map(
            (date, i) =>
              `<item><link>https://e.example/${i}</link><pubDate>${date}</pubDate></item>`,
          )
          .join(''),
      ),
    );
    expect(feed.items.map((item) => item.publishedAt)).toEqual([
      '2024-03-12T19:02:12.000Z',
      '2024-03-12T19:02:12.500Z',
      null,
      null,
      null,
    ]);
  });

  it('falls back from a date it cannot use to the next one the item gives', () => {
    const feed = feedOf(
      atom(
        `<entry><link href="https://e.example/1"/><published>+010000-01-01T00:00:00Z</published><updated>2024-05-01T00:00:00Z</updated></entry>`,
      ),
    );
    expect(feed.items[0]?.publishedAt).toBe('2024-05-01T00:00:00.000Z');
  });

  it('sorts newest first when every item is dated, ties in the feed’s order', () => {
    const dated = (n: number, date: string) =>
      `<entry><link href="https://e.example/${n}"/><published>${date}</published></entry>`;
    const feed = feedOf(
      atom(
        dated(1, '2024-01-01T00:00:00Z') +
          dated(2, '2024-06-01T00:00:00+02:00') +
          dated(3, '2024-01-01T00:00:00Z') +
          dated(4, '2025-01-01T00:00:00Z'),
      ),
    );
    expect(urlsOf(feed)).toEqual([
      'https://e.example/4',
      'https://e.example/2',
      'https://e.example/1',
      'https://e.example/3',
    ]);
  });

  it('keeps the feed’s order when an item is undated', () => {
    const feed = feedOf(
      rss(`
        <item><link>https://e.example/old</link><pubDate>Mon, 01 Jan 2024 00:00:00 GMT</pubDate></item>
        <item><link>https://e.example/undated</link></item>
        <item><link>https://e.example/new</link><pubDate>Wed, 01 Jan 2025 00:00:00 GMT</pubDate></item>`),
    );
    expect(urlsOf(feed)).toEqual([
      'https://e.example/old',
      'https://e.example/undated',
      'https://e.example/new',
    ]);
  });
});

describe('parseFeed: hostile feeds', () => {
  it('keeps the newest FEED_ITEMS_MAX of 10,000 items', () => {
    const items = Array.from(
      { length: 10_000 },
      (_, i) =>
        `<item><title>Item ${i}</title><link>https://e.example/${i}</link><pubDate>${new Date(Date.UTC(2000, 0, 1) + i * 60_000).toUTCString()}</pubDate></item>`,
    ).join('');
    const feed = feedOf(rss(items));
    expect(feed.items).toHaveLength(FEED_ITEMS_MAX);
    expect(feed.items[0]?.title).toBe('Item 9999');
    expect(feed.items.at(-1)?.title).toBe(`Item ${10_000 - FEED_ITEMS_MAX}`);
  });

  it('keeps the first FEED_ITEMS_MAX of 10,000 undated items', () => {
    const items = Array.from(
      { length: 10_000 },
      (_, i) => `<item><link>https://e.example/${i}</link></item>`,
    ).join('');
    const feed = feedOf(rss(items));
    expect(feed.items).toHaveLength(FEED_ITEMS_MAX);
    expect(feed.items[0]?.url).toBe('https://e.example/0');
  });

  it('reads what comes before a document nests absurdly deep', () => {
    const deep = '<x>'.repeat(300_000);
    const xml = rss(
      `<item><link>https://e.example/1</link></item>${deep}<item><link>https://e.example/2</link></item>`,
    );
    expect(urlsOf(feedOf(xml))).toEqual(['https://e.example/1']);
  });

  it('reads a title nested deep within itself', () => {
    const xml = rss(
      `<item><title>${'<b>'.repeat(100)}deep${'</b>'.repeat(100)}</title><link>https://e.example/1</link></item>`,
    );
    expect(feedOf(xml).items[0]?.title).toBe('deep');
  });

  it('reads a huge title no further than it keeps', () => {
    const xml = rss(
      `<item><title>${'word '.repeat(500_000)}</title><link>https://e.example/1</link></item>`,
    );
    expect(feedOf(xml).items[0]?.title.length).toBeLessThanOrEqual(VIDEO_TITLE_MAX_LENGTH);
  });

  it('reads what it can of a feed cut off in the middle', () => {
    const whole = fixture('youtube-channel.xml');
    const cut = whole.slice(0, whole.indexOf('Which glue?'));
    const feed = feedOf(cut);
    expect(feed.channelId).toBe(CHANNEL_ID);
    expect(urlsOf(feed)).toEqual([
      'https://www.youtube.com/watch?v=Aq3xT9bLm2E',
      'https://www.youtube.com/watch?v=k7Rw_0pZfQs',
    ]);
  });

  it('never throws, whatever it is given', () => {
    const token = fc.constantFrom(
      '<rss>',
      '<channel>',
      '<item>',
      '</item>',
      '<feed>',
      '<entry>',
      '</entry>',
      '<link>',
      '</link>',
      '<link href="',
      '<link rel="alternate" href="/x"/>',
      '<title>',
      '</title>',
      '<![CDATA[',
      ']]>',
      '<pubDate>',
      '<yt:videoId>',
      '<media:thumbnail url="',
      '"/>',
      '&amp;',
      '&#xFFFFFF;',
      '&',
      '<',
      '>',
      'https://e.example/',
      'javascript:',
      '<!--',
      '-->',
      '<?xml',
      '\u0000',
      '\uD800',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(token, fc.string()), { maxLength: 60 }), (parts) => {
        const feed = parseFeed(parts.join(''), FEED_URL);
        for (const item of feed?.items ?? []) FeedItemSchema.parse(item);
      }),
      { numRuns: 500 },
    );
  });
});
