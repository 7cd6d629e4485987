import { createRoute } from '@hono/zod-openapi';
import { AvailabilityNoticeSchema } from '@shared/contracts/availability';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import { jsonResponse, signedInErrors } from '@server/http/responses';
import type { Router } from '@server/http/router';
import type { AvailabilityService } from './availability.service';

/**
 * The sweep's notice (docs/product/availability.md): "N videos became unavailable", read as the
 * library opens and dismissed by the user. The videos themselves are marked in the library.
 */
export function registerAvailabilityRoutes(
  router: Router,
  signedIn: SignedIn,
  availability: AvailabilityService,
) {
  const common = signedInRoute(signedIn, ['Library']);

  const noticeRoute = createRoute({
    ...common,
    method: 'get',
    path: '/api/availability/notice',
    summary: 'How many videos became unavailable since the user last dismissed the notice',
    responses: {
      200: jsonResponse(AvailabilityNoticeSchema, 'The count, and when the last was found'),
      ...signedInErrors(),
    },
  });

  const dismissRoute = createRoute({
    ...common,
    method: 'delete',
    path: '/api/availability/notice',
    summary: 'Dismiss the notice (the videos stay marked unavailable)',
    responses: { 204: { description: 'Dismissed' }, ...signedInErrors() },
  });

  return router
    .openapi(noticeRoute, async (c) => c.json(await availability.notice(c.get('auth').userId), 200))
    .openapi(dismissRoute, async (c) => {
      await availability.dismiss(c.get('auth').userId);
      return c.body(null, 204);
    });
}
