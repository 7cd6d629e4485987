import { lookup as systemLookup } from 'node:dns/promises';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { addressAndPort, judgeAddress } from './addresses';
import { OutboundError } from './outbound-error';
import { SERVER_OWNER, UNLIMITED, type OutboundLimiter } from './outbound-limiter';

/** Who is asking, plainly: no browser disguise, no cookies. */
export const OUTBOUND_USER_AGENT = 'Vidshelf (+self-hosted bookmark manager)';
/** The whole exchange, redirects and body included. */
export const OUTBOUND_TIMEOUT_MS = 5000;
export const OUTBOUND_MAX_REDIRECTS = 5;

export interface ResolvedAddress {
  address: string;
  /** 4 or 6. */
  family: number;
}

/** Every address a host name has, as node:dns `lookup(host, { all: true })` answers. */
export type ResolveHost = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export interface SafeFetcherOptions {
  /** The whole exchange: name lookups, connections, every redirect and the body. */
  timeoutMs?: number;
  maxRedirects?: number;
  userAgent?: string;
  /** The name resolver; tests inject one to answer what a hostile DNS server would. */
  lookup?: ResolveHost;
  /**
   * TEST ONLY: exact `address:port` pairs (`127.0.0.1:41234`, `[::1]:41234`) the fetcher may
   * reach although they are refused addresses, so tests can talk to local fakes. Only test code
   * passes this: no environment variable or configuration setting fills it, so a deployment
   * cannot open its own network by accident (docs/decisions/0048-safe-page-metadata.md).
   */
  allowAddresses?: readonly string[];
  /**
   * The server's one gate for outside requests (its caps and fair turns, decision 0083); the app
   * gives every fetcher the same. Without it, nothing is limited.
   */
  limiter?: OutboundLimiter;
  /**
   * Origins (`https://www.youtube.com`) an operator configured as an outside service's address
   * (YOUTUBE_FEED_URL, YOUTUBE_PAGE_URL): their hosts' addresses are not judged, as the oEmbed
   * endpoints' are not, so a proxy on the operator's own network may answer them. Redirects
   * elsewhere are judged as ever.
   */
  trustedOrigins?: readonly string[];
}

/** What is known of the final answer before its body is read. */
export interface ResponseHead {
  /** The URL that answered, after redirects. */
  url: URL;
  status: number;
  /** Lower case, without parameters: `text/html`. */
  mediaType: string;
  /** The Content-Type's charset parameter, lower case, if any. */
  charset: string | undefined;
}

/** Takes the (decoded, capped) body chunk by chunk; `stop` ends the read early. */
export interface BodyReader<T> {
  write(chunk: Buffer): 'more' | 'stop';
  end(): T;
}

export interface FetchOptions<T> {
  /** Media types accepted (`text/html`); any other answer is refused unread. */
  accept: readonly string[];
  /** Decoded bytes read at most; the rest is cut off (`truncated`). */
  maxBytes: number;
  read: (head: ResponseHead) => BodyReader<T>;
  /** Whose request this is (a user id): the limiter's turns are by owner. The server's own: unset. */
  owner?: string;
  /**
   * What an earlier answer said of itself (its ETag, its Last-Modified): sent as If-None-Match and
   * If-Modified-Since, so an unchanged resource answers 304 without its body.
   */
  conditional?: Validators;
}

/** An answer's validators, for the conditional request that asks whether it changed. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export interface Fetched<T> extends ResponseHead, Validators {
  value: T;
  /** The body went on past maxBytes and was cut there. */
  truncated: boolean;
  /**
   * 304 to a conditional request: nothing changed. The reader was given the answer's empty body.
   */
  notModified: boolean;
}

/**
 * A POST of a body the server made (a webhook's delivery) to a URL a user gave: judged, pinned
 * and capped as a GET is, but its redirects are never followed (a 3xx fails as `http_status`),
 * so the body goes to the address that was judged and nowhere else.
 */
export interface PostOptions<T> extends Pick<FetchOptions<T>, 'maxBytes' | 'read' | 'owner'> {
  body: string | Buffer;
  /** Sent beside the fetcher's own (Host, User-Agent and Content-Length are the fetcher's). */
  headers: Record<string, string>;
  /** Media types of an answer whose body is read; omitted, any answer's body is read. */
  accept?: readonly string[];
}

export interface SafeFetcher {
  /** GETs `url`, following up to maxRedirects redirects; rejects only with an OutboundError. */
  get<T>(url: string | URL, options: FetchOptions<T>): Promise<Fetched<T>>;
}

/** The fetcher's POST, for the one caller that sends (webhooks); the readers take SafeFetcher. */
export interface SafePoster {
  /** POSTs to `url` (PostOptions); a 2xx answer resolves, anything else rejects (OutboundError). */
  post<T>(url: string | URL, options: PostOptions<T>): Promise<Fetched<T>>;
}

/** What goes out on one hop: a GET (with the caller's validators) or a POST with its body. */
type Outgoing =
  | { method: 'GET'; accept: readonly string[]; conditional?: Validators | undefined }
  | {
      method: 'POST';
      accept?: readonly string[] | undefined;
      body: Buffer;
      headers: Record<string, string>;
    };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const defaultLookup: ResolveHost = (hostname) =>
  systemLookup(hostname, { all: true, verbatim: true });

/**
 * An HTTP client for URLs that come from users, which cannot be turned against the server's own
 * network (SSRF): only http(s) without credentials; every hop's host resolved once and every
 * address it has checked (judgeAddress); the connection made to the checked address (no second
 * DNS answer), with the host name kept for Host and TLS; redirects followed by hand, each hop
 * checked again; one deadline, a size cap on the decoded body and a content-type allow-list.
 */
export function createSafeFetcher({
  timeoutMs = OUTBOUND_TIMEOUT_MS,
  maxRedirects = OUTBOUND_MAX_REDIRECTS,
  userAgent = OUTBOUND_USER_AGENT,
  lookup = defaultLookup,
  allowAddresses = [],
  limiter = UNLIMITED,
  trustedOrigins = [],
}: SafeFetcherOptions = {}): SafeFetcher & SafePoster {
  const allowance = new Set(allowAddresses.map(parseAllowance));
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));

  /** The addresses `url`'s host has, every one of them allowed; else why not. */
  async function checkedAddresses(url: URL, signal: AbortSignal): Promise<ResolvedAddress[]> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new OutboundError('scheme', `scheme ${url.protocol} refused`);
    }
    if (url.username !== '' || url.password !== '') {
      throw new OutboundError('credentials', `credentials in the URL refused (${url.host})`);
    }
    const host = bareHost(url);
    const family = isIP(host);
    const answer = family !== 0 ? [{ address: host, family }] : await resolve(host, signal);
    if (answer.length === 0) throw new OutboundError('dns', `${host} has no address`);
    const port = portOf(url);
    for (const { address } of answer) {
      if (trusted.has(url.origin)) break;
      const verdict = judgeAddress(address);
      if (verdict.allowed) continue;
      if (isIP(address) !== 0 && allowance.has(addressAndPort(address, port))) continue;
      throw new OutboundError(
        'refused_address',
        `refused address ${address} (${verdict.range}) for ${url.host}`,
      );
    }
    return answer.map(({ address, family }) => ({ address, family }));
  }

  async function resolve(host: string, signal: AbortSignal): Promise<readonly ResolvedAddress[]> {
    try {
      return await untilAborted(lookup(host), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      const code = errorCode(error);
      throw new OutboundError('dns', `could not resolve ${host} (${code})`, code === 'EAI_AGAIN');
    }
  }

  /** One request to the checked addresses only; resolves with the response head. */
  function send(
    url: URL,
    addresses: ResolvedAddress[],
    outgoing: Outgoing,
    signal: AbortSignal,
    exchange: Exchange,
  ): Promise<IncomingMessage> {
    const host = bareHost(url);
    // node:net asks this instead of DNS: the answer is the one that was checked.
    const pinned: LookupFunction = (_hostname, options, callback) => {
      const [first] = addresses;
      if (options.all) callback(null, addresses);
      else if (first) callback(null, first.address, first.family);
      else callback(new Error('no checked address'), '');
    };
    const https = url.protocol === 'https:';
    const req = (https ? httpsRequest : httpRequest)({
      protocol: url.protocol,
      hostname: host,
      port: portOf(url),
      path: `${url.pathname}${url.search}`,
      method: outgoing.method,
      headers: headersOf(url, outgoing),
      lookup: pinned,
      // A fresh connection per request: no pooled socket from an earlier answer for the name.
      agent: false,
      signal,
      ...(https && isIP(host) === 0 ? { servername: host } : {}),
    });
    exchange.req = req;
    return new Promise((resolveResponse, reject) => {
      // Kept for the life of the request: a late socket error must not go unhandled.
      req.on('error', reject);
      req.once('response', (res) => {
        exchange.res = res;
        resolveResponse(res);
      });
      req.end(outgoing.method === 'POST' ? outgoing.body : undefined);
    });
  }

  function headersOf(url: URL, outgoing: Outgoing): Record<string, string> {
    const accept = outgoing.accept?.join(', ') ?? '*/*';
    const own = {
      host: url.host,
      'user-agent': userAgent,
      accept,
      'accept-encoding': 'gzip, deflate, br',
    };
    if (outgoing.method === 'POST') {
      // The caller's names in lower case, so that none stands beside one of the fetcher's own.
      const caller = Object.fromEntries(
        Object.entries(outgoing.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      return { ...caller, ...own, 'content-length': String(outgoing.body.length) };
    }
    const { conditional } = outgoing;
    return {
      ...own,
      ...(conditional?.etag ? { 'if-none-match': conditional.etag } : {}),
      ...(conditional?.lastModified ? { 'if-modified-since': conditional.lastModified } : {}),
    };
  }

  async function run<T>(
    start: URL,
    outgoing: Outgoing,
    options: Pick<FetchOptions<T>, 'maxBytes' | 'read'>,
    signal: AbortSignal,
    exchange: Exchange,
  ): Promise<Fetched<T>> {
    let url = start;
    for (let redirects = 0; ; redirects++) {
      const addresses = await afterRedirects(redirects, () => checkedAddresses(url, signal));
      const res = await send(url, addresses, outgoing, signal, exchange);
      const status = res.statusCode ?? 0;
      const validators = validatorsOf(res);
      if (outgoing.method === 'POST' && status >= 300 && status <= 399) {
        // Never followed: the body would go to an address nobody judged for it, and a 307 or
        // 308 would carry it there whole.
        throw new OutboundError(
          'http_status',
          `HTTP ${status} from ${url.host} (a redirect, not followed for a POST)`,
          false,
          status,
        );
      }
      if (status === 304 && outgoing.method === 'GET' && outgoing.conditional) {
        const head = { url, status, ...contentType(res.headers['content-type']) };
        const body = await readBody(res, head, options, exchange);
        return { ...head, ...validators, ...body, notModified: true };
      }
      if (REDIRECTS.has(status)) {
        exchange.close();
        if (redirects >= maxRedirects) {
          throw new OutboundError('too_many_redirects', `more than ${maxRedirects} redirects`);
        }
        url = redirectTarget(url, res.headers.location);
        continue;
      }
      if (status < 200 || status > 299) {
        throw new OutboundError(
          'http_status',
          `HTTP ${status} from ${url.host}`,
          status === 429 || status >= 500,
          status,
          retryAfterMs(res.headers['retry-after']),
        );
      }
      const head = { url, status, ...contentType(res.headers['content-type']) };
      if (outgoing.accept && !outgoing.accept.includes(head.mediaType)) {
        throw new OutboundError(
          'content_type',
          `content type ${head.mediaType || '(none)'} from ${url.host} not accepted`,
        );
      }
      return {
        ...head,
        ...validators,
        ...(await readBody(res, head, options, exchange)),
        notModified: false,
      };
    }
  }

  /** One exchange under the deadline and the limiter's turn; rejects only with OutboundError. */
  async function exchangeFor<T>(
    target: string | URL,
    outgoing: Outgoing,
    options: Pick<FetchOptions<T>, 'maxBytes' | 'read' | 'owner'>,
    /** Bytes held beside the answer's (a POST's body). */
    held: number,
  ): Promise<Fetched<T>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const exchange = new Exchange();
    const { signal } = controller;
    signal.addEventListener('abort', () => exchange.close(), { once: true });
    try {
      const url = parseTarget(target);
      // The deadline runs from here: a request that waits its whole time for a turn fails busy.
      return await limiter.run(options.owner ?? SERVER_OWNER, options.maxBytes + held, signal, () =>
        run(url, outgoing, options, signal, exchange),
      );
    } catch (error) {
      if (error instanceof OutboundError) throw error;
      if (signal.aborted) {
        throw new OutboundError('timeout', `timed out after ${timeoutMs} ms`, true);
      }
      throw new OutboundError('network', `network error (${errorCode(error)})`, true);
    } finally {
      clearTimeout(timer);
      exchange.close();
    }
  }

  return {
    get: (target, options) =>
      exchangeFor(
        target,
        { method: 'GET', accept: options.accept, conditional: options.conditional },
        options,
        0,
      ),
    post(target, { body, headers, accept, ...options }) {
      const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
      return exchangeFor(
        target,
        { method: 'POST', accept, body: bytes, headers },
        options,
        bytes.length,
      );
    },
  };
}

function validatorsOf(res: IncomingMessage): Validators {
  const { etag, 'last-modified': lastModified } = res.headers;
  return { etag: etag?.trim() || null, lastModified: lastModified?.trim() || null };
}

/** A Retry-After's seconds or HTTP date, as milliseconds from now; undefined when unusable. */
export function retryAfterMs(header: string | undefined, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** A reader that keeps the whole (capped) body. */
export function collectBody(): BodyReader<Buffer> {
  const chunks: Buffer[] = [];
  return {
    write(chunk) {
      chunks.push(chunk);
      return 'more';
    },
    end: () => Buffer.concat(chunks),
  };
}

/** The request and response in flight, so a deadline or an early stop can close them. */
class Exchange {
  req: ClientRequest | undefined;
  res: IncomingMessage | undefined;
  body: Readable | undefined;

  close(): void {
    this.body?.destroy();
    this.res?.destroy();
    this.req?.destroy();
    this.body = this.res = this.req = undefined;
  }
}

/** A failure on a hop after a redirect says so, for the log. */
async function afterRedirects<T>(redirects: number, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (redirects === 0 || !(error instanceof OutboundError)) throw error;
    const plural = redirects === 1 ? '' : 's';
    throw new OutboundError(
      error.reason,
      `after ${redirects} redirect${plural}: ${error.message}`,
      error.retry,
      error.status,
      error.retryAfterMs,
    );
  }
}

async function readBody<T>(
  res: IncomingMessage,
  head: ResponseHead,
  { maxBytes, read }: Pick<FetchOptions<T>, 'maxBytes' | 'read'>,
  exchange: Exchange,
): Promise<{ value: T; truncated: boolean }> {
  const body = decoded(res, head.url);
  exchange.body = body;
  // A decoder's own error is a bad body; one passed on from the connection is the network's.
  let connectionFailed = false;
  let decoderFailed = false;
  res.once('error', () => (connectionFailed = true));
  if (body !== res) body.once('error', () => (decoderFailed = true));
  try {
    const reader = ownFailure(() => read(head));
    let size = 0;
    let truncated = false;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      const room = maxBytes - size;
      truncated = chunk.length > room;
      const piece = truncated ? chunk.subarray(0, room) : chunk;
      size += piece.length;
      if (piece.length > 0 && ownFailure(() => reader.write(piece)) === 'stop') break;
      if (truncated) break;
    }
    return { value: ownFailure(() => reader.end()), truncated };
  } catch (error) {
    if (error instanceof OutboundError || !decoderFailed || connectionFailed) throw error;
    const encoding = res.headers['content-encoding'];
    throw new OutboundError('body', `could not decode the ${encoding} body from ${head.url.host}`);
  } finally {
    exchange.close();
  }
}

/** A caller's reader that throws fails the fetch as a body it could not read. */
function ownFailure<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    throw new OutboundError('body', `the body could not be read (${errorCode(error)})`);
  }
}

/** The body with its Content-Encoding undone (the size cap counts these decoded bytes). */
function decoded(res: IncomingMessage, url: URL): Readable {
  const encoding = (res.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined;
  if (decoder) {
    // Errors surface through the decoder, which the reader iterates.
    pipeline(res, decoder, () => undefined);
    return decoder;
  }
  if (encoding === '' || encoding === 'identity') return res;
  throw new OutboundError('body', `unsupported Content-Encoding ${encoding} from ${url.host}`);
}

function parseTarget(target: string | URL): URL {
  try {
    return new URL(target);
  } catch {
    throw new OutboundError('invalid_url', 'not a URL');
  }
}

function redirectTarget(from: URL, location: string | undefined): URL {
  if (!location)
    throw new OutboundError('bad_redirect', `redirect without a Location from ${from.host}`);
  try {
    return new URL(location, from);
  } catch {
    throw new OutboundError('bad_redirect', `redirect to an invalid Location from ${from.host}`);
  }
}

function contentType(header: string | undefined): Pick<ResponseHead, 'mediaType' | 'charset'> {
  const [type = '', ...parameters] = (header ?? '').split(';');
  const charset = parameters
    .map((parameter) => parameter.trim().split('='))
    .find(([name]) => name?.trim().toLowerCase() === 'charset')?.[1];
  return {
    mediaType: type.trim().toLowerCase(),
    charset:
      charset
        ?.trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase() || undefined,
  };
}

/** `127.0.0.1:8080` or `[::1]:8080`, spelled as addressAndPort does. */
function parseAllowance(entry: string): string {
  const match = /^\[([^\]]+)\]:(\d+)$/.exec(entry) ?? /^([^:[\]]+):(\d+)$/.exec(entry);
  const [, address = '', port = ''] = match ?? [];
  const number = Number(port);
  if (isIP(address) === 0 || !Number.isInteger(number) || number < 1 || number > 65535) {
    throw new Error(`allowAddresses: ${entry} is not an address:port pair`);
  }
  return addressAndPort(address, number);
}

const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

const portOf = (url: URL) => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : 'unknown';
}

/** `promise`, or the signal's abort, whichever comes first (a DNS lookup cannot be cancelled). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
