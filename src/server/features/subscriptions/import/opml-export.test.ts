import { describe, expect, it } from 'vitest';
import { opmlFileName, subscriptionsOpml, xmlAttribute } from './opml-export';
import { readSubscriptionFile } from './subscription-file';

const FEEDS = 'https://www.youtube.com/feeds/videos.xml';
const CREATED = new Date(Date.UTC(2026, 10, 21, 23, 30));

describe('subscriptionsOpml', () => {
  it('writes OPML 2.0, one outline a subscription: title, feed, page', () => {
    expect(
      subscriptionsOpml(
        [
          {
            title: 'Quiet Workshop',
            feedUrl: `${FEEDS}?channel_id=UCq8Wd1zX7kQp3nV5rT2yLmA`,
            sourceUrl: 'https://www.youtube.com/channel/UCq8Wd1zX7kQp3nV5rT2yLmA',
          },
        ],
        CREATED,
      ),
    ).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0">
  <head>
    <title>Vidshelf subscriptions</title>
    <dateCreated>Sat, 21 Nov 2026 23:30:00 GMT</dateCreated>
  </head>
  <body>
    <outline type="rss" text="Quiet Workshop" title="Quiet Workshop" xmlUrl="${FEEDS}?channel_id=UCq8Wd1zX7kQp3nV5rT2yLmA" htmlUrl="https://www.youtube.com/channel/UCq8Wd1zX7kQp3nV5rT2yLmA"/>
  </body>
</opml>
`);
    expect(opmlFileName(CREATED)).toBe('vidshelf-subscriptions-2026-11-21.opml');
  });

  it('escapes markup and line breaks, and leaves out what XML cannot hold', () => {
    expect(xmlAttribute(`"A" & <b>'s</b>\n\tx\u0001y\uFFFE\uD800z`)).toBe(
      '&quot;A&quot; &amp; &lt;b&gt;&apos;s&lt;/b&gt;&#10;&#9;xyz',
    );
  });

  it('is read back by the import as it was written, hostile titles and addresses included', async () => {
    const subscriptions = [
      {
        title: 'Timber & Thread "live" <script>',
        feedUrl: `${FEEDS}?channel_id=UCx3Lk9pQ2rT5vW8yZ1aB4cD`,
        sourceUrl: 'https://www.youtube.com/channel/UCx3Lk9pQ2rT5vW8yZ1aB4cD',
      },
      {
        title: 'Conf talks – été',
        feedUrl: 'https://talks.example.org/feed.atom?lang=en&kind="video"',
        sourceUrl: 'https://talks.example.org/',
      },
    ];
    const file = await readSubscriptionFile(
      new TextEncoder().encode(subscriptionsOpml(subscriptions, CREATED)),
      {
        youtubeFeedUrl: FEEDS,
      },
    );
    expect(file.problems).toEqual([]);
    expect(
      file.entries.map(({ title, feedUrl, sourceUrl }) => ({ title, feedUrl, sourceUrl })),
    ).toEqual([
      subscriptions[0],
      // An address is read as a URL: its quotes come back escaped.
      {
        ...subscriptions[1],
        feedUrl: 'https://talks.example.org/feed.atom?lang=en&kind=%22video%22',
      },
    ]);
  });
});
