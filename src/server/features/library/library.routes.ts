import { createRoute } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import {
  LibrarySchema,
  type Library,
  LimitsQuerySchema,
  TierInfoSchema,
} from '@shared/contracts/library';
import type { Database } from '@server/db/client';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import { UNAUTHORIZED, errorResponses, jsonResponse } from '@server/http/responses';
import type { Router } from '@server/http/router';
import { checkLimits } from '@server/features/limits/limits.service';
import { libraryJson } from './library.repo';

/** The whole library in one request and one transaction, and the plan's limits check. */
export function registerLibraryRoutes(router: Router, signedIn: SignedIn, db: Database) {
  const common = signedInRoute(signedIn, ['Library']);

  const libraryRoute = createRoute({
    ...common,
    method: 'get',
    path: '/api/library',
    summary: 'Every collection and video of the signed-in user, in order',
    responses: {
      200: jsonResponse(LibrarySchema, 'The library'),
      ...errorResponses({ 401: UNAUTHORIZED }),
    },
  });

  const limitsRoute = createRoute({
    ...common,
    method: 'get',
    path: '/api/limits',
    summary: 'Whether the plan has room for one more collection or video (check_user_limits)',
    request: { query: LimitsQuerySchema },
    responses: {
      200: jsonResponse(TierInfoSchema, 'Tier, counts, limits and canAdd'),
      ...errorResponses({ 400: 'validation_failed', 401: UNAUTHORIZED }),
    },
  });

  return router
    .openapi(libraryRoute, async (c) => {
      const { userId } = c.get('auth');
      // One statement reads collections and videos; the snapshot keeps the transaction's view
      // fixed from its first statement, so a move another device commits meanwhile shows in
      // neither list or in both.
      const library = await db.asUser(userId, (tx) => libraryJson(tx, userId), { snapshot: true });
      // The database wrote the contract's JSON (see libraryJson); typed as c.json would be.
      return c.body(library, 200, {
        'Content-Type': 'application/json',
      }) as unknown as TypedResponse<Library, 200, 'json'>;
    })
    .openapi(limitsRoute, async (c) => {
      return c.json(await checkLimits(db, c.get('auth').userId, c.req.valid('query').type), 200);
    });
}
