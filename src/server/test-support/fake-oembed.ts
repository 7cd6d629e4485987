import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseDailymotionId } from '@shared/dailymotion';
import { parseTedTalk } from '@shared/ted';
import { parseVimeo } from '@shared/vimeo';
import { parseYouTubeId } from '@shared/youtube';

/** How the fake answers for one video; anything not configured gets `defaultAnswer`. */
export type FakeOembedBehaviour =
  /** 200 with the default answer, these fields laid over it (`undefined` removes a field). */
  | { json: Record<string, unknown> }
  /**
   * YouTube's answers for a private (401) or removed (404) video or a bad URL (400), and a
   * service that is busy (429) or down (503); Vimeo's 403 for a video not to be embedded, a
   * server failing (500).
   */
  | { status: 400 | 401 | 403 | 404 | 429 | 500 | 503; text: string }
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
  /**
   * The endpoint, e.g. http://127.0.0.1:PORT/oembed (what YOUTUBE_OEMBED_URL is set to), or
   * VIMEO_OEMBED_URL's …/api/oembed.json and so on for another provider.
   */
  url: string;
  /** Every request that reached the server, in order: its `url` (decoded) and `format` params. */
  requests: Array<{ url: string; format: string | null }>;
  /** Keyed by the provider's id of the video (a YouTube or Vimeo id, a TED talk's slug). */
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

/** The shape of Vimeo's answer (https://vimeo.com/api/oembed.json): it tells the duration. */
export const defaultVimeoAnswer = (id: string) => ({
  type: 'video',
  version: '1.0',
  provider_name: 'Vimeo',
  provider_url: 'https://vimeo.com/',
  title: `Vimeo video ${id}`,
  author_name: `Vimeo author ${id}`,
  author_url: `https://vimeo.com/author${id}`,
  is_plus: '0',
  account_type: 'basic',
  html: `<iframe src="https://player.vimeo.com/video/${id}?app_id=122963" width="640" height="360" frameborder="0" allow="autoplay; fullscreen" allowfullscreen title="Vimeo video ${id}"></iframe>`,
  width: 640,
  height: 360,
  duration: 213,
  description: '',
  thumbnail_url: `https://i.vimeocdn.com/video/${id}-d_640`,
  thumbnail_width: 640,
  thumbnail_height: 360,
  upload_date: '2013-10-15 14:08:29',
  video_id: Number(id),
  uri: `/videos/${id}`,
});

/** The shape of Dailymotion's answer (https://www.dailymotion.com/services/oembed). */
export const defaultDailymotionAnswer = (id: string) => ({
  type: 'video',
  version: '1.0',
  provider_name: 'Dailymotion',
  provider_url: 'https://www.dailymotion.com',
  title: `Dailymotion video ${id}`,
  description: '',
  author_name: `Dailymotion author ${id}`,
  author_url: `https://www.dailymotion.com/author${id}`,
  width: 480,
  height: 360,
  html: `<iframe frameborder="0" width="480" height="360" src="https://geo.dailymotion.com/player.html?video=${id}&" allowfullscreen allow="autoplay; fullscreen; picture-in-picture; web-share"></iframe>`,
  thumbnail_url: `https://s2.dmcdn.net/v/${id}/x240`,
  thumbnail_width: 320,
  thumbnail_height: 240,
});

/** The shape of TED's answer (https://www.ted.com/services/v1/oembed.json). */
export const defaultTedAnswer = (slug: string) => ({
  type: 'video',
  version: '1.0',
  width: 560,
  height: 316,
  title: `Speaker: Talk ${slug}`,
  description: 'What the talk is about.',
  url: `https://www.ted.com/talks/${slug}`,
  author_name: `Speaker ${slug}`,
  provider_name: 'TED',
  provider_url: 'https://www.ted.com',
  cache_age: 300,
  thumbnail_url: `https://pi.tedcdn.com/r/pe.tedcdn.com/images/ted/${slug}_1600x1200.jpg?h=316&w=560`,
  thumbnail_width: 560,
  thumbnail_height: 316,
  author_url: `https://www.ted.com/speakers/${slug}`,
  html: `<iframe src="https://embed.ted.com/talks/${slug}" width="560" height="316" frameborder="0" scrolling="no" allowFullScreen></iframe>`,
});

/** A provider the fake can stand in for: its endpoint's path, its videos, its answer. */
const PROVIDERS = {
  youtube: { path: '/oembed', idOf: parseYouTubeId, answer: defaultAnswer },
  vimeo: {
    path: '/api/oembed.json',
    idOf: (url: string) => parseVimeo(url)?.id ?? null,
    answer: defaultVimeoAnswer,
  },
  dailymotion: {
    path: '/services/oembed',
    idOf: parseDailymotionId,
    answer: defaultDailymotionAnswer,
  },
  ted: { path: '/services/v1/oembed.json', idOf: parseTedTalk, answer: defaultTedAnswer },
} as const;

export type FakeOembedProvider = keyof typeof PROVIDERS;

/**
 * A local stand-in for a provider's oEmbed endpoint (YouTube's `https://www.youtube.com/oembed`
 * unless told another), so no test touches the network. A URL that is not one of the provider's
 * videos is answered 400, as YouTube does.
 */
export async function startFakeOembed(
  provider: FakeOembedProvider = 'youtube',
): Promise<FakeOembed> {
  const { path, idOf, answer: answerFor } = PROVIDERS[provider];
  const behaviours = new Map<string, FakeOembedBehaviour>();
  const requests: FakeOembed['requests'] = [];

  const server = createServer((req, res) => {
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://fake');
    const videoUrl = searchParams.get('url') ?? '';
    requests.push({ url: videoUrl, format: searchParams.get('format') });
    if (pathname !== path) return sendText(res, 404, 'Not Found');
    const id = idOf(videoUrl);
    if (!id) return sendText(res, 400, 'Bad Request');
    answer(res, answerFor(id), behaviours.get(id));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${path}`,
    requests,
    respondWith: (videoId, behaviour) => void behaviours.set(videoId, behaviour),
    close: () => {
      // Hung and stalled answers would otherwise keep close() waiting forever.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function answer(
  res: ServerResponse,
  fields: Record<string, unknown>,
  behaviour?: FakeOembedBehaviour,
): void {
  const body = JSON.stringify(fields);
  if (!behaviour) return sendJson(res, body);
  if ('json' in behaviour) return sendJson(res, JSON.stringify({ ...fields, ...behaviour.json }));
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
