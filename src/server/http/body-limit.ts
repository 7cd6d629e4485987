import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { MAX_BODY_BYTES } from '@shared/constants';
import { AppError } from './app-error';

const limitOf = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('payload_too_large', 413);
    },
  });
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
