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
import { createOutboundLimiter, createSafeFetcher } from '@server/outbound';
import { answer, redirectTo, startFakeSite } from '@server/test-support/fake-site';
import { startFakeOembed } from '@server/test-support/fake-oembed';
import { createDetailsLookup, type DetailsLookupDeps, type LookupOutcome } from './details-lookup';
import { lookupService } from './providers';

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
const vimeo = await startFakeOembed('vimeo');
const dailymotion = await startFakeOembed('dailymotion');
const ted = await startFakeOembed('ted');
const site = await startFakeSite();
afterAll(() =>
  Promise.all([fake.close(), vimeo.close(), dailymotion.close(), ted.close(), site.close()]),
);
/** Every provider's fake endpoint; YouTube's at `youtube`. */
const endpoints = (youtube: string) => ({
  youtube,
  vimeo: vimeo.url,
  dailymotion: dailymotion.url,
  ted: ted.url,
});
/** The requests that reached any oEmbed fake. */
const oembedRequests = () => [
  ...fake.requests,
  ...vimeo.requests,
  ...dailymotion.requests,
  ...ted.requests,
];
const lookup = createVideoMetadataLookup({ oembedUrls: endpoints(fake.url) });
/** Page lookups on, able to reach the fake site only. */
const pageFetcher = createSafeFetcher({ allowAddresses: [site.allowance] });
const withPages = createVideoMetadataLookup({ oembedUrls: endpoints(fake.url), pageFetcher });

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  for (const each of [fake, vimeo, dailymotion, ted, site]) each.requests.length = 0;
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

/** The one line logged, which must name the reason and carry no more of the URL than the id. */
function expectOneWarning(reason: string) {
  expect(warn).toHaveBeenCalledTimes(1);
  const line = String(warn.mock.calls[0]?.[0]);
  expect(line).toBe(`oEmbed lookup for YouTube video ${ID}: ${reason}; using defaults`);
  expect(line).not.toContain('PRIVATE');
}

/** A lookup with page lookups on that reports every outcome into `outcomes`. */
function reporting(deps: Partial<DetailsLookupDeps> = {}) {
  const outcomes: LookupOutcome[] = [];
  const lookup = createDetailsLookup({
    oembedUrls: endpoints(fake.url),
    pageFetcher,
    onOutcome: (outcome) => outcomes.push(outcome),
    ...deps,
  });
  return { lookup, outcomes };
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
      oembedUrls: endpoints(`${fake.url}?hl=en`),
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
    const quick = createVideoMetadataLookup({ oembedUrls: endpoints(fake.url), timeoutMs: 300 });
    expect(await quick(VIDEO_URL)).toEqual(DEFAULTS);
    expectOneWarning('timed out after 300 ms');
  });

  it('counts the body against the timeout too', async () => {
    fake.respondWith(ID, { delayMs: 2000, afterHeaders: true });
    const quick = createVideoMetadataLookup({ oembedUrls: endpoints(fake.url), timeoutMs: 300 });
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
    const patient = createVideoMetadataLookup({
      oembedUrls: endpoints(fake.url),
      timeoutMs: 20_000,
    });
    expect(await patient(VIDEO_URL)).toEqual(DEFAULTS);
    expectOneWarning('body over 65536 bytes');
  });

  it('refuses a body whose Content-Length is over the limit without reading it', async () => {
    fake.respondWith(ID, { oversized: true, declareLength: true });
    const patient = createVideoMetadataLookup({
      oembedUrls: endpoints(fake.url),
      timeoutMs: 20_000,
    });
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
    const unreachable = createVideoMetadataLookup({ oembedUrls: endpoints(gone.url) });
    expect(await unreachable(VIDEO_URL)).toEqual(DEFAULTS);
    expectOneWarning('network error (ECONNREFUSED)');
  });
});

describe('other links', () => {
  it.each([
    ['https://www.example.org/some/page?x=1', 'example.org'],
    ['https://vimeo.com/staff', 'vimeo.com'],
    ['https://www.dailymotion.com/playlist/x6hynp', 'dailymotion.com'],
    ['https://www.ted.com/speakers/someone', 'ted.com'],
    [`https://example.com/?url=https://vimeo.com/76979871`, 'example.com'],
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
    expect(oembedRequests()).toEqual([]);
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

  it('takes the title, site name, description and image from the page', async () => {
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
      thumbnailUrl: `${site.url}/cover.jpg`,
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
      oembedUrls: endpoints(fake.url),
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
      oembedUrls: endpoints(fake.url),
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
    expect(await reporting({ oembedUrls: endpoints(gone.url) }).lookup(VIDEO_URL)).toMatchObject({
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
      oembedUrls: endpoints(fake.url),
      pageFetcher: createSafeFetcher({ allowAddresses: [closed.allowance] }),
    });
    expect(await unreachable(`${closed.url}/page`)).toMatchObject({
      status: 'unreachable',
      service: 'page:127.0.0.1',
    });
  });

  it('a lookup that got no turn among the server’s outside requests: queued, nobody asked', async () => {
    // One slot, held by another user's request until the lookups below have given up waiting.
    const limiter = createOutboundLimiter({ maxInFlight: 1, maxBytesInFlight: 1 << 20 });
    let release = () => {};
    const held = limiter.run('someone-else', 1, new AbortController().signal, () => {
      return new Promise<void>((resolve) => (release = resolve));
    });
    site.on('/queued', answer('<title>Never read</title>'));
    const { lookup, outcomes } = reporting({
      limiter,
      timeoutMs: 200,
      pageFetcher: createSafeFetcher({ allowAddresses: [site.allowance], limiter, timeoutMs: 200 }),
    });
    try {
      expect(await lookup(VIDEO_URL)).toMatchObject({ status: 'queued', details: DEFAULTS });
      expect(await lookup(`${site.url}/queued`)).toMatchObject({
        status: 'queued',
        details: PAGE_DEFAULTS,
      });
      expect(outcomes).toEqual([
        { service: 'youtube', status: 'queued' },
        { service: 'page:127.0.0.1', status: 'queued' },
      ]);
      expect(fake.requests).toEqual([]);
      expect(site.requests).toEqual([]);
    } finally {
      release();
      await held;
    }
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

describe('video sites through their oEmbed (Vimeo, Dailymotion, TED)', () => {
  const VIMEO_ID = '76979871';
  const DAILYMOTION_ID = 'x8abc12';
  const TALK = 'ken_robinson_says_schools_kill_creativity';
  // Each test says what differs from the default answers.
  beforeEach(() => {
    vimeo.respondWith(VIMEO_ID, { json: {} });
    dailymotion.respondWith(DAILYMOTION_ID, { json: {} });
    ted.respondWith(TALK, { json: {} });
  });
  const hostDefaults = (host: string) => ({
    youtubeId: '',
    title: host,
    description: `Content from ${host}`,
    thumbnailUrl: '/video-placeholder.svg',
    channelName: host,
  });

  it('Vimeo: title, author, thumbnail and duration (whole seconds), asked in its plain form', async () => {
    const { lookup, outcomes } = reporting();
    const found = {
      title: `Vimeo video ${VIMEO_ID}`,
      channelName: `Vimeo author ${VIMEO_ID}`,
      thumbnailUrl: `https://i.vimeocdn.com/video/${VIMEO_ID}-d_640`,
      duration: '213',
    };
    expect(await lookup(`https://vimeo.com/channels/staffpicks/${VIMEO_ID}?share=copy`)).toEqual({
      status: 'found',
      details: { ...hostDefaults('vimeo.com'), ...found },
      found,
      service: 'vimeo',
    });
    expect(vimeo.requests).toEqual([{ url: `https://vimeo.com/${VIMEO_ID}`, format: 'json' }]);
    expect(outcomes).toEqual([{ service: 'vimeo', status: 'found' }]);
    expect([fake.requests, dailymotion.requests, ted.requests, site.requests]).toEqual([
      [],
      [],
      [],
      [],
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('Vimeo: an unlisted video is asked with its hash, which the log never names', async () => {
    vimeo.respondWith(VIMEO_ID, { status: 503, text: 'Service Unavailable' });
    const { lookup } = reporting();
    expect(
      await lookup(`https://player.vimeo.com/video/${VIMEO_ID}?h=8a3f9c2b1d&badge=0`),
    ).toMatchObject({ status: 'unreachable', service: 'vimeo' });
    expect(vimeo.requests).toEqual([
      { url: `https://vimeo.com/${VIMEO_ID}/8a3f9c2b1d`, format: 'json' },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toBe(
      `oEmbed lookup for Vimeo video ${VIMEO_ID}: HTTP 503; using defaults`,
    );
  });

  it('Dailymotion: title, author and thumbnail, no duration; asked about the plain video page', async () => {
    const found = {
      title: `Dailymotion video ${DAILYMOTION_ID}`,
      channelName: `Dailymotion author ${DAILYMOTION_ID}`,
      thumbnailUrl: `https://s2.dmcdn.net/v/${DAILYMOTION_ID}/x240`,
    };
    expect(await reporting().lookup(`https://dai.ly/${DAILYMOTION_ID}?t=5`)).toEqual({
      status: 'found',
      details: { ...hostDefaults('dai.ly'), ...found },
      found,
      service: 'dailymotion',
    });
    expect(dailymotion.requests).toEqual([
      { url: `https://www.dailymotion.com/video/${DAILYMOTION_ID}`, format: 'json' },
    ]);
  });

  it('TED: the talk’s title, speaker and image', async () => {
    const found = {
      title: `Speaker: Talk ${TALK}`,
      channelName: `Speaker ${TALK}`,
      thumbnailUrl: `https://pi.tedcdn.com/r/pe.tedcdn.com/images/ted/${TALK}_1600x1200.jpg?h=316&w=560`,
    };
    expect(await reporting().lookup(`https://www.ted.com/talks/lang/fr/${TALK}.html`)).toEqual({
      status: 'found',
      details: { ...hostDefaults('ted.com'), ...found },
      found,
      service: 'ted',
    });
    expect(ted.requests).toEqual([{ url: `https://www.ted.com/talks/${TALK}`, format: 'json' }]);
  });

  it('each site is its own service, so one being down pauses none of the others', () => {
    expect(
      [
        VIDEO_URL,
        `https://vimeo.com/${VIMEO_ID}`,
        `https://www.dailymotion.com/video/${DAILYMOTION_ID}`,
        `https://www.ted.com/talks/${TALK}`,
        'https://vimeo.com/staff',
      ].map(lookupService),
    ).toEqual(['youtube', 'vimeo', 'dailymotion', 'ted', 'page:vimeo.com']);
  });

  it.each([
    [404, 'gone'],
    [401, 'gone'],
    [403, 'gone'],
    [429, 'unreachable'],
    [500, 'unreachable'],
    [503, 'unreachable'],
    [400, 'nothing'],
  ] as const)('an answer %i: %s, with the web link’s fallbacks', async (status, expected) => {
    vimeo.respondWith(VIMEO_ID, { status, text: 'No' });
    dailymotion.respondWith(DAILYMOTION_ID, { status, text: 'No' });
    const { lookup, outcomes } = reporting();
    expect(await lookup(`https://vimeo.com/${VIMEO_ID}`)).toEqual({
      status: expected,
      details: hostDefaults('vimeo.com'),
      found: {},
      service: 'vimeo',
    });
    expect(await lookup(`https://www.dailymotion.com/video/${DAILYMOTION_ID}`)).toEqual({
      status: expected,
      details: hostDefaults('dailymotion.com'),
      found: {},
      service: 'dailymotion',
    });
    expect(outcomes).toEqual([
      { service: 'vimeo', status: expected },
      { service: 'dailymotion', status: expected },
    ]);
    // A site's link is never read as a page, whatever its oEmbed said.
    expect(site.requests).toEqual([]);
  });

  it('a timeout, or nobody at the endpoint: unreachable', async () => {
    ted.respondWith(TALK, { delayMs: 2000 });
    expect(
      await reporting({ timeoutMs: 200 }).lookup(`https://www.ted.com/talks/${TALK}`),
    ).toMatchObject({ status: 'unreachable', service: 'ted' });
    const closed = await startFakeOembed('vimeo');
    await closed.close();
    const unreachable = reporting({ oembedUrls: { ...endpoints(fake.url), vimeo: closed.url } });
    expect(await unreachable.lookup(`https://vimeo.com/${VIMEO_ID}`)).toMatchObject({
      status: 'unreachable',
      details: hostDefaults('vimeo.com'),
    });
  });

  it.each([
    ['not JSON', { raw: '<html>Vimeo</html>' }, 'malformed JSON'],
    ['not an object', { raw: '[1, 2]' }, 'answer is not a JSON object'],
    ['over the size limit', { oversized: true }, 'body over 65536 bytes'],
    [
      'a redirect',
      { redirect: 'http://169.254.169.254/latest/meta-data/' },
      'redirect (HTTP 302) not followed',
    ],
  ] as const)(
    'an answer that is %s is ignored: nothing, the fallbacks',
    async (_what, behaviour, reason) => {
      vimeo.respondWith(VIMEO_ID, behaviour);
      expect(
        await reporting({ timeoutMs: 20_000 }).lookup(`https://vimeo.com/${VIMEO_ID}`),
      ).toEqual({
        status: 'nothing',
        details: hostDefaults('vimeo.com'),
        found: {},
        service: 'vimeo',
      });
      expect(String(warn.mock.calls[0]?.[0])).toBe(
        `oEmbed lookup for Vimeo video ${VIMEO_ID}: ${reason}; using defaults`,
      );
    },
  );

  it.each([
    'javascript:alert(document.cookie)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '/relative/image.jpg',
    'https://user:secret@i.vimeocdn.com/video/1.jpg',
    `https://i.vimeocdn.com/${'x'.repeat(2100)}.jpg`,
    42,
    { url: 'https://i.vimeocdn.com/video/1.jpg' },
  ])('keeps no thumbnail_url of %j: the placeholder stays', async (thumbnail) => {
    vimeo.respondWith(VIMEO_ID, { json: { thumbnail_url: thumbnail } });
    const result = await reporting().lookup(`https://vimeo.com/${VIMEO_ID}`);
    expect(result).toMatchObject({
      status: 'found',
      details: { thumbnailUrl: '/video-placeholder.svg' },
    });
    expect(result.found).not.toHaveProperty('thumbnailUrl');
  });

  it.each([
    [771, '771'],
    ['771', '771'],
    [46.4, '46'],
    [0, undefined],
    [-5, undefined],
    [7 * 24 * 60 * 60 + 1, undefined],
    [Number.MAX_SAFE_INTEGER, undefined],
    ['1e3', undefined],
    ['12 minutes', undefined],
    [null, undefined],
    [[60], undefined],
  ])('reads a duration of %j as %j', async (duration, expected) => {
    vimeo.respondWith(VIMEO_ID, { json: { duration } });
    const { found } = await reporting().lookup(`https://vimeo.com/${VIMEO_ID}`);
    expect(found.duration).toBe(expected);
  });

  it('caps the title and author as YouTube’s, and never takes YouTube’s thumbnail_url', async () => {
    ted.respondWith(TALK, { json: { title: 'T'.repeat(600), author_name: 'A'.repeat(300) } });
    expect((await reporting().lookup(`https://www.ted.com/talks/${TALK}`)).found).toMatchObject({
      title: 'T'.repeat(500),
      channelName: 'A'.repeat(200),
    });
    fake.respondWith(ID, { json: { thumbnail_url: 'https://evil.example/track.gif' } });
    expect((await reporting().lookup(VIDEO_URL)).found.thumbnailUrl).toBe(THUMBNAIL);
  });

  it.each([
    'https://vimeo.com/staff',
    'https://vimeo.com.evil.com/76979871',
    'https://evil.com/vimeo.com/76979871',
    'https://www.dailymotion.com/playlist/x6hynp',
    'https://dailymotion.com.evil.com/video/x8abc12',
    'https://www.ted.com/speakers/ken_robinson',
    'https://ted.com.evil.com/talks/a_talk',
    'https://example.com/?url=https%3A%2F%2Fvimeo.com%2F76979871',
    'http://169.254.169.254/latest/meta-data/',
  ])('never sends %s to a provider’s endpoint', async (url) => {
    const { lookup, outcomes } = reporting({ metadataFetch: 'oembed' });
    expect(lookup.covers(url)).toBe(false);
    expect(await lookup(url)).toMatchObject({ status: 'nothing', found: {} });
    expect(oembedRequests()).toEqual([]);
    expect(outcomes).toEqual([]);
  });

  it('METADATA_FETCH=oembed asks the video sites; off asks nobody', async () => {
    const links = [
      `https://vimeo.com/${VIMEO_ID}`,
      `https://www.dailymotion.com/video/${DAILYMOTION_ID}`,
      `https://www.ted.com/talks/${TALK}`,
    ];
    const oembedOnly = reporting({ metadataFetch: 'oembed' }).lookup;
    for (const url of links) {
      expect(oembedOnly.covers(url)).toBe(true);
      expect(await oembedOnly(url)).toMatchObject({ status: 'found' });
    }
    expect([vimeo.requests, dailymotion.requests, ted.requests].map((r) => r.length)).toEqual([
      1, 1, 1,
    ]);

    for (const each of [vimeo, dailymotion, ted]) each.requests.length = 0;
    const { lookup: off, outcomes } = reporting({ metadataFetch: 'off' });
    for (const url of links) {
      expect(off.covers(url)).toBe(false);
      expect(await off(url)).toMatchObject({ status: 'nothing', found: {} });
    }
    expect(oembedRequests()).toEqual([]);
    expect(site.requests).toEqual([]);
    expect(outcomes).toEqual([]);
  });
});
