import { createRoute } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import { LibrarySchema, type Library } from '@shared/contracts/library';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import { jsonResponse, signedInErrors } from '@server/http/responses';
import type { Router } from '@server/http/router';
import type { LibraryService } from './library.service';

/** `GET /api/library`: the whole library in one request and one transaction. */
export function registerLibraryRoutes(router: Router, signedIn: SignedIn, library: LibraryService) {
  const libraryRoute = createRoute({
    ...signedInRoute(signedIn, ['Library']),
    method: 'get',
    path: '/api/library',
    summary: 'Every collection and video of the signed-in user, in order',
    responses: {
      200: jsonResponse(LibrarySchema, 'The library'),
      ...signedInErrors(),
    },
  });

  return router.openapi(libraryRoute, async (c) => {
    const json = await library.json(c.get('auth').userId);
    // The database wrote the contract's JSON; typed as c.json would be.
    return c.body(json, 200, {
      'Content-Type': 'application/json',
    }) as unknown as TypedResponse<Library, 200, 'json'>;
  });
}
