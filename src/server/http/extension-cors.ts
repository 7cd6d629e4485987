import { cors } from 'hono/cors';

/** A Chromium extension's origin: `chrome-extension://` and its 32-letter id (a to p). */
const EXTENSION_ORIGIN = /^chrome-extension:\/\/[a-p]{32}$/u;

/**
 * Cross-origin access to the API for browser extensions only (issue 16): the Vidshelf extension
 * calls the server it was connected to from its own origin, so it needs no permission to read
 * every site. Safe to allow any extension: these requests carry no cookie (the API's sign-in is a
 * bearer token in a header, never ambient), so an extension gets no more than the token it was
 * given. Web pages of other origins get no CORS headers, as before.
 */
export const extensionCors = cors({
  origin: (origin) => (EXTENSION_ORIGIN.test(origin) ? origin : null),
  allowMethods: ['GET', 'POST', 'PATCH', 'DELETE'],
  allowHeaders: ['Authorization', 'Content-Type'],
  maxAge: 600,
});
