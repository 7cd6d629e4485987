import { createRoute } from '@hono/zod-openapi';
import { LimitsQuerySchema, TierInfoSchema } from '@shared/contracts/library';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import { jsonResponse, signedInInputErrors } from '@server/http/responses';
import type { Router } from '@server/http/router';
import type { LimitsService } from './limits.service';

/** `GET /api/limits`: whether the plan has room for one more collection or video. */
export function registerLimitsRoutes(router: Router, signedIn: SignedIn, limits: LimitsService) {
  const limitsRoute = createRoute({
    ...signedInRoute(signedIn, ['Library']),
    method: 'get',
    path: '/api/limits',
    summary: 'Whether the plan has room for one more collection or video (check_user_limits)',
    request: { query: LimitsQuerySchema },
    responses: {
      200: jsonResponse(TierInfoSchema, 'Tier, counts, limits and canAdd'),
      ...signedInInputErrors(),
    },
  });

  return router.openapi(limitsRoute, async (c) =>
    c.json(await limits.check(c.get('auth').userId, c.req.valid('query').type), 200),
  );
}
