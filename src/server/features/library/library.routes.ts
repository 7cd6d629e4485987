import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import {
  LibrarySchema,
  LimitsQuerySchema,
  TierInfoSchema,
} from '../../../shared/contracts/library';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/env';
import { BEARER_SECURITY } from '../../http/require-auth';
import { errorResponses, jsonResponse } from '../../http/responses';
import type { Router } from '../../http/router';
import { listCategories } from '../categories/categories.repo';
import { toCategory } from '../categories/categories.service';
import { checkLimits } from '../limits/limits.service';
import { listVideos } from '../videos/videos.repo';
import { toVideo } from '../videos/videos.service';

const tags = ['Library'];

/** The whole library in one request and one transaction, and the plan's limits check. */
export function registerLibraryRoutes(
  router: Router,
  signedIn: MiddlewareHandler<AppEnv>,
  db: Database,
) {
  const common = { tags, security: BEARER_SECURITY, middleware: signedIn };

  const libraryRoute = createRoute({
    ...common,
    method: 'get',
    path: '/api/library',
    summary: 'Every collection and video of the signed-in user, in order',
    responses: {
      200: jsonResponse(LibrarySchema, 'The library'),
      ...errorResponses({ 401: 'session_missing or invalid_jwt' }),
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
      ...errorResponses({ 400: 'validation_failed', 401: 'session_missing or invalid_jwt' }),
    },
  });

  return router
    .openapi(libraryRoute, async (c) => {
      const { userId } = c.get('auth');
      const library = await db.asUser(userId, async (tx) => ({
        categories: (await listCategories(tx, userId)).map(toCategory),
        videos: (await listVideos(tx, userId)).map(toVideo),
      }));
      return c.json(library, 200);
    })
    .openapi(limitsRoute, async (c) => {
      return c.json(await checkLimits(db, c.get('auth').userId, c.req.valid('query').type), 200);
    });
}
