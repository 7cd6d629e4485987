import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * For tests only: a local web site on a loopback address, so no test touches the network. The
 * safe fetcher refuses loopback, so a test passes `allowance` to it (SafeFetcherOptions
 * `allowAddresses`).
 */
export interface FakeSite {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
  /** The `address:port` pair a fetcher must be allowed to reach this site. */
  allowance: string;
  /** Every request that reached the site, in order. */
  requests: Array<{ path: string; headers: IncomingHttpHeaders }>;
  /** How `path` (with its query) is answered; anything not set answers 404. */
  on(path: string, handler: (req: IncomingMessage, res: ServerResponse) => void): void;
  close(): Promise<void>;
}

export async function startFakeSite({
  host = '127.0.0.1',
  port = 0,
}: { host?: string; port?: number } = {}): Promise<FakeSite> {
  const handlers = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();
  const requests: FakeSite['requests'] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, headers: req.headers });
    const handler = handlers.get(path);
    if (handler) return handler(req, res);
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not Found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${bound}`,
    port: bound,
    allowance: `${host}:${bound}`,
    requests,
    on: (path, handler) => void handlers.set(path, handler),
    close: () => {
      // Stalled answers would otherwise keep close() waiting.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Answers 200 with this body (HTML unless the headers say otherwise). */
export const answer =
  (body: string | Buffer, headers: Record<string, string> = {}) =>
  (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(body);
  };

/** Answers a redirect to `location`. */
export const redirectTo =
  (location: string, status = 302) =>
  (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { location, 'content-type': 'text/plain' });
    res.end('Moved');
  };

/** Sends the headers and `start` of the body, then never finishes. */
export const stallAfter =
  (start: string, headers: Record<string, string> = {}) =>
  (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/html', ...headers });
    res.write(start);
  };

/** Sends `start` and then `bytes` of `fill` (buffered: a few MB at most), and never finishes. */
export const endless =
  (start: string, bytes: number, fill = 'x') =>
  (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write(start);
    res.write(Buffer.alloc(bytes, fill));
  };
