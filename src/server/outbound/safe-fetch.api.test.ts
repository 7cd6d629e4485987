import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  answer,
  endless,
  redirectTo,
  stallAfter,
  startFakeSite,
} from '@server/test-support/fake-site';
import {
  collectBody,
  createSafeFetcher,
  type FetchOptions,
  type ResolvedAddress,
  type ResolveHost,
} from './safe-fetch';
import { OutboundError } from './outbound-error';

const HTML = ['text/html', 'application/xhtml+xml'];
const PAGE = '<!doctype html><title>Hello</title>';

const site = await startFakeSite();
const other = await startFakeSite();
afterAll(() => Promise.all([site.close(), other.close()]));
beforeEach(() => {
  site.requests.length = 0;
  other.requests.length = 0;
});

/** A resolver that answers from a table and remembers each question. */
function fakeDns(table: Record<string, ResolvedAddress[] | (() => ResolvedAddress[])>) {
  const asked: string[] = [];
  const lookup: ResolveHost = async (hostname) => {
    asked.push(hostname);
    const entry = table[hostname];
    if (!entry) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return typeof entry === 'function' ? entry() : entry;
  };
  return { asked, lookup };
}

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });

/** Only `site` is reachable, unless a test says otherwise. */
const noDns = fakeDns({});
const fetcher = createSafeFetcher({ allowAddresses: [site.allowance], lookup: noDns.lookup });
const html = (maxBytes = 1024 * 1024): FetchOptions<Buffer> => ({
  accept: HTML,
  maxBytes,
  read: collectBody,
});

/** The failure a fetch rejects with (it must reject, and only with an OutboundError). */
async function failure(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => {
      throw new Error('the fetch succeeded');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe('a page it may fetch', () => {
  it('answers the body, media type and charset, asking plainly', async () => {
    site.on('/page?q=1', answer(PAGE, { 'content-type': 'Text/HTML; Charset="UTF-8"' }));
    const page = await fetcher.get(`${site.url}/page?q=1#frag`, html());
    expect(page).toMatchObject({ status: 200, mediaType: 'text/html', charset: 'utf-8' });
    expect(page.url.href).toBe(`${site.url}/page?q=1#frag`);
    expect(page.value.toString()).toBe(PAGE);
    expect(page.truncated).toBe(false);
    const [request] = site.requests;
    expect(request?.path).toBe('/page?q=1');
    expect(request?.headers).toMatchObject({
      host: `127.0.0.1:${site.port}`,
      'user-agent': 'Vidshelf (+self-hosted bookmark manager)',
      accept: 'text/html, application/xhtml+xml',
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(request?.headers.cookie).toBeUndefined();
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('follows a chain of redirects that stays within what it may reach', async () => {
    const both = createSafeFetcher({ allowAddresses: [site.allowance, other.allowance] });
    site.on('/start', redirectTo('/second', 301));
    site.on('/second', redirectTo(`${other.url}/third`, 307));
    other.on('/third', redirectTo('/final?x=1', 308));
    other.on('/final?x=1', answer(PAGE));
    const page = await both.get(`${site.url}/start`, html());
    expect(page.url.href).toBe(`${other.url}/final?x=1`);
    expect(page.value.toString()).toBe(PAGE);
    expect(site.requests.map((r) => r.path)).toEqual(['/start', '/second']);
    expect(other.requests.map((r) => r.path)).toEqual(['/third', '/final?x=1']);
  });

  it('follows five redirects and refuses a sixth', async () => {
    for (let i = 0; i < 6; i++) site.on(`/r${i}`, redirectTo(`/r${i + 1}`));
    site.on('/r6', answer(PAGE));
    expect((await fetcher.get(`${site.url}/r1`, html())).url.pathname).toBe('/r6');
    site.requests.length = 0;
    const error = await failure(fetcher.get(`${site.url}/r0`, html()));
    expect([error.reason, error.message]).toEqual(['too_many_redirects', 'more than 5 redirects']);
    expect(site.requests).toHaveLength(6);
  });

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ] as const)('decodes a %s body', async (encoding, compress) => {
    site.on(`/${encoding}`, answer(compress(PAGE), { 'content-encoding': encoding }));
    expect((await fetcher.get(`${site.url}/${encoding}`, html())).value.toString()).toBe(PAGE);
  });

  it('reads to the end of a body exactly as long as the cap', async () => {
    site.on('/exact', answer('x'.repeat(100)));
    const page = await fetcher.get(`${site.url}/exact`, html(100));
    expect([page.value.length, page.truncated]).toEqual([100, false]);
  });
});

describe('size and time', () => {
  // The site holds the answer open after its 2 MiB: only a read that stops at the cap returns.
  it('cuts a body at the size cap and stops reading', async () => {
    site.on('/huge', endless('<title>Big</title>', 2 * 1024 * 1024));
    const patient = createSafeFetcher({ allowAddresses: [site.allowance], timeoutMs: 20_000 });
    const page = await patient.get(`${site.url}/huge`, html(1024 * 1024));
    expect(page.truncated).toBe(true);
    expect(page.value.length).toBe(1024 * 1024);
    expect(page.value.subarray(0, 18).toString()).toBe('<title>Big</title>');
  });

  it('applies the cap to the decoded bytes of a compressed body', async () => {
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024, 'a'));
    expect(bomb.length).toBeLessThan(64 * 1024);
    site.on('/bomb', answer(bomb, { 'content-encoding': 'gzip' }));
    const page = await fetcher.get(`${site.url}/bomb`, html(1024 * 1024));
    expect([page.value.length, page.truncated]).toEqual([1024 * 1024, true]);
  });

  it('lets the reader stop early', async () => {
    site.on('/early', endless('<head></head>', 2 * 1024 * 1024));
    const patient = createSafeFetcher({ allowAddresses: [site.allowance], timeoutMs: 20_000 });
    const page = await patient.get(`${site.url}/early`, {
      accept: HTML,
      maxBytes: 10 * 1024 * 1024,
      read: () => {
        let seen = 0;
        return {
          write: (chunk) => ((seen += chunk.length) > 0 ? 'stop' : 'more'),
          end: () => seen,
        };
      },
    });
    expect(page.value).toBeGreaterThan(0);
    expect(page.truncated).toBe(false);
  });

  it('times out on a body that stalls, the body counted in the time', async () => {
    site.on('/stall', stallAfter('<html><head><title>Sl'));
    const quick = createSafeFetcher({ allowAddresses: [site.allowance], timeoutMs: 300 });
    const error = await failure(quick.get(`${site.url}/stall`, html()));
    expect([error.reason, error.message, error.retry]).toEqual([
      'timeout',
      'timed out after 300 ms',
      true,
    ]);
  });

  it('times out on an answer that never comes', async () => {
    site.on('/silent', () => undefined);
    const quick = createSafeFetcher({ allowAddresses: [site.allowance], timeoutMs: 300 });
    expect((await failure(quick.get(`${site.url}/silent`, html()))).reason).toBe('timeout');
  });

  it('times out on a name lookup that never answers', async () => {
    const quick = createSafeFetcher({ timeoutMs: 300, lookup: () => new Promise(() => undefined) });
    expect((await failure(quick.get('http://slow-dns.test/', html()))).reason).toBe('timeout');
  });
});

describe('what it refuses', () => {
  it('refuses a redirect to a loopback port it was not allowed', async () => {
    other.on('/', answer('<title>Internal admin</title>'));
    site.on('/to-other', redirectTo(`${other.url}/`));
    const error = await failure(fetcher.get(`${site.url}/to-other`, html()));
    expect([error.reason, error.message]).toEqual([
      'refused_address',
      `after 1 redirect: refused address 127.0.0.1 (loopback) for 127.0.0.1:${other.port}`,
    ]);
    expect(other.requests).toEqual([]);
  });

  // Karakeep's GHSA-g647-327m-79g9: a public page redirecting to the metadata service. Nothing
  // listens there, so a connection attempt would end as a network error or a timeout, not this.
  it('refuses a redirect to the cloud metadata address without connecting', async () => {
    site.on('/to-metadata', redirectTo('http://169.254.169.254/latest/meta-data/'));
    const watched = fakeDns({});
    const guarded = createSafeFetcher({ allowAddresses: [site.allowance], lookup: watched.lookup });
    const error = await failure(guarded.get(`${site.url}/to-metadata`, html()));
    expect([error.reason, error.message]).toEqual([
      'refused_address',
      'after 1 redirect: refused address 169.254.169.254 (cloud metadata) for 169.254.169.254',
    ]);
    expect(watched.asked).toEqual([]);
  });

  it.each([
    ['http://[::ffff:169.254.169.254]/', '::ffff:a9fe:a9fe', 'cloud metadata (IPv4-mapped)'],
    ['http://[fd00:ec2::254]/', 'fd00:ec2::254', 'cloud metadata'],
    ['http://100.100.100.200/', '100.100.100.200', 'cloud metadata'],
    ['http://0x7f.1:9/', '127.0.0.1', 'loopback'],
    ['http://2130706433:9/', '127.0.0.1', 'loopback'],
    ['http://0177.0.0.1:9/', '127.0.0.1', 'loopback'],
    ['http://127.1:9/', '127.0.0.1', 'loopback'],
    ['http://127.0.0.1.:9/', '127.0.0.1', 'loopback'],
    ['http://%31%32%37.0.0.1:9/', '127.0.0.1', 'loopback'],
    ['http://0:9/', '0.0.0.0', 'unspecified'],
    ['http://[::1]:9/', '::1', 'loopback'],
    ['http://[::ffff:127.0.0.1]:9/', '::ffff:7f00:1', 'loopback (IPv4-mapped)'],
    ['http://[64:ff9b::10.0.0.1]/', '64:ff9b::a00:1', 'private (NAT64)'],
    ['http://[2002:c0a8:101::1]/', '2002:c0a8:101::1', 'private (6to4)'],
    ['http://0.0.0.0:9/', '0.0.0.0', 'unspecified'],
    ['https://192.168.1.1/', '192.168.1.1', 'private'],
  ])('refuses the literal host of %s', async (url, address, range) => {
    const error = await failure(fetcher.get(url, html()));
    expect(error.reason).toBe('refused_address');
    expect(error.message).toContain(`refused address ${address} (${range})`);
  });

  it('allows exactly the address and port pairs it was given', async () => {
    // The same port on another spelling of loopback is not the pair allowed.
    const error = await failure(fetcher.get(`http://[::ffff:127.0.0.1]:${site.port}/`, html()));
    expect(error.reason).toBe('refused_address');
    expect(site.requests).toEqual([]);
    expect(() => createSafeFetcher({ allowAddresses: ['127.0.0.1'] })).toThrow(/address:port/);
    expect(() => createSafeFetcher({ allowAddresses: ['localhost:80'] })).toThrow(/address:port/);
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/file',
    'javascript:alert(1)',
    'data:text/html,<title>x</title>',
    'gopher://127.0.0.1:6379/_INFO',
  ])('refuses the scheme of %s', async (url) => {
    const error = await failure(fetcher.get(url, html()));
    expect(error.reason).toBe('scheme');
    expect(noDns.asked).toEqual([]);
  });

  it('refuses a redirect to another scheme', async () => {
    site.on('/to-file', redirectTo('file:///etc/passwd'));
    const error = await failure(fetcher.get(`${site.url}/to-file`, html()));
    expect([error.reason, error.message]).toEqual([
      'scheme',
      'after 1 redirect: scheme file: refused',
    ]);
  });

  it('refuses credentials in the URL, also after a redirect', async () => {
    const direct = await failure(fetcher.get(`http://user:secret@127.0.0.1:${site.port}/`, html()));
    expect(direct.reason).toBe('credentials');
    expect(direct.message).not.toContain('secret');
    site.on('/to-creds', redirectTo(`http://admin@127.0.0.1:${site.port}/`));
    const redirected = await failure(fetcher.get(`${site.url}/to-creds`, html()));
    expect(redirected.reason).toBe('credentials');
    expect(site.requests.map((r) => r.path)).toEqual(['/to-creds']);
  });

  it.each(['not a url', '', '//no-scheme.example/'])('refuses %j, which is no URL', async (url) => {
    expect((await failure(fetcher.get(url, html()))).reason).toBe('invalid_url');
  });

  it.each([
    ['application/json', '{"title":"x"}'],
    ['image/svg+xml', '<svg><title>x</title></svg>'],
    ['text/plain', 'hello'],
  ])('refuses a %s answer unread', async (type, body) => {
    site.on(`/typed/${type}`, answer(body, { 'content-type': type }));
    const error = await failure(fetcher.get(`${site.url}/typed/${type}`, html()));
    expect([error.reason, error.message]).toEqual([
      'content_type',
      `content type ${type} from 127.0.0.1:${site.port} not accepted`,
    ]);
  });

  it('refuses an answer without a content type', async () => {
    site.on('/untyped', (_req, res) => res.end(PAGE));
    expect((await failure(fetcher.get(`${site.url}/untyped`, html()))).reason).toBe('content_type');
  });

  it.each([
    [404, false],
    [500, true],
    [429, true],
  ])('fails on HTTP %i (retry: %s)', async (status, retry) => {
    site.on(`/status/${status}`, (_req, res) => {
      res.writeHead(status, { 'content-type': 'text/html' });
      res.end('<title>Error page</title>');
    });
    const error = await failure(fetcher.get(`${site.url}/status/${status}`, html()));
    expect([error.reason, error.message, error.retry]).toEqual([
      'http_status',
      `HTTP ${status} from 127.0.0.1:${site.port}`,
      retry,
    ]);
  });

  it('fails on a redirect without a Location', async () => {
    site.on('/nowhere', (_req, res) => {
      res.writeHead(302, { 'content-type': 'text/plain' });
      res.end();
    });
    expect((await failure(fetcher.get(`${site.url}/nowhere`, html()))).reason).toBe('bad_redirect');
  });

  it('fails on a body that does not decode', async () => {
    site.on('/bad-gzip', answer('this is not gzip', { 'content-encoding': 'gzip' }));
    const error = await failure(fetcher.get(`${site.url}/bad-gzip`, html()));
    expect([error.reason, error.message]).toEqual([
      'body',
      `could not decode the gzip body from 127.0.0.1:${site.port}`,
    ]);
    site.on('/zstd', answer(PAGE, { 'content-encoding': 'zstd' }));
    expect((await failure(fetcher.get(`${site.url}/zstd`, html()))).reason).toBe('body');
  });

  it('fails when nothing listens', async () => {
    const gone = await startFakeSite();
    await gone.close();
    const to = createSafeFetcher({ allowAddresses: [gone.allowance] });
    const error = await failure(to.get(`${gone.url}/`, html()));
    expect([error.reason, error.message]).toEqual(['network', 'network error (ECONNREFUSED)']);
  });

  it('never puts the path or query in its message', async () => {
    site.on('/private/path?token=SECRET', redirectTo('http://10.0.0.1/admin?key=SECRET2'));
    const error = await failure(fetcher.get(`${site.url}/private/path?token=SECRET`, html()));
    expect(error.message).toBe('after 1 redirect: refused address 10.0.0.1 (private) for 10.0.0.1');
  });
});

describe('names and their addresses', () => {
  it('refuses a host whose name answers a private address', async () => {
    const dns = fakeDns({ 'intranet.example': [v4('10.1.2.3')] });
    const guarded = createSafeFetcher({ lookup: dns.lookup });
    const error = await failure(guarded.get('https://intranet.example/', html()));
    expect([error.reason, error.message]).toEqual([
      'refused_address',
      'refused address 10.1.2.3 (private) for intranet.example',
    ]);
    expect(dns.asked).toEqual(['intranet.example']);
  });

  it.each([
    [[v4('127.0.0.1'), v4('10.0.0.1')], '10.0.0.1 (private)'],
    [[v6('::ffff:127.0.0.2')], '::ffff:127.0.0.2 (loopback (IPv4-mapped))'],
    [[v4('93.184.215.14'), v6('fe80::1')], 'fe80::1 (linkLocal)'],
    [[v6('64:ff9b::a9fe:a9fe')], '64:ff9b::a9fe:a9fe (cloud metadata (NAT64))'],
  ])('refuses a name when any of its addresses is refused: %j', async (addresses, refused) => {
    const dns = fakeDns({ 'mixed.example': addresses });
    const guarded = createSafeFetcher({
      allowAddresses: [`127.0.0.1:${site.port}`],
      lookup: dns.lookup,
    });
    const error = await failure(guarded.get(`http://mixed.example:${site.port}/`, html()));
    expect(error.message).toBe(`refused address ${refused} for mixed.example:${site.port}`);
    expect(site.requests).toEqual([]);
  });

  it('checks the name of every hop', async () => {
    const dns = fakeDns({ 'evil.example': [v4('192.168.0.10')] });
    const guarded = createSafeFetcher({ allowAddresses: [site.allowance], lookup: dns.lookup });
    site.on('/to-name', redirectTo('http://evil.example/'));
    const error = await failure(guarded.get(`${site.url}/to-name`, html()));
    expect(error.message).toBe(
      'after 1 redirect: refused address 192.168.0.10 (private) for evil.example',
    );
    expect(dns.asked).toEqual(['evil.example']);
  });

  it('fails when a name does not resolve', async () => {
    const error = await failure(fetcher.get('http://nowhere.example/', html()));
    expect([error.reason, error.message]).toEqual([
      'dns',
      'could not resolve nowhere.example (ENOTFOUND)',
    ]);
  });

  // DNS rebinding: the name answers an allowed address when checked, and an internal one after.
  // 127.0.0.1 at the site's port stands for the public address, 127.0.0.2 for the internal one.
  it('connects to the address it checked, never asking the name again', async () => {
    const internal = await startFakeSite({ host: '127.0.0.2', port: site.port });
    try {
      internal.on('/', answer('<title>Internal</title>'));
      site.on('/', answer('<title>Public</title>'));
      let answers = 0;
      const dns = fakeDns({
        'rebind.example': () => [v4(answers++ === 0 ? '127.0.0.1' : '127.0.0.2')],
      });
      const guarded = createSafeFetcher({ allowAddresses: [site.allowance], lookup: dns.lookup });
      const url = `http://rebind.example:${site.port}/`;
      const page = await guarded.get(url, html());
      expect(page.value.toString()).toBe('<title>Public</title>');
      expect(dns.asked).toEqual(['rebind.example']);
      expect(site.requests.map((r) => r.headers.host)).toEqual([`rebind.example:${site.port}`]);
      expect(internal.requests).toEqual([]);
      // Asked again (a new fetch), the name's new answer is checked and refused.
      const error = await failure(guarded.get(url, html()));
      expect(error.message).toBe(
        `refused address 127.0.0.2 (loopback) for rebind.example:${site.port}`,
      );
      expect(internal.requests).toEqual([]);
    } finally {
      await internal.close();
    }
  });

  // No certificate here, so the handshake fails; what matters is the name the client sent.
  it('keeps the host name for TLS (SNI) while connecting to the checked address', async () => {
    const names: string[] = [];
    const tls = createTlsServer({
      SNICallback: (name, callback) => {
        names.push(name);
        callback(new Error('no certificate'), undefined);
      },
    });
    tls.on('tlsClientError', () => undefined);
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    const { port } = tls.address() as AddressInfo;
    try {
      const dns = fakeDns({ 'pinned.example': [v4('127.0.0.1')] });
      const guarded = createSafeFetcher({
        allowAddresses: [`127.0.0.1:${port}`],
        lookup: dns.lookup,
      });
      const error = await failure(guarded.get(`https://pinned.example:${port}/`, html()));
      expect(error.reason).toBe('network');
      expect(names).toEqual(['pinned.example']);
      expect(dns.asked).toEqual(['pinned.example']);
    } finally {
      await new Promise((resolve) => tls.close(resolve));
    }
  });
});

describe('a POST (a webhook’s delivery)', () => {
  /** What reached a handler: the method, the headers and the whole body. */
  interface Received {
    method: string | undefined;
    headers: IncomingHttpHeaders;
    body: string;
  }

  /** Answers `status` (with `headers`) once the body is in, and keeps what arrived. */
  function receiver(status: number, headers: Record<string, string> = {}, reply = 'ok') {
    const received: Received[] = [];
    const handle = (req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({
          method: req.method,
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
        });
        res.writeHead(status, { 'content-type': 'text/plain', ...headers });
        res.end(reply);
      });
    };
    return { received, handle };
  }

  const JSON_BODY = '{"event":"ping","data":{"é":"ü"}}';
  const post = (maxBytes = 1024) => ({
    body: JSON_BODY,
    headers: { 'Content-Type': 'application/json', 'X-Vidshelf-Event': 'ping' },
    maxBytes,
    read: collectBody,
  });

  it('sends the body as given with the caller’s headers and its own, and answers a 2xx', async () => {
    const hook = receiver(202, {}, 'accepted');
    site.on('/hook?k=1', hook.handle);
    const answer = await fetcher.post(`${site.url}/hook?k=1`, post());
    expect([answer.status, answer.value.toString(), answer.mediaType]).toEqual([
      202,
      'accepted',
      'text/plain',
    ]);
    const [request] = hook.received;
    expect(request?.method).toBe('POST');
    expect(request?.body).toBe(JSON_BODY);
    expect(request?.headers).toMatchObject({
      host: `127.0.0.1:${site.port}`,
      'user-agent': 'Vidshelf (+self-hosted bookmark manager)',
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(JSON_BODY)),
      'x-vidshelf-event': 'ping',
    });
    expect(request?.headers.cookie).toBeUndefined();
  });

  it('keeps its own Host, User-Agent and length whatever the caller sends', async () => {
    const hook = receiver(200);
    site.on('/own', hook.handle);
    await fetcher.post(`${site.url}/own`, {
      ...post(),
      headers: { Host: 'elsewhere.example', 'USER-AGENT': 'Mozilla', 'Content-Length': '1' },
    });
    expect(hook.received[0]?.headers).toMatchObject({
      host: `127.0.0.1:${site.port}`,
      'user-agent': 'Vidshelf (+self-hosted bookmark manager)',
      'content-length': String(Buffer.byteLength(JSON_BODY)),
    });
  });

  it.each([301, 302, 303, 307, 308])(
    'does not follow a %i: it fails, and the target never sees the body',
    async (status) => {
      const target = receiver(200);
      other.on('/target', target.handle);
      const both = createSafeFetcher({ allowAddresses: [site.allowance, other.allowance] });
      site.on(`/moved-${status}`, redirectTo(`${other.url}/target`, status));
      const error = await failure(both.post(`${site.url}/moved-${status}`, post()));
      expect([error.reason, error.status, error.retry]).toEqual(['http_status', status, false]);
      expect(error.message).toBe(
        `HTTP ${status} from 127.0.0.1:${site.port} (a redirect, not followed for a POST)`,
      );
      expect(other.requests).toEqual([]);
    },
  );

  it('fails on any other status, with its Retry-After', async () => {
    site.on('/busy', receiver(503, { 'retry-after': '120' }).handle);
    const error = await failure(fetcher.post(`${site.url}/busy`, post()));
    expect([error.reason, error.status, error.retry, error.retryAfterMs]).toEqual([
      'http_status',
      503,
      true,
      120_000,
    ]);
    site.on('/gone', receiver(410).handle);
    expect((await failure(fetcher.post(`${site.url}/gone`, post()))).status).toBe(410);
  });

  it('refuses a private address or a name that answers one, without connecting', async () => {
    const error = await failure(fetcher.post(`http://127.0.0.1:${other.port}/hook`, post()));
    expect([error.reason, error.message]).toEqual([
      'refused_address',
      `refused address 127.0.0.1 (loopback) for 127.0.0.1:${other.port}`,
    ]);
    const dns = fakeDns({ 'nas.home.example': [v4('192.168.1.20')] });
    const guarded = createSafeFetcher({ lookup: dns.lookup });
    const named = await failure(guarded.post('http://nas.home.example:8000/hook', post()));
    expect(named.message).toBe('refused address 192.168.1.20 (private) for nas.home.example:8000');
    expect(other.requests).toEqual([]);
  });

  it('refuses credentials and other schemes', async () => {
    const credentials = await failure(fetcher.post(`http://u:p@127.0.0.1:${site.port}/`, post()));
    expect(credentials.reason).toBe('credentials');
    expect((await failure(fetcher.post('file:///etc/passwd', post()))).reason).toBe('scheme');
    expect(site.requests).toEqual([]);
  });

  it('times out on an answer that never comes', async () => {
    site.on('/silent-hook', () => undefined);
    const quick = createSafeFetcher({ allowAddresses: [site.allowance], timeoutMs: 300 });
    const error = await failure(quick.post(`${site.url}/silent-hook`, post()));
    expect([error.reason, error.retry]).toEqual(['timeout', true]);
  });

  it('reads at most the cap of the answer, of any type, and stops', async () => {
    site.on('/chatty', endless('{"ok":true}', 2 * 1024 * 1024));
    const patient = createSafeFetcher({ allowAddresses: [site.allowance], timeoutMs: 20_000 });
    const answer = await patient.post(`${site.url}/chatty`, post(64));
    expect([answer.status, answer.value.length, answer.truncated]).toEqual([200, 64, true]);
  });

  it('refuses an answer of a type it does not accept when it names some', async () => {
    site.on('/typed', receiver(200).handle);
    const error = await failure(
      fetcher.post(`${site.url}/typed`, { ...post(), accept: ['application/json'] }),
    );
    expect(error.reason).toBe('content_type');
  });
});
