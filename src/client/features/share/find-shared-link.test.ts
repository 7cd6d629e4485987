import { describe, expect, it } from 'vitest';
import { findSharedLink, firstLinkIn, sharedTitle } from './find-shared-link';
import type { SharedData } from './find-shared-link';

describe('findSharedLink', () => {
  const cases: Array<[string, SharedData, string | null]> = [
    ['url only', { url: 'https://vimeo.com/1001' }, 'https://vimeo.com/1001'],
    [
      'url first, whatever text and title say',
      { url: 'https://a.example.com/1', text: 'see https://b.example.com/2', title: 'x' },
      'https://a.example.com/1',
    ],
    [
      'text only, with words around the link',
      { text: 'Look at this https://example.com/talk it is great' },
      'https://example.com/talk',
    ],
    [
      'the YouTube app: youtu.be with ?si= inside text',
      { text: 'https://youtu.be/dQw4w9WgXcQ?si=abc', title: 'A video' },
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
    ],
    [
      'youtu.be with ?si= after words, on a new line',
      { text: 'Watch this\nhttps://youtu.be/dQw4w9WgXcQ?si=AbC-12_x' },
      'https://youtu.be/dQw4w9WgXcQ?si=AbC-12_x',
    ],
    [
      'a bracket and a full stop after the link',
      { text: '(it is https://www.youtube.com/watch?v=dQw4w9WgXcQ).' },
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ],
    [
      'a comma after the link',
      { text: 'first https://example.com/a, then more words' },
      'https://example.com/a',
    ],
    [
      'quotes and an ellipsis after the link',
      { text: '"https://example.com/quoted"… and ‘https://example.com/x’' },
      'https://example.com/quoted',
    ],
    [
      'a bracket the link itself opened stays',
      { text: 'See https://en.wikipedia.org/wiki/Rust_(language).' },
      'https://en.wikipedia.org/wiki/Rust_(language)',
    ],
    [
      'several links: the first wins',
      { text: 'https://one.example.com/1 and https://two.example.com/2' },
      'https://one.example.com/1',
    ],
    [
      'text without a link, then the title',
      { text: 'Just words', title: 'Title https://title.example.com/t' },
      'https://title.example.com/t',
    ],
    ['no link at all', { url: '', text: 'nothing to see', title: 'Hello' }, null],
    ['nothing at all', {}, null],
    ['nulls, as missing query parameters read', { url: null, text: null, title: null }, null],
    [
      'javascript: refused as url, the text link taken instead',
      { url: 'javascript:alert(1)', text: 'safe https://example.com/safe' },
      'https://example.com/safe',
    ],
    [
      'javascript: and data: refused everywhere',
      { url: 'javascript:alert(document.cookie)', text: 'data:text/html,<b>x</b>', title: ' ' },
      null,
    ],
    ['other schemes refused', { url: 'ftp://example.com/file', text: 'mailto:a@b.c' }, null],
    [
      'whitespace around url',
      { url: '  https://example.com/padded \n' },
      'https://example.com/padded',
    ],
    ['whitespace only', { url: '   ', text: '\t\n ', title: ' ' }, null],
    [
      'a scheme with no host is skipped for the next link',
      { text: 'https:// broken, then https://example.com/ok' },
      'https://example.com/ok',
    ],
    ['written as the URL parser writes it', { url: 'HTTPS://Example.COM' }, 'https://example.com/'],
    ['upper case in text', { text: 'LOOK: HTTP://EXAMPLE.COM/Path!' }, 'http://example.com/Path'],
    [
      'CJK punctuation ends the link',
      { text: '看这个https://example.com/v，很好。' },
      'https://example.com/v',
    ],
    [
      'a url that is words with a link is not a url; text has none',
      { url: 'see https://example.com/in-url' },
      null,
    ],
  ];

  it.each(cases)('%s', (_name, shared, expected) => {
    expect(findSharedLink(shared)).toBe(expected);
  });
});

describe('firstLinkIn', () => {
  it('keeps the query and fragment of the link', () => {
    expect(firstLinkIn('at https://example.com/a?b=1&c=2#t=30s now')).toBe(
      'https://example.com/a?b=1&c=2#t=30s',
    );
  });
});

describe('sharedTitle', () => {
  it('is the trimmed title, or none when empty or only the link again', () => {
    expect(sharedTitle('  A video \n', 'https://youtu.be/x')).toBe('A video');
    expect(sharedTitle('', 'https://youtu.be/x')).toBeNull();
    expect(sharedTitle(null, null)).toBeNull();
    expect(sharedTitle(' https://youtu.be/x ', 'https://youtu.be/x')).toBeNull();
    expect(sharedTitle('https://other.example.com/', 'https://youtu.be/x')).toBe(
      'https://other.example.com/',
    );
  });
});
