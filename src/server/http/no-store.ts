import type { MiddlewareHandler } from 'hono';

/**
 * Every API answer carries tokens, library data or an error about them: no browser, proxy or
 * shared cache may keep a copy (issue 13). Set after the handler, so it also covers errors and
 * cannot be forgotten by a new route; the client's files are cached as before.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};
