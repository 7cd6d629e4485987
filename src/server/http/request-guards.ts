import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { MAX_BODY_BYTES } from '../../shared/constants';
import { AppError } from './app-error';

/** Refuses bodies over the limit before reading them whole. */
export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new AppError('payload_too_large', 413);
  },
});

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** The API reads JSON only: a body of any other type is refused as such, not read as empty. */
export const requireJsonBody = createMiddleware(async (c, next) => {
  const length = c.req.header('Content-Length');
  const hasBody = (length !== undefined && length !== '0') || c.req.header('Transfer-Encoding');
  if (hasBody) {
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
    if (!JSON_MEDIA_TYPE.test(mediaType)) throw new AppError('unsupported_media_type', 415);
  }
  await next();
});
