import { createRoute } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import { LibrarySchema, type Library } from '@shared/contracts/library';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import { jsonResponse, signedInErrors } from '@server/http/responses';
import type { Router } from '@server/http/router';
import type { LibraryService } from './library.service';
import { knownSnapshot } from './library-etag';

/**
 * `GET /api/library`: the whole library in one request and one transaction. Its ETag names the
 * version; with that tag in If-None-Match, an unchanged library is a 304 with no body (issue 20).
 */
export function registerLibraryRoutes(router: Router, signedIn: SignedIn, library: LibraryService) {
  const libraryRoute = createRoute({
    ...signedInRoute(signedIn, ['Library']),
    method: 'get',
    path: '/api/library',
    summary: 'Every collection and video of the signed-in user, in order',
    responses: {
      200: jsonResponse(LibrarySchema, 'The library'),
      304: { description: 'Unchanged since the version If-None-Match names (its ETag)' },
      ...signedInErrors(),
    },
  });

  return router.openapi(libraryRoute, async (c) => {
    const { userId } = c.get('auth');
    const read = await library.read(userId, knownSnapshot(c.req.header('If-None-Match'), userId));
    if (read.unchanged) return c.body(null, 304, { ETag: read.etag });
    // The database wrote the contract's JSON; typed as c.json would be.
    return c.body(read.json, 200, {
      'Content-Type': 'application/json',
      ETag: read.etag,
    }) as unknown as Response & TypedResponse<Library, 200, 'json'>;
  });
}
