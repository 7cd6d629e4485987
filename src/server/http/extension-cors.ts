import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AllowedExtensions } from './allowed-extensions';

/**
 * Cross-origin access to the API for the allowed browser extensions only (decisions 0040 and
 * 0080): the Vidshelf extension calls the server it was connected to from its own origin, so it
 * needs no permission to read every site. Any other origin, another extension's included, gets
 * no CORS header at all, and its preflight falls through to the API's 404: the browser lets it
 * read nothing.
 */
export function extensionCors(allowed: AllowedExtensions): MiddlewareHandler {
  const admitted = cors({
    // Only ever called for an admitted origin (below).
    origin: (origin) => origin,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && allowed.admitsOrigin(origin)) return admitted(c, next);
    await next();
    // The answer still depends on the origin: a cache must not hand it to an admitted one.
    c.header('Vary', 'Origin', { append: true });
  };
}
