import type { MiddlewareHandler } from 'hono';

/**
 * Every API answer carries tokens, library data or an error about them: no browser, proxy or
 * shared cache may keep a copy (docs/product/security.md#security-headers). Set after the handler,
 * so it also covers errors and cannot be forgotten by a new route; the client's files are cached as
 * before. The one exception is an answer whose handler says `private` itself (a video's image,
 * decision 0053): this browser may keep that, no shared cache may. An answer that says `no-store`
 * itself keeps what it adds (the event stream's `no-cache`, which proxies look for).
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (/^(private|no-store)\b/.test(c.res.headers.get('Cache-Control') ?? '')) return;
  c.res.headers.set('Cache-Control', 'no-store');
};
