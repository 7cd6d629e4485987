import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** Requests each backend answered (the status line reached the proxy), by index. */
  readonly answered: readonly number[];
  /** Points slot `index` at another address: a restarted process listens on a new port. */
  setBackend(index: number, url: string): void;
  close(): Promise<void>;
}

/** Headers about one connection, which a proxy never passes on (RFC 9110, section 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

const withoutHopByHop = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What nginx answers when its backend failed mid-request: never a body the app would send. */
function badGateway(res: ServerResponse): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(502, { 'content-type': 'text/plain' });
  res.end('Bad Gateway');
}

/**
 * The reverse proxy the README's "Running several server processes" describes, cut down for
 * tests: each request goes to the next backend in turn; a backend that refuses the connection
 * (a process killed or not yet restarted) is skipped for the next, which is safe because the
 * request never reached it. A backend that dies with the request in flight answers 502, as
 * nginx does: the client cannot know whether that write happened. It sets X-Forwarded-For to
 * the client's address, replacing any the client sent (README, TRUST_PROXY). Request bodies are
 * read whole before forwarding, so that a refused one can be sent again; answers stream through
 * (Server-Sent Events included), with a new connection to the backend for each request so that a
 * kept-alive one never outlives its process.
 */
export async function startRoundRobinProxy(backends: readonly string[]): Promise<RoundRobinProxy> {
  const targets = [...backends];
  const answered = targets.map(() => 0);
  let turn = 0;

  function forward(req: IncomingMessage, res: ServerResponse, body: Buffer, tries: number) {
    if (tries >= targets.length) return badGateway(res);
    const index = turn++ % targets.length;
    const target = new URL(targets[index]!);
    const upstream = httpRequest({
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: {
        ...withoutHopByHop(req.headers),
        'content-length': String(body.length),
        'x-forwarded-for': req.socket.remoteAddress,
      },
      agent: false,
    });
    upstream.on('response', (answer) => {
      answered[index] = (answered[index] ?? 0) + 1;
      res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      answer.pipe(res);
      // The backend died mid-answer: end the client's too, rather than leave it waiting.
      answer.on('aborted', () => res.destroy());
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && !res.headersSent) {
        return forward(req, res, body, tries + 1);
      }
      badGateway(res);
    });
    // A client that hangs up (a closed event stream) ends the backend's request too.
    res.on('close', () => upstream.destroy());
    upstream.end(body);
  }

  const server = createServer((req, res) => {
    readBody(req).then(
      (body) => forward(req, res, body, 0),
      () => res.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    answered,
    setBackend(index, url) {
      targets[index] = url;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
