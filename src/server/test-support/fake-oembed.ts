import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseYouTubeId } from '@shared/youtube';

/** How the fake answers for one video; anything not configured gets `defaultAnswer`. */
export type FakeOembedBehaviour =
  /** 200 with the default answer, these fields laid over it (`undefined` removes a field). */
  | { json: Record<string, unknown> }
  /**
   * YouTube's answers for a private (401) or removed (404) video or a bad URL (400), and a
   * service that is busy (429) or down (503).
   */
  | { status: 400 | 401 | 404 | 429 | 503; text: string }
  /**
   * Waits `delayMs` before answering; with `afterHeaders`, sends the status, headers and the
   * start of the body at once and stalls mid-body instead.
   */
  | { delayMs: number; afterHeaders?: boolean }
  /** 200 with this exact body, as application/json. */
  | { raw: string }
  /**
   * 200 that streams about 1 MiB and then holds the response open, so only a client that stops
   * reading at its size limit returns before its timeout. `declareLength` sends a
   * Content-Length (2 MiB) up front.
   */
  | { oversized: true; declareLength?: boolean }
  /** 302 to this location. */
  | { redirect: string };

export interface FakeOembed {
  /** The endpoint, e.g. http://127.0.0.1:PORT/oembed (what YOUTUBE_OEMBED_URL is set to). */
  url: string;
  /** Every request that reached the server, in order: its `url` (decoded) and `format` params. */
  requests: Array<{ url: string; format: string | null }>;
  respondWith(videoId: string, behaviour: FakeOembedBehaviour): void;
  close(): Promise<void>;
}

const OVERSIZED_STREAMED_BYTES = 1024 * 1024;
const OVERSIZED_DECLARED_BYTES = 2 * 1024 * 1024;

/** The shape of a real answer (fixtures/youtube-oembed-response.json), made up for `id`. */
export const defaultAnswer = (id: string) => ({
  title: `Video ${id}`,
  author_name: `Channel ${id}`,
  author_url: `https://www.youtube.com/@channel-${id}`,
  type: 'video',
  height: 113,
  width: 200,
  version: '1.0',
  provider_name: 'YouTube',
  provider_url: 'https://www.youtube.com/',
  thumbnail_height: 360,
  thumbnail_width: 480,
  thumbnail_url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
  html: `<iframe width="200" height="113" src="https://www.youtube.com/embed/${id}?feature=oembed" frameborder="0" allowfullscreen title="Video ${id}"></iframe>`,
});

/** A local stand-in for `https://www.youtube.com/oembed`, so no test touches the network. */
export async function startFakeOembed(): Promise<FakeOembed> {
  const behaviours = new Map<string, FakeOembedBehaviour>();
  const requests: FakeOembed['requests'] = [];

  const server = createServer((req, res) => {
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://fake');
    const videoUrl = searchParams.get('url') ?? '';
    requests.push({ url: videoUrl, format: searchParams.get('format') });
    if (pathname !== '/oembed') return sendText(res, 404, 'Not Found');
    const id = parseYouTubeId(videoUrl);
    if (!id) return sendText(res, 400, 'Bad Request');
    answer(res, id, behaviours.get(id));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/oembed`,
    requests,
    respondWith: (videoId, behaviour) => void behaviours.set(videoId, behaviour),
    close: () => {
      // Hung and stalled answers would otherwise keep close() waiting forever.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function answer(res: ServerResponse, id: string, behaviour?: FakeOembedBehaviour): void {
  const body = JSON.stringify(defaultAnswer(id));
  if (!behaviour) return sendJson(res, body);
  if ('json' in behaviour) {
    return sendJson(res, JSON.stringify({ ...defaultAnswer(id), ...behaviour.json }));
  }
  if ('status' in behaviour) return sendText(res, behaviour.status, behaviour.text);
  if ('raw' in behaviour) return sendJson(res, behaviour.raw);
  if ('redirect' in behaviour) {
    res.writeHead(302, { location: behaviour.redirect, 'content-type': 'text/plain' });
    return void res.end('Found');
  }
  if ('oversized' in behaviour) return streamOversized(res, behaviour.declareLength ?? false);

  // What is left is { delayMs }: hang before answering, or in the middle of the body.
  if (behaviour.afterHeaders) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write(body.slice(0, 10));
  }
  const timer = setTimeout(() => {
    if (!res.headersSent) res.writeHead(200, { 'content-type': 'application/json' });
    res.end(behaviour.afterHeaders ? body.slice(10) : body);
  }, behaviour.delayMs);
  res.on('close', () => clearTimeout(timer));
}

function sendJson(res: ServerResponse, body: string): void {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

function streamOversized(res: ServerResponse, declareLength: boolean): void {
  res.writeHead(200, {
    'content-type': 'application/json',
    ...(declareLength ? { 'content-length': String(OVERSIZED_DECLARED_BYTES) } : {}),
  });
  const chunk = Buffer.alloc(64 * 1024, 'x');
  res.write('{"title":"');
  let sent = 0;
  // Honour back-pressure; stop as soon as the client hangs up.
  const pump = () => {
    while (sent < OVERSIZED_STREAMED_BYTES && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
  };
  pump();
}
