import { createRoute, z } from '@hono/zod-openapi';
import { decodeJwt } from 'jose';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import { errorResponses, signedInErrors } from '@server/http/responses';
import type { Router } from '@server/http/router';
import type { EventsService } from './events.service';

/** The access token's expiry, in ms since the epoch (requireAuth has verified the token). */
function tokenExpiry(authorization: string | undefined): number {
  const token = authorization?.replace(/^Bearer\s+/i, '') ?? '';
  const { exp } = decodeJwt(token);
  return (exp ?? 0) * 1000;
}

/**
 * `GET /api/events`: the signed-in user's library changes, pushed as Server-Sent Events
 * (docs/product/live-updates.md, docs/decisions/0094-pushed-library-versions.md).
 */
export function registerEventRoutes(router: Router, signedIn: SignedIn, events: EventsService) {
  const eventsRoute = createRoute({
    ...signedInRoute(signedIn, ['Library']),
    method: 'get',
    path: '/api/events',
    summary: 'A stream of the library’s changes (Server-Sent Events)',
    description:
      'Event `ready` once open; `library` each time the library changes (its id and `version`: a library version to send back as Last-Event-ID, or none when a change could not be named); `end` with a `reason` before the server closes it (`expired`: the access token did, reconnect with a fresh one; `replaced`: a newer stream of the user took its place; `shutdown`; `stalled`). Comment lines every 25 s. Send the ETag of the library held as Last-Event-ID: a library changed since is told at once. Fetch what changed with GET /api/library/changes.',
    request: {
      headers: z.object({
        'last-event-id': z.string().max(6_000).optional().openapi({
          description: 'A library version: the ETag of the library held, or the last event’s id',
        }),
      }),
    },
    responses: {
      200: {
        description: 'The event stream, open until the access token expires',
        content: { 'text/event-stream': { schema: z.string() } },
      },
      ...signedInErrors(),
      ...errorResponses({
        503: 'server_busy: the server has as many streams open as it allows (Retry-After)',
      }),
    },
  });

  return router.openapi(eventsRoute, async (c) => {
    const { userId } = c.get('auth');
    const endsAt = tokenExpiry(c.req.header('Authorization'));
    const body = await events.open(userId, c.req.valid('header')['last-event-id'], endsAt);
    return c.body(body, 200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-cache is what proxies look for on an event stream; no-store as on every API answer.
      'Cache-Control': 'no-store, no-cache',
      // nginx passes the stream on as it comes instead of buffering it.
      'X-Accel-Buffering': 'no',
    }) as never;
  });
}
