import { createRoute } from '@hono/zod-openapi';
import { BULK_VIDEOS_MAX, VIDEO_TAGS_MAX } from '@shared/constants';
import { BulkVideosRequestSchema, BulkVideosResultSchema } from '@shared/contracts/library';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import { jsonBody, jsonResponse, signedInInputErrors } from '@server/http/responses';
import type { Router } from '@server/http/router';
import type { BulkVideosService } from './bulk-videos.service';

/** The bulk route, whose body may be larger than others' (limitBody's `larger`). */
export const BULK_VIDEOS_ROUTE = 'POST /api/videos/bulk';

export function registerBulkVideoRoutes(
  router: Router,
  signedIn: SignedIn,
  bulk: BulkVideosService,
) {
  const bulkRoute = createRoute({
    ...signedInRoute(signedIn, ['Videos']),
    method: 'post',
    path: '/api/videos/bulk',
    summary: 'Move, tag, untag, delete or restore many videos at once',
    description: `Up to ${BULK_VIDEOS_MAX} videos, all of them or none: one that is not the user's refuses the whole request with 404. \`move\` puts the videos not in the collection yet first there, in their library order; \`tag\` adds a tag by name (the user's own spelling kept, a new tag made otherwise; refused when a video would carry more than ${VIDEO_TAGS_MAX}); \`untag\` takes one off; \`delete\` keeps each video for the undo window; \`restore\` brings back videos deleted within it, if the plan has room for all.`,
    request: { body: jsonBody(BulkVideosRequestSchema) },
    responses: {
      200: jsonResponse(BulkVideosResultSchema, 'The videos as they now are (none after delete)'),
      ...signedInInputErrors({
        403: 'plan_limit_reached (restore, limitType video)',
        404: 'not_found: a video or the collection is not the user’s, or too late to restore',
        413: 'payload_too_large',
      }),
    },
  });

  router.openapi(bulkRoute, async (c) => {
    const videos = await bulk.apply(c.get('auth').userId, c.req.valid('json'));
    return c.json({ videos }, 200);
  });
}
