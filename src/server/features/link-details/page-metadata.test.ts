import { describe, expect, it } from 'vitest';
import { encodingOf, headReader, type PageMetadata } from './page-metadata';

const PAGE_URL = new URL('https://www.example.com/articles/one?id=7');

/** Feeds `html` to a head reader in chunks of `chunkSize` bytes, as a body would arrive. */
function read(
  html: string | Buffer,
  { charset, chunkSize = 4096 }: { charset?: string; chunkSize?: number } = {},
): { metadata: PageMetadata; stoppedAt: number | undefined } {
  const bytes = typeof html === 'string' ? Buffer.from(html) : html;
  const reader = headReader(PAGE_URL, charset);
  let stoppedAt: number | undefined;
  for (let offset = 0; offset < bytes.length; offset += chunkSize) {
    if (reader.write(bytes.subarray(offset, offset + chunkSize)) === 'stop') {
      stoppedAt = offset + chunkSize;
      break;
    }
  }
  return { metadata: reader.end(), stoppedAt };
}

const readHead = (html: string | Buffer, options?: { charset?: string; chunkSize?: number }) =>
  read(html, options).metadata;

describe('headReader', () => {
  it('reads the Open Graph tags', () => {
    const html = `<!doctype html><html><head>
      <title>Page title | Example</title>
      <meta property="og:title" content="The OG title">
      <meta property="og:site_name" content="Example News">
      <meta property="og:description" content="What it is about.">
      <meta property="og:image" content="https://cdn.example.com/a.jpg">
      <meta name="description" content="Meta description">
      <meta name="twitter:title" content="Twitter title">
    </head><body><p>Text</p></body></html>`;
    expect(readHead(html)).toEqual({
      title: 'The OG title',
      siteName: 'Example News',
      description: 'What it is about.',
      imageUrl: 'https://cdn.example.com/a.jpg',
    });
  });

  it('falls back from og:title to twitter:title to <title>, and to the meta description', () => {
    expect(
      readHead(
        '<head><title>Plain</title><meta name="twitter:title" content="Tweeted"><meta name="description" content="Described"></head>',
      ),
    ).toEqual({ title: 'Tweeted', description: 'Described' });
    expect(readHead('<html><head><title>Only a title</title></head></html>')).toEqual({
      title: 'Only a title',
    });
    expect(readHead('<p>No head at all</p>')).toEqual({});
  });

  it('takes the first of each tag, and property= or name= alike', () => {
    expect(
      readHead(`<head>
        <meta name="og:title" content="Named, not property">
        <meta property="og:title" content="Second">
        <META PROPERTY="OG:SITE_NAME" CONTENT="Upper case">
        <title>First title</title><title>Second title</title>
      </head>`),
    ).toEqual({ title: 'Named, not property', siteName: 'Upper case' });
  });

  it('decodes entities and collapses whitespace and control characters', () => {
    expect(
      readHead(`<head>
        <title>
          Tom &amp; Jerry&#x1F600;  &lt;script&gt;
        </title>
        <meta property="og:site_name" content="  A&nbsp;&nbsp;B\tC\u0001D  ">
        <meta property="og:description" content="&quot;Quoted&quot; &eacute;t&eacute;">
      </head>`),
    ).toEqual({
      title: 'Tom & Jerry😀 <script>',
      siteName: 'A B C D',
      description: '"Quoted" été',
    });
  });

  it('ignores empty and whitespace-only values, falling back past them', () => {
    expect(
      readHead(
        '<head><meta property="og:title" content="   "><meta property="og:site_name" content=""><title> Real </title></head>',
      ),
    ).toEqual({ title: 'Real' });
  });

  it('caps the title, site name and description', () => {
    expect(
      readHead(`<head>
        <meta property="og:title" content="${'t'.repeat(600)}">
        <meta property="og:site_name" content="${'s'.repeat(300)}">
        <meta property="og:description" content="${'d'.repeat(5000)}">
      </head>`),
    ).toEqual({ title: 't'.repeat(500), siteName: 's'.repeat(200), description: 'd'.repeat(1000) });
  });

  it.each([
    ['/img/cover.png', 'https://www.example.com/img/cover.png'],
    ['cover.png', 'https://www.example.com/articles/cover.png'],
    ['//cdn.example.net/x.jpg', 'https://cdn.example.net/x.jpg'],
    ['http://img.example.org/y.jpg?s=1', 'http://img.example.org/y.jpg?s=1'],
    ['  https://img.example.org/spaced.jpg ', 'https://img.example.org/spaced.jpg'],
  ])('resolves the image %j against the page', (content, imageUrl) => {
    expect(readHead(`<head><meta property="og:image" content="${content}"></head>`)).toEqual({
      imageUrl,
    });
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'file:///etc/passwd',
    'ftp://example.com/x.jpg',
    'http://[broken/x.jpg',
    `https://example.com/${'x'.repeat(2100)}`,
  ])('drops the image %j', (content) => {
    expect(readHead(`<head><meta property="og:image" content="${content}"></head>`)).toEqual({});
  });

  it('takes og:image:secure_url or og:image:url when og:image is unusable', () => {
    expect(
      readHead(`<head><meta property="og:image" content="javascript:x">
        <meta property="og:image:secure_url" content="https://img.example.com/s.jpg"></head>`),
    ).toEqual({ imageUrl: 'https://img.example.com/s.jpg' });
  });

  it('stops at the end of the head and reads nothing of the body', () => {
    const head = '<head><title>Head</title></head>';
    const body = `<body><meta property="og:title" content="In the body">${'<p>x</p>'.repeat(2000)}</body>`;
    const { metadata, stoppedAt } = read(head + body, { chunkSize: 1024 });
    expect(metadata).toEqual({ title: 'Head' });
    expect(stoppedAt).toBe(1024);
  });

  it('stops at once after a head shorter than the charset prescan', () => {
    const { metadata, stoppedAt } = read('<head><title>Short</title></head><p>then stalls');
    expect(metadata).toEqual({ title: 'Short' });
    expect(stoppedAt).toBe(4096);
  });

  it('stops at a <body> when the head is never closed', () => {
    const html = `<title>Open head</title><body><title>Later</title>${'<p>x</p>'.repeat(2000)}`;
    const { metadata, stoppedAt } = read(html, { chunkSize: 2048 });
    expect(metadata).toEqual({ title: 'Open head' });
    expect(stoppedAt).toBe(2048);
  });

  it('reads a page delivered byte by byte the same', () => {
    const html =
      '<head><meta charset="utf-8"><title>Caf\u00e9 \u2014 \ud83d\ude00</title><meta property="og:site_name" content="Site"></head>';
    expect(readHead(html, { chunkSize: 1 })).toEqual({ title: 'Café — 😀', siteName: 'Site' });
  });

  it('keeps the title of a page cut off inside it', () => {
    expect(readHead('<head><title>Cut off here')).toEqual({ title: 'Cut off here' });
  });
});

describe('text encodings', () => {
  const latin1Page = (declaration: string) =>
    Buffer.from(`<head>${declaration}<title>Caf\u00e9 \u00bb na\u00efve</title></head>`, 'latin1');
  // 0x80 and 0x93/0x94 are windows-1252's euro sign and curly quotes (not Latin-1 controls).
  const windows1252 = Buffer.concat([
    Buffer.from('<head><meta charset="windows-1252"><title>'),
    Buffer.from([0x80, 0x20, 0x93, 0x68, 0x69, 0x94]),
    Buffer.from('</title></head>'),
  ]);

  it('honours the Content-Type charset', () => {
    expect(readHead(latin1Page(''), { charset: 'iso-8859-1' })).toEqual({
      title: 'Café » naïve',
    });
  });

  it.each([
    '<meta charset="iso-8859-1">',
    "<meta charset='latin1'>",
    '<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">',
  ])('honours %s in the page', (declaration) => {
    expect(readHead(latin1Page(declaration))).toEqual({ title: 'Café » naïve' });
  });

  it('reads windows-1252, whose upper bytes are not Latin-1 controls', () => {
    expect(readHead(windows1252, { chunkSize: 7 })).toEqual({ title: '€ “hi”' });
  });

  it('prefers the Content-Type charset over the page’s own <meta>', () => {
    const utf8 = Buffer.from('<head><meta charset="windows-1252"><title>Caf\u00e9</title></head>');
    expect(readHead(utf8, { charset: 'utf-8' })).toEqual({ title: 'Café' });
  });

  it('falls back to UTF-8 for an unknown charset, and to windows-1252 for bytes that are not UTF-8', () => {
    expect(readHead('<title>\u00e9t\u00e9</title>', { charset: 'no-such-charset' })).toEqual({
      title: 'été',
    });
    expect(readHead(latin1Page(''))).toEqual({ title: 'Café » naïve' });
  });

  it.each([
    [[0xef, 0xbb, 0xbf], undefined, 'utf-8'],
    [[0xff, 0xfe], 'windows-1252', 'utf-16le'],
    [[0xfe, 0xff], undefined, 'utf-16be'],
    [[0x3c], 'UTF-8', 'utf-8'],
    [[0x3c], 'latin1', 'windows-1252'],
    [[0x3c], undefined, 'utf-8'],
  ] as const)('takes %j with charset %s as %s', (bytes, declared, encoding) => {
    expect(encodingOf(Buffer.from(bytes), declared)).toBe(encoding);
  });

  it('reads a <meta> that declares UTF-16 as UTF-8', () => {
    expect(encodingOf(Buffer.from('<meta charset="utf-16">'), undefined)).toBe('utf-8');
  });

  it('looks for a <meta> charset in the first 1024 bytes only', () => {
    const late = Buffer.from(`<head>${' '.repeat(1100)}<meta charset="windows-1252"></head>`);
    expect(encodingOf(late, undefined)).toBe('utf-8');
  });
});
