import { createRoute } from '@hono/zod-openapi';
import {
  LibrarySchema,
  LimitsQuerySchema,
  TierInfoSchema,
} from '../../../shared/contracts/library';
import type { Database } from '../../db/client';
import { signedInRoute, type SignedIn } from '../../http/require-auth';
import { UNAUTHORIZED, errorResponses, jsonResponse } from '../../http/responses';
import type { Router } from '../../http/router';
import { listCategories } from '../categories/categories.repo';
import { toCategory } from '../categories/categories.service';
import { checkLimits } from '../limits/limits.service';
import { listVideos } from '../videos/videos.repo';
import { toVideo } from '../videos/videos.service';

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
      // Two reads that must agree (the videos come in the collections' order): one snapshot,
      // so another device's move committed between them cannot show in one and not the other.
      const library = await db.asUser(
        userId,
        async (tx) => ({
          categories: (await listCategories(tx, userId)).map(toCategory),
          videos: (await listVideos(tx, userId)).map(toVideo),
        }),
        { snapshot: true },
      );
      return c.json(library, 200);
    })
    .openapi(limitsRoute, async (c) => {
      return c.json(await checkLimits(db, c.get('auth').userId, c.req.valid('query').type), 200);
    });
}
