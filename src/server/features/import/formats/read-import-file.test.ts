import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXPECTED_FILES, type ImportItem } from './import-item';
import { readImportFile } from './read-import-file';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** `bytes` as an upload arrives: in small pieces, which split tags and UTF-8 sequences. */
async function* pieces(bytes: Uint8Array, size = 37): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function read(bytes: Uint8Array, fileName = 'file', size?: number) {
  const file = await readImportFile(pieces(bytes, size), fileName);
  const items: ImportItem[] = [];
  for await (const item of file.items) items.push(item);
  return { format: file.format, items };
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const at = (seconds: number) => new Date(seconds * 1000);

/** What a read is refused with: the reason, then what would have been taken. */
async function refusal(bytes: Uint8Array, fileName = 'file'): Promise<string> {
  try {
    await read(bytes, fileName);
  } catch (error) {
    const message = (error as Error).message;
    expect(message.endsWith(EXPECTED_FILES)).toBe(true);
    return message.slice(0, -EXPECTED_FILES.length).trim();
  }
  throw new Error('the file was read');
}

describe('bookmark files (Netscape HTML)', () => {
  it('reads a Chrome export: folders by path, the bookmarks bar left out, dates, entities, non-ASCII', async () => {
    const { format, items } = await read(fixture('chrome-bookmarks.html'));
    expect(format).toBe('bookmarks-html');
    expect(
      items.map(({ url, title, folders, savedAt }) => ({ url, title, folders, savedAt })),
    ).toEqual([
      {
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: 'Rick Astley - Never Gonna Give You Up (Official Music Video)',
        folders: [],
        savedAt: at(1700000100),
      },
      {
        url: 'https://youtu.be/9bZkp7q19f0',
        title: 'PSY - GANGNAM STYLE(강남스타일) M/V',
        folders: ['Music'],
        savedAt: at(1700000210),
      },
      {
        url: 'https://www.youtube.com/watch?v=kJQP7kiw5Fk&t=42s',
        title: 'Luis Fonsi & Daddy Yankee – Despacito',
        folders: ['Music', 'Live'],
        savedAt: at(1700000240),
      },
      {
        url: 'javascript:alert(document.title)',
        title: 'A bookmarklet',
        folders: [],
        savedAt: at(1700000270),
      },
      {
        url: 'https://vimeo.com/76979871',
        title: 'The New Vimeo Player (You Know, For Videos)',
        folders: ['Other bookmarks'],
        savedAt: at(1700000310),
      },
    ]);
    expect(items.map((item) => item.source)).toEqual([
      'link 1',
      'link 2',
      'link 3',
      'link 4',
      'link 5',
    ]);
  });

  it('reads a Firefox export: place: entries kept for the report, whitespace folded, both containers left out', async () => {
    const { items } = await read(fixture('firefox-bookmarks.html'), 'bookmarks.html', 5);
    expect(items.map(({ url, title, folders }) => ({ url, title, folders }))).toEqual([
      {
        url: 'place:parent=toolbar_____&sort=12&maxResults=10&excludeQueries=1',
        title: 'Recently Bookmarked',
        folders: [],
      },
      {
        url: 'https://www.youtube.com/watch?v=1-SJGQ2HLp8',
        title: 'Gennaro’s carbonara — the real thing',
        folders: ['Cooking'],
      },
      {
        url: 'https://www.dailymotion.com/video/x7tgad0',
        title: 'Dailymotion <clip>',
        folders: [],
      },
      { url: 'https://example.com/article', title: 'An article with a broken line', folders: [] },
    ]);
  });

  it('reads a Raindrop export with unclosed links, a folder named Untitled and a date in milliseconds', async () => {
    const { items } = await read(fixture('raindrop-bookmarks.html'));
    expect(
      items.map(({ url, title, folders, savedAt }) => ({ url, title, folders, savedAt })),
    ).toEqual([
      {
        url: 'https://www.youtube.com/watch?v=8aGhZQkoFbQ',
        title: 'What the heck is the event loop anyway? | Philip Roberts | JSConf EU',
        folders: ['Talks'],
        savedAt: at(1650000001),
      },
      {
        url: 'https://www.youtube.com/watch?v=8aGhZQkoFbQ',
        title: 'The same talk, saved twice',
        folders: ['Talks'],
        savedAt: at(1650000003),
      },
      {
        url: 'https://www.youtube.com/shorts/aqz-KE-bpKQ',
        title: 'Big Buck Bunny (a date in milliseconds)',
        folders: ['Untitled'],
        savedAt: at(1650000100),
      },
    ]);
  });

  it('keeps an ICON data URI of hundreds of KB out of what it reads', async () => {
    const icon = `data:image/png;base64,${'A'.repeat(600_000)}`;
    const html = `<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p><DT><A HREF="https://example.com/" ICON="${icon}">Big icon</A></DL>`;
    const { items } = await read(utf8(html), 'b.html', 65_536);
    expect(items).toMatchObject([{ url: 'https://example.com/', title: 'Big icon' }]);
  });

  it('reads folders 64 levels deep, folds deeper ones into the one there, and cuts a title of a megabyte', async () => {
    const depth = 2_000;
    const html =
      '<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p>' +
      '<DT><H3>f</H3><DL><p>'.repeat(63) +
      '<DT><A HREF="https://example.com/63">63</A>' +
      '<DT><H3>g</H3><DL><p>' +
      '<DT><A HREF="https://example.com/64">64</A>' +
      '<DT><H3>h</H3><DL><p>'.repeat(depth) +
      `<DT><A HREF="https://example.com/deep">${'t'.repeat(1_000_000)}</A>` +
      '</DL><p>'.repeat(depth) +
      '<DT><A HREF="https://example.com/back">back at 64</A>' +
      '</DL><p>'.repeat(64) +
      '<DT><A HREF="https://example.com/top">top</A>' +
      '</DL>';
    const { items } = await read(utf8(html), 'b.html', 65_536);
    const at64 = [...Array<string>(63).fill('f'), 'g'];
    expect(items.map(({ url, folders, folded }) => ({ url, folders, folded }))).toEqual([
      { url: 'https://example.com/63', folders: Array<string>(63).fill('f'), folded: false },
      { url: 'https://example.com/64', folders: at64, folded: false },
      { url: 'https://example.com/deep', folders: at64, folded: true },
      { url: 'https://example.com/back', folders: at64, folded: false },
      { url: 'https://example.com/top', folders: [], folded: false },
    ]);
    expect(items[2]!.title).toHaveLength(2_000);
  });

  it('reads 100,000 nested lists in one pass, without keeping a level of each (a hostile file)', async () => {
    // Lists with and without headings, an open tag never closed at the end: what htmlparser2's
    // Parser would keep a stack of, and move whole at each level.
    const depth = 100_000;
    const html =
      '<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p>' +
      '<DT><H3>x</H3><DL><p><DL>'.repeat(depth / 2) +
      '<DT><A HREF="https://example.com/deep">deep</A>' +
      '</DL>'.repeat(depth) +
      '<DT><A HREF="https://example.com/top">top</A>';
    const { items } = await read(utf8(html), 'b.html', 65_536);
    expect(
      items.map(({ url, folders, folded }) => ({ url, folders: folders.length, folded })),
    ).toEqual([
      { url: 'https://example.com/deep', folders: 64, folded: true },
      { url: 'https://example.com/top', folders: 0, folded: false },
    ]);
  });

  it('lets other work run while it reads a large file that arrived whole (nothing to wait on)', async () => {
    // 2 MB of nested folders in one chunk: no network read, no database write between its
    // entries, so only the reader's own turns of the event loop let anything else in.
    const html =
      '<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p>' +
      '<DT><H3>f</H3><DL><p>'.repeat(100_000) +
      '<DT><A HREF="https://example.com/deep">deep</A>';
    let otherWork = 0;
    let running = true;
    const other = () => {
      otherWork += 1;
      if (running) setImmediate(other);
    };
    setImmediate(other);
    const { items } = await read(utf8(html), 'b.html', html.length);
    running = false;
    expect(items.map(({ url }) => url)).toEqual(['https://example.com/deep']);
    expect(otherWork).toBeGreaterThan(1);
  });

  it('reads 100,000 tiny entries, in order', async () => {
    const links = Array.from(
      { length: 100_000 },
      (_, i) => `<DT><A HREF="https://e.com/${i}">${i}</A>\n`,
    );
    const html = `<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n${links.join('')}</DL>`;
    const { items } = await read(utf8(html), 'b.html', 65_536);
    expect(items).toHaveLength(100_000);
    expect(items[99_999]).toMatchObject({
      url: 'https://e.com/99999',
      title: '99999',
      source: 'link 100,000',
    });
  });
});

describe('bookmark tags', () => {
  it('reads a link’s TAGS attribute, comma-separated, as bookmark services write it', async () => {
    const { items } = await read(
      utf8(`<!DOCTYPE NETSCAPE-Bookmark-file-1>
<DL><p>
<DT><A HREF="https://e.com/a" TAGS="jazz,Live music, ">A</A>
<DT><A HREF="https://e.com/b">B</A>
</DL>`),
    );
    expect(items.map((item) => item.tags)).toEqual([['jazz', 'Live music', ' '], []]);
  });
});

describe('Vidshelf exports (JSON)', () => {
  it('reads the spec’s export: titles, channels, descriptions, dates and collections', async () => {
    const { format, items } = await read(
      fixture('vidshelf-export.json'),
      'vidshelf-links-export.json',
      11,
    );
    expect(format).toBe('vidshelf-json');
    expect(items).toEqual([
      {
        source: 'video 1',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: 'Never Gonna Give You Up',
        folders: ['Music'],
        savedAt: new Date('2026-01-02T03:04:05.000Z'),
        channelName: 'Rick Astley',
        description: '',
        tags: [],
        note: null,
        watchedAt: null,
        publishedAt: null,
      },
      {
        source: 'video 2',
        url: 'https://example.com/page',
        title: 'Web Content',
        folders: ['Unsorted'],
        savedAt: new Date('2026-02-03T04:05:06.000Z'),
        channelName: null,
        description: 'Content from example.com',
        tags: [],
        note: null,
        watchedAt: null,
        publishedAt: null,
      },
    ]);
  });

  it('reads the watched and published dates, tags and note a Vidshelf export gives after the spec’s fields', async () => {
    const { items } = await read(
      utf8(
        JSON.stringify({
          exportedAt: '2026-11-26T00:00:00.000Z',
          categories: [],
          videos: [
            {
              url: 'https://e.com/a',
              tags: ['Jazz', 3, 'Live'],
              note: 'Solo at 3:00',
              watchedAt: '2026-11-20T08:00:00.000Z',
              publishedAt: '2019-04-05T06:07:08.000Z',
            },
            {
              url: 'https://e.com/b',
              tags: 'not a list',
              note: 7,
              watchedAt: 'yesterday',
              publishedAt: 1554444428,
            },
          ],
        }),
      ),
    );
    expect(
      items.map(({ tags, note, watchedAt, publishedAt }) => ({
        tags,
        note,
        watchedAt,
        publishedAt,
      })),
    ).toEqual([
      {
        tags: ['Jazz', 'Live'],
        note: 'Solo at 3:00',
        watchedAt: new Date('2026-11-20T08:00:00.000Z'),
        publishedAt: new Date('2019-04-05T06:07:08.000Z'),
      },
      // What is no date is none.
      { tags: [], note: null, watchedAt: null, publishedAt: null },
    ]);
  });

  it('refuses JSON that is not an export, or that breaks off, naming what it expected', async () => {
    expect(await refusal(utf8('{"videos": [{"url": "https://e.com/"}]}'))).toBe(
      'This JSON file is not a Vidshelf export (it has no "exportedAt").',
    );
    expect(await refusal(utf8('[1, 2]'))).toBe(
      'This JSON file is not a Vidshelf export (it is a list).',
    );
    expect(await refusal(utf8('{"exportedAt": "x", "videos": [{"url": '))).toMatch(
      /^This JSON file cannot be read to its end \(.+\)\.$/,
    );
    expect(await refusal(utf8('{"exportedAt": "x"} trailing'))).toMatch(
      /^This JSON file cannot be read to its end/,
    );
  });
});

/**
 * A file that never ends: `head`, then `piece` again and again, in pieces of 64 KB, counting
 * what was read; a reader that builds what it reads before checking it never stops on it.
 */
function endless(head: string, piece: string) {
  const read = { chars: 0 };
  const chunk = utf8(piece.repeat(Math.ceil(65_536 / piece.length)));
  async function* bytes(): AsyncGenerator<Uint8Array> {
    read.chars += head.length;
    yield utf8(head);
    for (;;) {
      read.chars += chunk.length;
      yield chunk;
    }
  }
  return { bytes: bytes(), read };
}

/** What reading an endless file is refused with (the reason), and how much of it was read. */
async function endlessRefusal(head: string, piece: string, fileName = 'f') {
  const { bytes, read } = endless(head, piece);
  const message = await (async () => {
    const file = await readImportFile(bytes, fileName);
    for await (const item of file.items) void item;
  })().then(
    () => 'the endless file was read to its end',
    (error: unknown) => (error as Error).message,
  );
  expect(message.endsWith(EXPECTED_FILES), message).toBe(true);
  return { reason: message.slice(0, -EXPECTED_FILES.length).trim(), read: read.chars };
}

describe('hostile files are refused as they arrive, never built first', () => {
  const KB = 1024;

  it('refuses JSON nested deeper than 8 levels, naming the video and the line', async () => {
    const inVideo = await endlessRefusal(
      '{"exportedAt": "x",\n "videos": [\n{"url": "https://e.com/"},\n{"tags": ',
      '[',
    );
    expect(inVideo.reason).toBe(
      'This JSON file cannot be imported: video 2 (line 4) is nested more than 8 levels deep.',
    );
    expect(inVideo.read).toBeLessThan(256 * KB);
    const elsewhere = await endlessRefusal('{"exportedAt": "x", "user": ', '{"a":');
    expect(elsewhere.reason).toBe(
      'This JSON file cannot be imported: the value at line 1 is nested more than 8 levels deep.',
    );
  });

  it('refuses a JSON entry, top-level value or key longer than 256 KB', async () => {
    const video = await endlessRefusal(
      '{"exportedAt": "x", "categories": [], "videos": [{"url": "https://e.com/", "note": "',
      'a',
    );
    expect(video.reason).toBe(
      'This JSON file cannot be imported: video 1 (line 1) is longer than 256 KB.',
    );
    expect(video.read).toBeLessThan(512 * KB);
    const collection = await endlessRefusal('{"exportedAt": "x", "categories": [{"name": "', 'b');
    expect(collection.reason).toBe(
      'This JSON file cannot be imported: collection 1 (line 1) is longer than 256 KB.',
    );
    for (const head of ['{"exportedAt": "', '{"', '{"exportedAt": "x", "n": 1']) {
      const value = await endlessRefusal(head, head.endsWith('1') ? '1' : 'x');
      expect(value.reason).toBe(
        'This JSON file cannot be imported: the value at line 1 is longer than 256 KB.',
      );
      expect(value.read).toBeLessThan(512 * KB);
    }
  });

  it('reads an export whose videos carry the longest note, every character escaped', async () => {
    const note = '\\u00e9'.repeat(5_000);
    const { items } = await read(
      utf8(`{"exportedAt": "x", "videos": [{"url": "https://e.com/", "note": "${note}"}]}`),
    );
    expect(items[0]!.note).toBe('é'.repeat(5_000));
  });

  it('refuses a CSV row longer than 256 KB, or a quote never closed', async () => {
    const row = await endlessRefusal('url,title\nhttps://e.com/,', 'a');
    expect(row.reason).toBe('This file cannot be imported: line 2 is longer than 256 KB.');
    expect(row.read).toBeLessThan(512 * KB);
    const quote = await endlessRefusal('https://e.com/\n"', 'never closed\n');
    expect(quote.reason).toMatch(
      /^This file cannot be imported: line [\d,]+ is longer than 256 KB\.$/,
    );
    const takeout = await endlessRefusal('Video ID,Time Added\n', 'x', 'Watch later.csv');
    expect(takeout.reason).toBe('This file cannot be imported: line 2 is longer than 256 KB.');
  });

  it('refuses a bookmarks file with a comment or tag longer than 1 MB, and keeps no long attribute', async () => {
    const comment = await endlessRefusal('<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><!--', 'a');
    expect(comment.reason).toBe('This HTML file has a tag or comment longer than 1 MB.');
    expect(comment.read).toBeLessThan(2 * KB * KB);
    const tag = await endlessRefusal('<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><A', 'b');
    expect(tag.reason).toBe('This HTML file has a tag or comment longer than 1 MB.');
    const href = `https://e.com/${'c'.repeat(3_000_000)}`;
    const { items } = await read(
      utf8(`<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><DT><A HREF="${href}">long</A></DL>`),
      'b.html',
      65_536,
    );
    expect(items[0]!.url).toBe(href.slice(0, 8_000));
  });
});

describe('YouTube playlists from Google Takeout (CSV)', () => {
  it('makes each row a watch URL in a collection named after the file', async () => {
    const { format, items } = await read(
      fixture('Watch later-videos.csv'),
      'Takeout/YouTube/playlists/Watch later-videos.csv',
    );
    expect(format).toBe('takeout-csv');
    expect(
      items.map(({ source, url, folders, savedAt }) => ({ source, url, folders, savedAt })),
    ).toEqual([
      {
        source: 'line 2',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        folders: ['Watch later'],
        savedAt: new Date('2023-03-01T10:00:00Z'),
      },
      {
        source: 'line 3',
        url: 'https://www.youtube.com/watch?v=9bZkp7q19f0',
        folders: ['Watch later'],
        savedAt: new Date('2023-03-02T11:30:00Z'),
      },
      {
        source: 'line 4',
        url: 'not-an-id',
        folders: ['Watch later'],
        savedAt: new Date('2023-03-03T12:00:00Z'),
      },
    ]);
  });

  it('names the playlist from the block older exports start with', async () => {
    const { items } = await read(fixture('old-takeout-playlist.csv'), 'old-takeout-playlist.csv');
    expect(items).toMatchObject([
      {
        url: 'https://www.youtube.com/watch?v=kJQP7kiw5Fk',
        folders: ['Songs, for the road'],
        savedAt: new Date('2019-05-01T10:05:00Z'),
      },
    ]);
  });
});

describe('lists of links (text or CSV)', () => {
  it('takes a link a line, or the cell of a row that is one, and keeps what is not for the report', async () => {
    const { format, items } = await read(fixture('links.txt'), 'links.txt');
    expect(format).toBe('url-list');
    expect(items.map(({ source, url }) => ({ source, url }))).toEqual([
      { source: 'line 1', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      { source: 'line 3', url: 'https://example.com/a,b' },
      { source: 'line 4', url: 'not a link' },
      { source: 'line 5', url: 'https://vimeo.com/1' },
    ]);
  });

  it('reads a CSV with a header row by its columns (Raindrop, Pocket, a spreadsheet)', async () => {
    const { items } = await read(fixture('raindrop.csv'), 'raindrop.csv');
    expect(
      items.map(({ url, title, folders, savedAt }) => ({ url, title, folders, savedAt })),
    ).toEqual([
      {
        url: 'https://www.youtube.com/watch?v=8aGhZQkoFbQ',
        title: 'Talk, part 1',
        folders: ['Talks'],
        savedAt: new Date('2022-04-15T05:20:00.000Z'),
      },
      {
        url: 'https://example.com/x',
        title: 'Article',
        folders: [],
        savedAt: new Date('2022-04-16T05:20:00.000Z'),
      },
    ]);
  });
});

describe('files that cannot be imported change nothing and say what was expected', () => {
  it('refuses a ZIP renamed to .html, gzip, binary garbage, non-UTF-8 text, empty files and pages', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
    expect(await refusal(zip, 'bookmarks.html')).toBe(
      'This is a ZIP archive: unzip it first, then import the file inside.',
    );
    expect(await refusal(new Uint8Array([0x1f, 0x8b, 0x08, 0x00]))).toBe(
      'This is a compressed (gzip) file: decompress it first.',
    );
    const garbage = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256);
    expect(await refusal(garbage)).toBe('This file is not text.');
    expect(await refusal(new Uint8Array([0x68, 0x69, 0x00, 0x0a]))).toBe('This file is not text.');
    // Latin-1 "café" (0xE9 alone is not UTF-8), after a valid start.
    expect(await refusal(new Uint8Array([...utf8('https://e.com/caf'), 0xe9, 0x0a]))).toBe(
      'This file is not text.',
    );
    expect(await refusal(utf8('  \n\n '))).toBe('This file is empty.');
    expect(await refusal(utf8('<html><body><p>Hello</p></body></html>'))).toBe(
      'This HTML file is not a bookmarks file (it has no list of links).',
    );
    expect(await refusal(utf8('just some words\nand more words\n'))).toBe(
      'No links were found in this file.',
    );
    expect(await refusal(utf8('Playlist Id,Title\nPLx,Mine\n'), 'Mine.csv')).toBe(
      'No links were found in this file.',
    );
  });

  it('refuses a text file that turns binary after its first 8 KB, wherever that shows', async () => {
    const bytes = new Uint8Array([...utf8('https://example.com/\n'.repeat(1_000)), 0xff, 0xfe]);
    expect(await refusal(bytes)).toBe('This file is not text.');
  });

  it.each([
    [
      'a list of links',
      'https://example.com/a-fairly-long-path/to-a-video?id=0123456789abcdef\n',
      '',
    ],
    [
      'a bookmark file',
      '<DT><A HREF="https://example.com/v" ADD_DATE="1700000000">A video</A>\n',
      '<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n',
    ],
  ])(
    'reads %s of 50 MB as it arrives: the first links come with at most 3 MB read',
    async (_, line, start) => {
      const size = 50 * 1024 * 1024;
      const piece = utf8(line.repeat(Math.ceil((1024 * 1024) / line.length)));
      let pulled = 0;
      async function* upload(): AsyncGenerator<Uint8Array> {
        yield utf8(start);
        while (pulled < size) {
          pulled += piece.length;
          yield piece;
        }
      }
      const file = await readImportFile(upload(), 'big');
      const items = file.items[Symbol.asyncIterator]();
      const first = await items.next();
      expect(first.value).toMatchObject({
        url: expect.stringMatching(/^https:\/\/example\.com\//),
      });
      // What is read ahead is a few pieces, whatever the file's size.
      expect(pulled).toBeLessThanOrEqual(3 * piece.length);
      await items.return?.(undefined);
    },
  );
});
