import { createRoute } from '@hono/zod-openapi';
import type { Context, TypedResponse } from 'hono';
import {
  LibraryChangesSchema,
  LibrarySchema,
  type Library,
  type LibraryChanges,
} from '@shared/contracts/library';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import { jsonResponse, signedInErrors } from '@server/http/responses';
import type { AppEnv } from '@server/http/env';
import type { Router } from '@server/http/router';
import type { LibraryRead, LibraryService } from './library.service';
import { knownSnapshot } from './library-etag';

const notModified = {
  304: { description: 'Unchanged since the version If-None-Match names (its ETag)' },
};

/** The read as its answer: a 304, or the JSON text the database wrote, typed as c.json would be. */
function answer<T>(c: Context<AppEnv>, read: LibraryRead) {
  if (read.unchanged) return c.body(null, 304, { ETag: read.etag });
  return c.body(read.json, 200, {
    'Content-Type': 'application/json',
    ETag: read.etag,
  }) as unknown as Response & TypedResponse<T, 200, 'json'>;
}

/**
 * `GET /api/library`: the whole library in one request and one transaction. Its ETag names the
 * version; with that tag in If-None-Match, an unchanged library is a 304 with no body, and
 * `GET /api/library/changes` answers only what changed since (issue 20).
 */
export function registerLibraryRoutes(router: Router, signedIn: SignedIn, library: LibraryService) {
  const libraryRoute = createRoute({
    ...signedInRoute(signedIn, ['Library']),
    method: 'get',
    path: '/api/library',
    summary: 'Every collection and video of the signed-in user, in order',
    responses: {
      200: jsonResponse(LibrarySchema, 'The library'),
      ...notModified,
      ...signedInErrors(),
    },
  });

  const changesRoute = createRoute({
    ...signedInRoute(signedIn, ['Library']),
    method: 'get',
    path: '/api/library/changes',
    summary: 'What changed in the library since the version If-None-Match names',
    description:
      'Send the ETag of the library you hold in If-None-Match. The answer has every collection and tag, the videos written since and the ids of records deleted since; its ETag names the new version. 409 reload_library: that version cannot be caught up (too old, or none named): load GET /api/library instead.',
    responses: {
      200: jsonResponse(LibraryChangesSchema, 'The changes, to apply to the library held'),
      ...notModified,
      ...signedInErrors({ 409: 'reload_library: load the whole library instead' }),
    },
  });

  const known = (c: Context<AppEnv>) =>
    knownSnapshot(c.req.header('If-None-Match'), c.get('auth').userId);

  return router
    .openapi(libraryRoute, async (c) =>
      answer<Library>(c, await library.read(c.get('auth').userId, known(c))),
    )
    .openapi(changesRoute, async (c) =>
      answer<LibraryChanges>(c, await library.changes(c.get('auth').userId, known(c))),
    );
}
