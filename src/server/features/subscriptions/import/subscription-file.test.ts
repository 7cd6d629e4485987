import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_FILE_ENTRIES_MAX } from '@shared/subscription-file';
import { SUBSCRIPTION_JSON_DEPTH_MAX } from './app-json';
import { EXPECTED_SUBSCRIPTION_FILES } from './file-entry';
import { OPML_DEPTH_MAX } from './opml';
import { readSubscriptionFile, type SubscriptionFile } from './subscription-file';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const utf8 = (text: string) => new TextEncoder().encode(text);

const FEEDS = 'https://www.youtube.com/feeds/videos.xml';
const read = (bytes: Uint8Array, youtubeFeedUrl = FEEDS): Promise<SubscriptionFile> =>
  readSubscriptionFile(bytes, { youtubeFeedUrl });
const readText = (text: string) => read(utf8(text));

/** What a file is refused with: the reason, then what would have been taken. */
async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await read(bytes);
  } catch (error) {
    const message = (error as Error).message;
    expect(message.endsWith(EXPECTED_SUBSCRIPTION_FILES)).toBe(true);
    return message.slice(0, -EXPECTED_SUBSCRIPTION_FILES.length).trim();
  }
  throw new Error('the file was read');
}
const refusalOf = (text: string) => refusal(utf8(text));

const WORKSHOP = 'UCq8Wd1zX7kQp3nV5rT2yLmA';
const TIMBER = 'UCx3Lk9pQ2rT5vW8yZ1aB4cD';
const CAFE = 'UC_7hGf2Jk4Lm6Np8Qr0St2U';
const channel = (id: string, title: string, source: string) => ({
  source,
  kind: 'youtube_channel',
  title,
  feedUrl: `${FEEDS}?channel_id=${id}`,
  sourceUrl: `https://www.youtube.com/channel/${id}`,
  newestOnly: false,
});

describe('YouTube Takeout subscriptions.csv', () => {
  it('reads each channel by its id, with its title (quoted commas, non-ASCII, CRLF, a blank line)', async () => {
    expect(await read(fixture('subscriptions.csv'))).toEqual({
      format: 'youtube_takeout_csv',
      entries: [
        channel(WORKSHOP, 'Quiet Workshop', 'line 2'),
        channel(TIMBER, 'Timber & Thread, the channel', 'line 3'),
        channel(CAFE, 'Café Électrique', 'line 4'),
      ],
      problems: [],
    });
  });

  it('reports a row that names no channel id, and a repeat, and reads the rest', async () => {
    const file = await readText(
      [
        'Channel Id,Channel Url,Channel Title',
        `${WORKSHOP},http://www.youtube.com/channel/${WORKSHOP},Quiet Workshop`,
        'UCtooshort,http://www.youtube.com/channel/UCtooshort,Broken',
        `${WORKSHOP},http://www.youtube.com/channel/${WORKSHOP},Quiet Workshop again`,
        `${TIMBER},,`,
      ].join('\n'),
    );
    expect(file.entries).toEqual([
      channel(WORKSHOP, 'Quiet Workshop', 'line 2'),
      // No title in the file: its id until the first check names it.
      channel(TIMBER, TIMBER, 'line 5'),
    ]);
    expect(file.problems).toEqual([
      { source: 'line 3', value: 'UCtooshort', reason: 'Not a YouTube channel id.' },
      { source: 'line 4', value: WORKSHOP, reason: 'Same channel or feed as line 2.' },
    ]);
  });

  it('reads a header in another language, a byte-order mark, and a list without a header', async () => {
    const german = await readText(
      `\uFEFFKanal-ID,Kanal-URL,Kanaltitel\n${WORKSHOP},http://www.youtube.com/channel/${WORKSHOP},Stille Werkstatt\n`,
    );
    expect(german.entries).toEqual([channel(WORKSHOP, 'Stille Werkstatt', 'line 2')]);
    // Addresses alone, one a line: each channel's id is in its address.
    const bare = await readText(
      `https://www.youtube.com/channel/${WORKSHOP}\nhttps://www.youtube.com/channel/${TIMBER}/videos\n`,
    );
    expect(bare.entries.map((entry) => entry.feedUrl)).toEqual([
      `${FEEDS}?channel_id=${WORKSHOP}`,
      `${FEEDS}?channel_id=${TIMBER}`,
    ]);
  });

  it('writes each channel’s feed at the configured address of YouTube’s feeds', async () => {
    const file = await read(fixture('subscriptions.csv'), 'http://127.0.0.1:8080/yt/feeds.xml');
    expect(file.entries[0]?.feedUrl).toBe(
      `http://127.0.0.1:8080/yt/feeds.xml?channel_id=${WORKSHOP}`,
    );
    expect(file.entries[0]?.sourceUrl).toBe(`https://www.youtube.com/channel/${WORKSHOP}`);
  });

  it('refuses a CSV that names no channel (a Takeout playlist), an endless row, an unclosed quote', async () => {
    expect(
      await refusalOf(
        'Video ID,Playlist Video Creation Timestamp\ndQw4w9WgXcQ,2024-01-01T00:00:00+00:00\n',
      ),
    ).toBe('This CSV file names no YouTube channel (no "Channel Id" column).');
    expect(
      await refusalOf(
        `Channel Id,Channel Url,Channel Title\n${WORKSHOP},x,${'a'.repeat(70_000)}\n`,
      ),
    ).toBe('This file cannot be imported: line 2 is longer than 64 KB.');
    expect(await refusalOf(`Channel Id\n${WORKSHOP}\n"${'b,'.repeat(10)}`)).toMatch(
      /^This CSV file cannot be read at line 3\.$/,
    );
  });

  it('refuses a file of more entries than one file may list, without reading them all', async () => {
    const rows = Array.from({ length: SUBSCRIPTION_FILE_ENTRIES_MAX + 1 }, () => 'UCnotachannel');
    expect(await refusalOf(`Channel Id\n${WORKSHOP}\n${rows.join('\n')}`)).toBe(
      'This file lists more than 5,000 entries, the most one file may.',
    );
    // A million short lines: refused as soon as the cap is passed.
    expect(await refusalOf('x\n'.repeat(1_000_000))).toBe(
      'This file lists more than 5,000 entries, the most one file may.',
    );
  });
});

describe('OPML', () => {
  it('reads the feeds of a feed reader’s file in its folders: YouTube channels and playlists, PeerTube, Vimeo, any feed', async () => {
    const file = await read(fixture('feed-reader.opml'));
    expect(file.format).toBe('opml');
    expect(file.problems).toEqual([]);
    expect(file.entries).toEqual([
      channel(WORKSHOP, 'Quiet Workshop', 'line 9'),
      {
        source: 'line 11',
        kind: 'youtube_playlist',
        title: 'Hand tools for beginners',
        feedUrl: `${FEEDS}?playlist_id=PLx2Fh7TqW0aN5cV8bR1mK4dJ6sE9gYuZo`,
        sourceUrl: 'https://www.youtube.com/playlist?list=PLx2Fh7TqW0aN5cV8bR1mK4dJ6sE9gYuZo',
        newestOnly: true,
      },
      {
        source: 'line 15',
        kind: 'feed',
        // The title attribute before the text; HTML's entities read as XML's.
        title: 'Conf Talks été',
        feedUrl: 'https://talks.example.org/feed.atom?lang=en&kind=video',
        sourceUrl: 'https://talks.example.org/',
        newestOnly: false,
      },
      {
        source: 'line 16',
        kind: 'peertube',
        title: 'PeerTube: Blender',
        feedUrl: 'https://video.blender.org/feeds/videos.xml?videoChannelId=3',
        sourceUrl: 'https://video.blender.org/c/blender_channel/videos',
        newestOnly: false,
      },
      {
        source: 'line 18',
        kind: 'vimeo',
        title: 'Ana on Vimeo',
        feedUrl: 'https://vimeo.com/anacooks/videos/rss',
        sourceUrl: 'https://vimeo.com/anacooks',
        newestOnly: false,
      },
    ]);
  });

  it('reads YouTube’s own (and FreeTube’s) subscriptions OPML', async () => {
    const file = await read(fixture('youtube-subscriptions.opml'));
    expect(file.entries).toEqual([
      channel(WORKSHOP, 'Quiet Workshop', 'line 4'),
      channel(TIMBER, 'Timber & Thread', 'line 5'),
    ]);
  });

  it('knows a feed at the configured address of YouTube’s feeds as that channel (Vidshelf’s own export)', async () => {
    const base = 'http://127.0.0.1:8080/feeds/videos.xml';
    const file = await read(
      utf8(
        `<opml version="2.0"><body><outline type="rss" text="W" xmlUrl="${base}?channel_id=${WORKSHOP}"/></body></opml>`,
      ),
      base,
    );
    expect(file.entries).toEqual([
      { ...channel(WORKSHOP, 'W', 'line 1'), feedUrl: `${base}?channel_id=${WORKSHOP}` },
    ]);
  });

  it('reports what cannot be followed: no address, no web address, a YouTube feed or page without a channel id, a repeat', async () => {
    const file = await readText(`<?xml version="1.0"?>
<opml version="2.0"><body>
<outline type="rss" text="No address"/>
<outline type="rss" text="Mail" xmlUrl="mailto:someone@example.com"/>
<outline type="rss" text="Script" xmlUrl="javascript:alert(1)"/>
<outline type="rss" text="Bad id" xmlUrl="https://www.youtube.com/feeds/videos.xml?channel_id=UCbad"/>
<outline type="rss" text="Handle" xmlUrl="https://www.youtube.com/@someone"/>
<outline type="rss" text="Blog" xmlUrl="https://blog.example.com/feed"/>
<outline type="rss" text="Blog again" xmlUrl="https://blog.example.com/feed"/>
<outline text="A folder"><outline text="A note, no feed"/></outline>
<outline type="rss" text="Long" xmlUrl="https://example.com/${'a'.repeat(2100)}"/>
</body></opml>`);
    expect(file.entries.map((entry) => entry.title)).toEqual(['Blog']);
    expect(file.problems).toEqual([
      { source: 'line 3', value: '', reason: 'No address of a channel or feed.' },
      {
        source: 'line 4',
        value: 'mailto:someone@example.com',
        reason: 'Not a web address (http or https).',
      },
      {
        source: 'line 5',
        value: 'javascript:alert(1)',
        reason: 'Not a web address (http or https).',
      },
      {
        source: 'line 6',
        value: 'https://www.youtube.com/feeds/videos.xml?channel_id=UCbad',
        reason: 'Not a YouTube channel id.',
      },
      {
        source: 'line 7',
        value: 'https://www.youtube.com/@someone',
        reason:
          'A YouTube address without its channel id: follow it by its address on this screen.',
      },
      {
        source: 'line 9',
        value: 'https://blog.example.com/feed',
        reason: 'Same channel or feed as line 8.',
      },
      {
        source: 'line 11',
        value: `https://example.com/${'a'.repeat(179)}…`,
        reason: 'The address is longer than 2,048 characters.',
      },
    ]);
  });

  it('refuses outlines nested deeper than the cap at once, however deep the file goes', async () => {
    const deep = (levels: number) =>
      `<opml><body>${'<outline text="f">'.repeat(levels)}<outline type="rss" xmlUrl="https://a.example/feed"/>${'</outline>'.repeat(levels)}</body></opml>`;
    // Just within: opml, body and the folders.
    expect((await readText(deep(OPML_DEPTH_MAX - 3))).entries).toHaveLength(1);
    const started = performance.now();
    expect(await refusalOf(deep(200_000))).toBe(
      `This file cannot be imported: its outlines are nested more than ${OPML_DEPTH_MAX} levels deep.`,
    );
    // Not a time the test asserts closely: only that the depth was not walked.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('refuses XML that is not OPML, a web page, and a file of more entries than the cap', async () => {
    expect(
      await refusalOf('<?xml version="1.0"?><rss version="2.0"><channel></channel></rss>'),
    ).toBe('This XML file is not OPML (it starts with <rss>).');
    expect(await refusalOf('<!DOCTYPE html><html><body>hi</body></html>')).toBe(
      'This XML file is not OPML (it starts with <html>).',
    );
    expect(await refusalOf('<opml version="2.0"><body></body></opml>')).toBe(
      'This file lists no channels or feeds.',
    );
    const many = '<outline type="rss" xmlUrl="https://a.example/f"/>'.repeat(
      SUBSCRIPTION_FILE_ENTRIES_MAX + 1,
    );
    expect(await refusalOf(`<opml><body>${many}</body></opml>`)).toBe(
      'This file lists more than 5,000 entries, the most one file may.',
    );
  });

  it('reads an attribute of a huge line whole, and reports it cut', async () => {
    const title = 'T'.repeat(1_500_000);
    const file = await readText(
      `<opml><body><outline type="rss" title="${title}" xmlUrl="https://x.example/${'p'.repeat(500_000)}"/></body></opml>`,
    );
    expect(file.entries).toEqual([]);
    expect(file.problems[0]?.reason).toBe('The address is longer than 2,048 characters.');
    expect(file.problems[0]?.value.length).toBe(200);
  });
});

describe('NewPipe and FreeTube', () => {
  it('reads NewPipe’s export: YouTube channels, a PeerTube channel; another service is reported', async () => {
    const file = await read(fixture('newpipe_subscriptions.json'));
    expect(file.format).toBe('newpipe_json');
    expect(file.entries).toEqual([
      channel(WORKSHOP, 'Quiet Workshop', 'subscription 1'),
      channel(TIMBER, 'Timber & Thread', 'subscription 2'),
      {
        source: 'subscription 3',
        kind: 'peertube',
        title: 'Blender',
        feedUrl: 'https://video.blender.org/feeds/videos.xml?videoChannelName=blender_channel',
        sourceUrl: 'https://video.blender.org/video-channels/blender_channel',
        newestOnly: false,
      },
    ]);
    expect(file.problems).toEqual([
      {
        source: 'subscription 4',
        value: 'https://soundcloud.com/some-artist',
        reason: 'Not a YouTube or PeerTube channel.',
      },
    ]);
  });

  it('reads FreeTube’s profiles.db: every profile, each channel once, a deleted profile left out', async () => {
    const file = await read(fixture('profiles.db'));
    expect(file.format).toBe('freetube_db');
    expect(file.entries).toEqual([
      channel(WORKSHOP, 'Quiet Workshop', 'line 1, subscription 1'),
      channel(TIMBER, 'Timber & Thread', 'line 1, subscription 2'),
      channel(CAFE, 'Café Électrique', 'line 1, subscription 3'),
    ]);
    expect(file.problems).toEqual([]);
  });

  it('reads a FreeTube profile alone, and reports entries of the wrong types', async () => {
    const file = await readText(
      JSON.stringify({
        name: 'All Channels',
        subscriptions: [
          { id: WORKSHOP, name: 'Quiet Workshop' },
          { id: 42, name: 'A number' },
          'UCq8Wd1zX7kQp3nV5rT2yLmA',
          null,
          { id: 'UC-not-a-channel', name: 7 },
          { id: TIMBER, name: ['not', 'text'] },
        ],
        _id: 'allChannels',
      }),
    );
    expect(file.format).toBe('freetube_db');
    expect(file.entries).toEqual([
      channel(WORKSHOP, 'Quiet Workshop', 'subscription 1'),
      channel(TIMBER, TIMBER, 'subscription 6'),
    ]);
    expect(file.problems).toEqual([
      { source: 'subscription 2', value: '42', reason: 'No address of a channel or feed.' },
      { source: 'subscription 3', value: WORKSHOP, reason: 'No address of a channel or feed.' },
      { source: 'subscription 4', value: 'null', reason: 'No address of a channel or feed.' },
      { source: 'subscription 5', value: 'UC-not-a-channel', reason: 'Not a YouTube channel id.' },
    ]);
  });

  it('reports NewPipe entries of the wrong types, and a YouTube address without a channel id', async () => {
    const file = await readText(
      JSON.stringify({
        app_version: '0.27.6',
        subscriptions: [
          { service_id: 0, url: 'https://www.youtube.com/@handle', name: 'Handle' },
          { service_id: 0, url: ['https://www.youtube.com/channel/UCq8Wd1zX7kQp3nV5rT2yLmA'] },
          { service_id: '0', url: `https://www.youtube.com/channel/${TIMBER}`, name: 'Timber' },
        ],
      }),
    );
    expect(file.entries).toEqual([channel(TIMBER, 'Timber', 'subscription 3')]);
    expect(file.problems.map(({ source, reason }) => ({ source, reason }))).toEqual([
      {
        source: 'subscription 1',
        reason:
          'A YouTube address without its channel id: follow it by its address on this screen.',
      },
      { source: 'subscription 2', reason: 'No address of a channel or feed.' },
    ]);
  });

  it('refuses JSON of the wrong shape, nested too deep, too many values, or broken', async () => {
    const expected =
      'This JSON file is not a NewPipe or FreeTube subscriptions export (it has no "subscriptions" list).';
    expect(await refusalOf('{"subscriptions": {"a": 1}}')).toBe(expected);
    expect(await refusalOf('{"videos": []}')).toBe(expected);
    expect(await refusalOf('[1, 2]')).toBe(
      'This JSON file is a list, not a NewPipe or FreeTube subscriptions export.',
    );
    expect(await refusalOf(`{"subscriptions": ${'['.repeat(1_000_000)}`)).toBe(
      `This file cannot be imported: line 1 is nested more than ${SUBSCRIPTION_JSON_DEPTH_MAX} levels deep.`,
    );
    expect(await refusalOf(`{"subscriptions": [${'"",'.repeat(600_000)}""]}`)).toBe(
      'This file lists more than 5,000 entries, the most one file may.',
    );
    expect(await refusalOf('{"subscriptions": []}\n{"subscriptions": [}\n')).toBe(
      'This file is not JSON: line 2 cannot be read.',
    );
    // Brackets inside strings do not count.
    const quoted = await readText(
      `{"subscriptions": [{"id": "${WORKSHOP}", "name": "[[[[[[[[[[{{{{{{{{{"}]}`,
    );
    expect(quoted.entries).toHaveLength(1);
  });
});

describe('any file', () => {
  it('refuses an archive, a binary, bytes that are not UTF-8, and an empty file', async () => {
    expect(await refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe(
      'This is a ZIP archive (a Google Takeout download is one): unzip it first, then import the subscriptions.csv inside.',
    );
    expect(await refusal(new Uint8Array([0x1f, 0x8b, 8, 0]))).toBe(
      'This is a compressed (gzip) file: decompress it first.',
    );
    // Latin-1 "Café" is no UTF-8.
    expect(
      await refusal(new Uint8Array([...utf8(`Channel Id\n${WORKSHOP},x,Caf`), 0xe9, 0x0a])),
    ).toBe('This file is not text.');
    expect(await refusal(utf8('Channel Id\n\0\0\0'))).toBe('This file is not text.');
    expect(await refusalOf('  \n\t ')).toBe('This file is empty.');
  });

  it('takes a byte-order mark before any kind of file', async () => {
    const json = await readText(`\uFEFF{"subscriptions":[{"id":"${WORKSHOP}"}]}`);
    expect(json.entries).toHaveLength(1);
    const opml = await readText(
      `\uFEFF<opml><body><outline type="rss" xmlUrl="https://a.example/f"/></body></opml>`,
    );
    expect(opml.entries).toHaveLength(1);
  });
});
