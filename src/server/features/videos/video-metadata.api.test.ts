import {
  afterAll,
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { createSafeFetcher } from '@server/outbound';
import { answer, redirectTo, startFakeSite } from '@server/outbound/fake-site';
import { startFakeOembed } from '@server/test-support/fake-oembed';
import { createDetailsLookup, type DetailsLookupDeps, type LookupOutcome } from './video-metadata';

/** The details a lookup saves a new link with (what it came to is tested below). */
const createVideoMetadataLookup = (deps: DetailsLookupDeps) => {
  const lookup = createDetailsLookup(deps);
  return async (url: string) => (await lookup(url)).details;
};

const ID = 'dQw4w9WgXcQ';
const VIDEO_URL = `https://www.youtube.com/watch?v=${ID}&si=PRIVATE-share-token`;
const CANONICAL_URL = `https://www.youtube.com/watch?v=${ID}`;
const THUMBNAIL = `https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`;
const DEFAULTS = {
  youtubeId: ID,
  title: 'YouTube Video',
  description: '',
  thumbnailUrl: THUMBNAIL,
  channelName: 'YouTube',
};

const fake = await startFakeOembed();
const site = await startFakeSite();
afterAll(() => Promise.all([fake.close(), site.close()]));
const lookup = createVideoMetadataLookup({ oembedUrl: fake.url });
/** Page lookups on, able to reach the fake site only. */
const pageFetcher = createSafeFetcher({ allowAddresses: [site.allowance] });
const withPages = createVideoMetadataLookup({ oembedUrl: fake.url, pageFetcher });

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  fake.requests.length = 0;
  site.requests.length = 0;
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

/** The one line logged, which must name the reason and carry no more of the URL than the id. */
function expectOneWarning(reason: string) {
  expect(warn).toHaveBeenCalledTimes(1);
  const line = String(warn.mock.calls[0]?.[0]);
  expect(line).toBe(`oEmbed lookup for video ${ID}: ${reason}; using defaults`);
  expect(line).not.toContain('PRIVATE');
}

describe('YouTube links', () => {
  it('reads the title and channel from oEmbed', async () => {
    expect(await lookup(VIDEO_URL)).toEqual({
      youtubeId: ID,
      title: `Video ${ID}`,
      description: '',
      thumbnailUrl: THUMBNAIL,
      channelName: `Channel ${ID}`,
    });
    expect(fake.requests).toEqual([{ url: CANONICAL_URL, format: 'json' }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('asks about the plain watch URL (whatever form was shared), encoded, keeping the endpoint’s own query, never redirected', async () => {
    const calls: Array<{ url: string; redirect: RequestRedirect | undefined }> = [];
    const recording = createVideoMetadataLookup({
      oembedUrl: `${fake.url}?hl=en`,
      fetch: (input: string | URL | Request, init?: RequestInit) => {
        calls.push({ url: String(input), redirect: init?.redirect });
        return fetch(input, init);
      },
    });
    const shortLink = `https://youtu.be/${ID}?t=42&si=abc`;
    expect(await recording(` ${shortLink} `)).toMatchObject({ title: `Video ${ID}` });
    expect(calls).toEqual([
      {
        url: `${fake.url}?hl=en&url=${encodeURIComponent(CANONICAL_URL)}&format=json`,
        redirect: 'manual',
      },
    ]);
    expect(fake.requests).toEqual([{ url: CANONICAL_URL, format: 'json' }]);
  });

  it('trims the title and channel and caps the title at 500 characters', async () => {
    fake.respondWith(ID, {
      json: { title: `  ${'T'.repeat(499)}😀 and more  `, author_name: '  Rick Astley \n' },
    });
    const result = await lookup(VIDEO_URL);
    // The emoji would straddle the cut, so it goes whole rather than leaving half a pair.
    expect(result.title).toBe('T'.repeat(499));
    expect(result.channelName).toBe('Rick Astley');
    fake.respondWith(ID, { json: { title: '  Short  ' } });
    expect((await lookup(VIDEO_URL)).title).toBe('Short');
  });

  it('caps the channel name at 200 characters, never splitting a character', async () => {
    fake.respondWith(ID, {
      json: { title: 'T', author_name: `${'C'.repeat(199)}😀${'x'.repeat(10_000)}` },
    });
    expect((await lookup(VIDEO_URL)).channelName).toBe('C'.repeat(199));
    fake.respondWith(ID, { json: { title: 'T', author_name: 'c'.repeat(300) } });
    expect((await lookup(VIDEO_URL)).channelName).toBe('c'.repeat(200));
  });

  it('falls back when the answer takes longer than the timeout', async () => {
    fake.respondWith(ID, { delayMs: 2000 });
    const quick = createVideoMetadataLookup({ oembedUrl: fake.url, timeoutMs: 300 });
    expect(await quick(VIDEO_URL)).toEqual(DEFAULTS);
    expectOneWarning('timed out after 300 ms');
  });

  it('counts the body against the timeout too', async () => {
    fake.respondWith(ID, { delayMs: 2000, afterHeaders: true });
    const quick = createVideoMetadataLookup({ oembedUrl: fake.url, timeoutMs: 300 });
    expect(await quick(VIDEO_URL)).toEqual(DEFAULTS);
    expectOneWarning('timed out after 300 ms');
  });

  it.each([
    [404, 'Not Found'],
    [401, 'Unauthorized'],
    [400, 'Bad Request'],
  ] as const)(
    'falls back on a plain-text %i (a removed, private or bad video)',
    async (status, text) => {
      fake.respondWith(ID, { status, text });
      expect(await lookup(VIDEO_URL)).toEqual(DEFAULTS);
      expectOneWarning(`HTTP ${status}`);
    },
  );

  it.each([
    ['{"title": "Never Gonna', 'malformed JSON'],
    ['<html>Not JSON</html>', 'malformed JSON'],
    ['', 'malformed JSON'],
    ['null', 'answer is not a JSON object'],
    ['["title"]', 'answer is not a JSON object'],
    ['"a string"', 'answer is not a JSON object'],
  ])('falls back on the body %j', async (raw, reason) => {
    fake.respondWith(ID, { raw });
    expect(await lookup(VIDEO_URL)).toEqual(DEFAULTS);
    expectOneWarning(reason);
  });

  it.each([
    [{ title: 42, author_name: ['Rick'] }],
    [{ title: null, author_name: { name: 'Rick' } }],
    [{ title: '   ', author_name: '' }],
    [{ title: undefined, author_name: undefined }],
  ])('falls back when title and author_name are not non-empty strings: %j', async (json) => {
    fake.respondWith(ID, { json });
    expect(await lookup(VIDEO_URL)).toEqual(DEFAULTS);
    expectOneWarning('answer had no usable title or author_name');
  });

  it('keeps the usable field when only one is', async () => {
    fake.respondWith(ID, { json: { title: 'Never Gonna Give You Up', author_name: 7 } });
    expect(await lookup(VIDEO_URL)).toEqual({ ...DEFAULTS, title: 'Never Gonna Give You Up' });
    expectOneWarning('answer had no usable author_name');
  });

  // The fake holds an oversized answer open after 1 MiB, so reaching the size reason (not the
  // timeout's) shows the lookup stopped reading at its limit and returned at once.
  it('stops reading a body over the size limit', async () => {
    fake.respondWith(ID, { oversized: true });
    const patient = createVideoMetadataLookup({ oembedUrl: fake.url, timeoutMs: 20_000 });
    expect(await patient(VIDEO_URL)).toEqual(DEFAULTS);
    expectOneWarning('body over 65536 bytes');
  });

  it('refuses a body whose Content-Length is over the limit without reading it', async () => {
    fake.respondWith(ID, { oversized: true, declareLength: true });
    const patient = createVideoMetadataLookup({ oembedUrl: fake.url, timeoutMs: 20_000 });
    expect(await patient(VIDEO_URL)).toEqual(DEFAULTS);
    expectOneWarning('Content-Length 2097152 over 65536 bytes');
  });

  it('does not follow a redirect', async () => {
    const target = await startFakeOembed();
    try {
      fake.respondWith(ID, {
        redirect: `${target.url}?url=${encodeURIComponent(VIDEO_URL)}&format=json`,
      });
      expect(await lookup(VIDEO_URL)).toEqual(DEFAULTS);
      expect(target.requests).toEqual([]);
      expectOneWarning('redirect (HTTP 302) not followed');
    } finally {
      await target.close();
    }
  });

  it('falls back when nothing listens at the endpoint', async () => {
    const gone = await startFakeOembed();
    await gone.close();
    const unreachable = createVideoMetadataLookup({ oembedUrl: gone.url });
    expect(await unreachable(VIDEO_URL)).toEqual(DEFAULTS);
    expectOneWarning('network error (ECONNREFUSED)');
  });
});

describe('other links', () => {
  it.each([
    ['https://www.example.org/some/page?x=1', 'example.org'],
    ['http://vimeo.com/76979871', 'vimeo.com'],
    ['https://WWW.Example.COM:8080/path', 'example.com'],
    ['https://www2.example.com/', 'www2.example.com'],
    ['https://news.www.example.com/', 'news.www.example.com'],
    ['https://wwwexample.com/', 'wwwexample.com'],
    [`https://youtube.com.evil.com/watch?v=${ID}`, 'youtube.com.evil.com'],
    ['https://www.youtube.com/playlist?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI', 'youtube.com'],
    ['https://www.youtube.com/watch?v=tooShort', 'youtube.com'],
  ])('describes %s by its host %j and fetches nothing', async (url, host) => {
    expect(await lookup(url)).toEqual({
      youtubeId: '',
      title: host,
      description: `Content from ${host}`,
      thumbnailUrl: '/video-placeholder.svg',
      channelName: host,
    });
    expect(fake.requests).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['not a url', '', 'javascript:alert(1)', 'data:text/html,hi', '/relative'])(
    'calls the unparseable %j web content from an unknown channel',
    async (url) => {
      expect(await lookup(url)).toEqual({
        youtubeId: '',
        title: 'Web Content',
        description: '',
        thumbnailUrl: '/video-placeholder.svg',
        channelName: 'Unknown',
      });
      expect(fake.requests).toEqual([]);
    },
  );
});

describe('web pages, when page lookups are on', () => {
  const HOST_DEFAULTS = {
    youtubeId: '',
    title: '127.0.0.1',
    description: 'Content from 127.0.0.1',
    thumbnailUrl: '/video-placeholder.svg',
    channelName: '127.0.0.1',
  };

  it('takes the title, site name and description from the page, and keeps its image apart', async () => {
    site.on(
      '/article?id=1',
      answer(`<html><head>
        <title>Ignored | Example</title>
        <meta property="og:title" content="A page &amp; its title">
        <meta property="og:site_name" content="Example Site">
        <meta property="og:description" content="What the page is about.">
        <meta property="og:image" content="/cover.jpg">
      </head><body></body></html>`),
    );
    expect(await withPages(` ${site.url}/article?id=1 `)).toEqual({
      ...HOST_DEFAULTS,
      title: 'A page & its title',
      description: 'What the page is about.',
      channelName: 'Example Site',
      imageUrl: `${site.url}/cover.jpg`,
    });
    expect(site.requests.map((r) => r.path)).toEqual(['/article?id=1']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the fallbacks for what the page does not say', async () => {
    site.on('/plain', answer('<title>  Just a\n title </title>'));
    expect(await withPages(`${site.url}/plain`)).toEqual({
      ...HOST_DEFAULTS,
      title: 'Just a title',
    });
    site.on('/empty', answer('<p>Nothing here</p>'));
    expect(await withPages(`${site.url}/empty`)).toEqual(HOST_DEFAULTS);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the fallbacks, saying why in the log by host alone, when the page is refused', async () => {
    site.on('/go?token=PRIVATE', redirectTo('http://169.254.169.254/latest/meta-data/'));
    expect(await withPages(`${site.url}/go?token=PRIVATE`)).toEqual(HOST_DEFAULTS);
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).toBe(
      'Page lookup for 127.0.0.1: after 1 redirect: refused address 169.254.169.254 (cloud metadata) for 169.254.169.254; using defaults',
    );
    expect(line).not.toContain('PRIVATE');
  });

  it.each([
    ['a page that is not HTML', '/data.json', answer('{}', { 'content-type': 'application/json' })],
    ['an error page', '/missing', undefined],
  ])('keeps the fallbacks for %s', async (_what, path, handler) => {
    if (handler) site.on(path, handler);
    expect(await withPages(`${site.url}${path}`)).toEqual(HOST_DEFAULTS);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a link to a host it may not reach', async () => {
    expect(await withPages('http://localhost/admin')).toMatchObject({ title: 'localhost' });
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /^Page lookup for localhost: refused address (127\.0\.0\.1|::1) \(loopback\) for localhost; using defaults$/,
    );
  });

  it('still asks oEmbed for YouTube links, never their page', async () => {
    fake.respondWith(ID, { json: {} });
    expect(await withPages(VIDEO_URL)).toMatchObject({ title: `Video ${ID}` });
    expect(fake.requests).toHaveLength(1);
    expect(site.requests).toEqual([]);
  });
});

describe('METADATA_FETCH', () => {
  it('oembed: asks YouTube, but reads no page', async () => {
    fake.respondWith(ID, { json: {} });
    site.on('/page', answer('<title>Page</title>'));
    const oembedOnly = createVideoMetadataLookup({
      oembedUrl: fake.url,
      metadataFetch: 'oembed',
      pageFetcher,
    });
    expect(await oembedOnly(`${site.url}/page`)).toMatchObject({ title: '127.0.0.1' });
    expect(site.requests).toEqual([]);
    expect(await oembedOnly(VIDEO_URL)).toMatchObject({ title: `Video ${ID}` });
    expect(fake.requests).toHaveLength(1);
  });

  it('off: asks nobody, and every link keeps the fallbacks', async () => {
    site.on('/page', answer('<title>Page</title>'));
    const off = createVideoMetadataLookup({
      oembedUrl: fake.url,
      metadataFetch: 'off',
      pageFetcher,
    });
    expect(await off(VIDEO_URL)).toEqual(DEFAULTS);
    expect(await off(`${site.url}/page`)).toMatchObject({ title: '127.0.0.1' });
    expect(await off('not a url')).toMatchObject({ title: 'Web Content' });
    expect(fake.requests).toEqual([]);
    expect(site.requests).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the fake oEmbed endpoint', () => {
  it('answers a URL that is not a YouTube video with 400, as YouTube does', async () => {
    const res = await fetch(`${fake.url}?url=${encodeURIComponent('https://example.com')}`);
    expect([res.status, await res.text()]).toEqual([400, 'Bad Request']);
    expect(fake.requests).toEqual([{ url: 'https://example.com', format: null }]);
  });
});

describe('what a lookup came to', () => {
  const PAGE_DEFAULTS = {
    youtubeId: '',
    title: '127.0.0.1',
    description: 'Content from 127.0.0.1',
    thumbnailUrl: '/video-placeholder.svg',
    channelName: '127.0.0.1',
  };
  /** A lookup with page lookups on that reports every outcome into `outcomes`. */
  function reporting(deps: Partial<DetailsLookupDeps> = {}) {
    const outcomes: LookupOutcome[] = [];
    const lookup = createDetailsLookup({
      oembedUrl: fake.url,
      pageFetcher,
      onOutcome: (outcome) => outcomes.push(outcome),
      ...deps,
    });
    return { lookup, outcomes };
  }
  /** An oEmbed that answers `status` with a plain-text body, as YouTube does. */
  const answering = (status: number) => () =>
    Promise.resolve(
      new Response('Forbidden', { status, headers: { 'content-type': 'text/plain' } }),
    );

  it('found: what YouTube said, over the fallbacks, and the service told it answered', async () => {
    const { lookup, outcomes } = reporting();
    expect(await lookup(VIDEO_URL)).toEqual({
      status: 'found',
      details: { ...DEFAULTS, title: `Video ${ID}`, channelName: `Channel ${ID}` },
      found: { title: `Video ${ID}`, channelName: `Channel ${ID}`, thumbnailUrl: THUMBNAIL },
      service: 'youtube',
    });
    expect(outcomes).toEqual([{ service: 'youtube', status: 'found' }]);
  });

  it.each([
    [401, 'gone'],
    [404, 'gone'],
    [429, 'unreachable'],
    [503, 'unreachable'],
    [400, 'nothing'],
  ] as const)('oEmbed %i: %s, with the fallbacks', async (status, expected) => {
    fake.respondWith(ID, { status, text: 'No' });
    const { lookup, outcomes } = reporting();
    expect(await lookup(VIDEO_URL)).toEqual({
      status: expected,
      details: DEFAULTS,
      found: {},
      service: 'youtube',
    });
    expect(outcomes).toEqual([{ service: 'youtube', status: expected }]);
  });

  it('oEmbed 403 (private, or not to be embedded): gone', async () => {
    const { lookup } = reporting({ fetch: answering(403) });
    expect(await lookup(VIDEO_URL)).toMatchObject({ status: 'gone', details: DEFAULTS });
  });

  it('a timeout or a service nobody answers for: unreachable', async () => {
    fake.respondWith(ID, { delayMs: 2000 });
    expect(await reporting({ timeoutMs: 200 }).lookup(VIDEO_URL)).toMatchObject({
      status: 'unreachable',
    });
    const gone = await startFakeOembed();
    await gone.close();
    expect(await reporting({ oembedUrl: gone.url }).lookup(VIDEO_URL)).toMatchObject({
      status: 'unreachable',
    });
  });

  it('an unusable answer: nothing', async () => {
    fake.respondWith(ID, { raw: 'null' });
    expect(await reporting().lookup(VIDEO_URL)).toMatchObject({ status: 'nothing' });
  });

  it('a page: found, with what it said', async () => {
    site.on('/found', answer('<title>Found</title>'));
    const { lookup, outcomes } = reporting();
    expect(await lookup(`${site.url}/found`)).toEqual({
      status: 'found',
      details: { ...PAGE_DEFAULTS, title: 'Found' },
      found: { title: 'Found' },
      service: 'page:127.0.0.1',
    });
    expect(outcomes).toEqual([{ service: 'page:127.0.0.1', status: 'found' }]);
  });

  it.each([
    [404, 'gone'],
    [410, 'gone'],
    [500, 'unreachable'],
    [503, 'unreachable'],
    [429, 'unreachable'],
    [403, 'nothing'],
  ] as const)('a page answering %i: %s', async (status, expected) => {
    site.on(`/status/${status}`, (_req, res) => {
      res.writeHead(status, { 'content-type': 'text/html' });
      res.end('<title>Error</title>');
    });
    expect(await reporting().lookup(`${site.url}/status/${status}`)).toEqual({
      status: expected,
      details: PAGE_DEFAULTS,
      found: {},
      service: 'page:127.0.0.1',
    });
  });

  it('a page 404 after a redirect: gone too', async () => {
    site.on('/moved', redirectTo('/nowhere'));
    expect(await reporting().lookup(`${site.url}/moved`)).toMatchObject({ status: 'gone' });
  });

  it('a page whose address is refused, or that is not HTML: nothing', async () => {
    expect(await reporting().lookup('http://localhost/admin')).toMatchObject({ status: 'nothing' });
    site.on('/json', answer('{}', { 'content-type': 'application/json' }));
    expect(await reporting().lookup(`${site.url}/json`)).toMatchObject({ status: 'nothing' });
  });

  it('a page nobody answers for: unreachable', async () => {
    const closed = await startFakeSite();
    await closed.close();
    const unreachable = createDetailsLookup({
      oembedUrl: fake.url,
      pageFetcher: createSafeFetcher({ allowAddresses: [closed.allowance] }),
    });
    expect(await unreachable(`${closed.url}/page`)).toMatchObject({
      status: 'unreachable',
      service: 'page:127.0.0.1',
    });
  });

  it.each([
    ['off', VIDEO_URL],
    ['off', 'https://example.com/page'],
    ['oembed', 'https://example.com/page'],
  ] as const)(
    'METADATA_FETCH=%s: nothing for %s, nobody asked or told, not covered',
    async (mode, url) => {
      const { lookup, outcomes } = reporting({ metadataFetch: mode });
      expect(lookup.covers(url)).toBe(false);
      expect(await lookup(url)).toMatchObject({ status: 'nothing', found: {} });
      expect((await lookup(url)).service).toBeUndefined();
      expect(outcomes).toEqual([]);
      expect(fake.requests).toEqual([]);
      expect(site.requests).toEqual([]);
    },
  );

  it('covers YouTube links with oembed, every web link with on', () => {
    expect(reporting({ metadataFetch: 'oembed' }).lookup.covers(VIDEO_URL)).toBe(true);
    expect(reporting().lookup.covers('https://example.com/page')).toBe(true);
    expect(reporting().lookup.covers('not a url')).toBe(false);
  });
});
