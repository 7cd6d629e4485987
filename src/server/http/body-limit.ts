import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { MAX_BODY_BYTES } from '@shared/constants';
import { AppError } from './app-error';

const refuseTooLarge = (): never => {
  throw new AppError('payload_too_large', 413);
};

/**
 * Hono's limit, without its cost on every request: it asks for `c.req.raw.body`, which makes
 * the Node adapter build a whole web Request, body stream and all (about a tenth of a
 * millisecond of the main thread's time), for a GET as for a POST, and the JSON is then read
 * through that stream rather than straight from Node's (decision 0074). So a GET or HEAD,
 * which has no body, is let through untouched; a body of declared length is judged by the
 * header, as hono judges it (Node's parser reads exactly that many bytes); and only a body
 * without a length goes to hono's limit, which counts it as it reads.
 */
const limitOf = (maxSize: number) => {
  const counted = bodyLimit({ maxSize, onError: refuseTooLarge });
  return createMiddleware((c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) {
      return counted(c, next);
    }
    return parseInt(length, 10) > maxSize ? refuseTooLarge() : next();
  });
};
const defaultLimit = limitOf(MAX_BODY_BYTES);

/**
 * Refuses bodies over the limit before reading them whole. The routes named in `streamed`
 * ("POST /api/imports") read their body as it arrives under a cap of their own (cappedBytes):
 * hono's limit would hold all of a body sent without a length in memory first. Those in
 * `larger` ("POST /api/videos/bulk") are allowed the size given.
 */
export function limitBody(
  streamed: ReadonlySet<string> = new Set(),
  larger: ReadonlyMap<string, number> = new Map(),
) {
  const largerLimits = new Map([...larger].map(([route, bytes]) => [route, limitOf(bytes)]));
  return createMiddleware((c, next) => {
    const route = `${c.req.method} ${c.req.path}`;
    if (streamed.has(route)) return next();
    return (largerLimits.get(route) ?? defaultLimit)(c, next);
  });
}

/**
 * A request body as it arrives, refused with 413 and `message` as soon as it is known to pass
 * `maxBytes` (from its Content-Length, or while reading when it has none).
 */
export async function* cappedBytes(
  request: Request,
  maxBytes: number,
  message: string,
): AsyncGenerator<Uint8Array> {
  const tooLarge = () => new AppError('payload_too_large', 413, message);
  if (Number(request.headers.get('content-length')) > maxBytes) throw tooLarge();
  if (!request.body) return;
  let size = 0;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > maxBytes) throw tooLarge();
      yield value;
    }
  } finally {
    // Stop the rest of the upload on a refusal or an early end (a broken file).
    void reader.cancel().catch(() => undefined);
  }
}
