import { createRoute, z } from '@hono/zod-openapi';
import { IdParamSchema } from '@shared/contracts/library';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import { rateLimitedResponse, signedInInputErrors } from '@server/http/responses';
import type { Router } from '@server/http/router';
import { THUMBNAIL_TYPES } from './image-type';
import {
  THUMBNAIL_CACHE_SECONDS,
  THUMBNAIL_FETCHES_PER_MINUTE,
  type ThumbnailsService,
} from './thumbnails.service';

const binary = { schema: z.string().openapi({ format: 'binary' }) };

export function registerThumbnailRoutes(
  router: Router,
  signedIn: SignedIn,
  thumbnails: ThumbnailsService,
) {
  const thumbnailRoute = createRoute({
    ...signedInRoute(signedIn, ['Videos']),
    method: 'get',
    path: '/api/videos/{id}/thumbnail',
    summary: 'A video’s image, fetched by the server (a raster image of at most 2 MB)',
    description:
      'The image stored for the video (a provider’s thumbnail, a page’s preview image), fetched by the server through its safe fetcher so the browser never contacts the image’s host. Only JPEG, PNG, WebP, GIF and AVIF, checked by their bytes; never SVG. Cached by the server and privately by the browser for a day; `If-None-Match` with the ETag answers 304.',
    request: { params: IdParamSchema },
    responses: {
      200: {
        description: 'The image, with its checked type',
        headers: {
          ETag: { description: 'A strong validator of the bytes', schema: { type: 'string' } },
        },
        content: Object.fromEntries(THUMBNAIL_TYPES.map((type) => [type, binary])),
      },
      304: { description: 'Not modified: the ETag in If-None-Match is the image’s' },
      ...signedInInputErrors({
        404: 'not_found: no such video, no image of its own, or an image that cannot be shown (not a raster image, too big, refused address); lookups_off: METADATA_FETCH=off',
        503: 'lookup_unavailable: the image’s site could not be reached; server_busy: the server’s outside requests were all busy',
      }),
      ...rateLimitedResponse(
        `more than ${THUMBNAIL_FETCHES_PER_MINUTE} images fetched from outside a minute for the user`,
      ),
    },
  });

  return router.openapi(thumbnailRoute, async (c) => {
    const image = await thumbnails.image(c.get('auth').userId, c.req.valid('param').id);
    const headers = {
      ETag: image.etag,
      // Kept by this browser only (no shared cache): it is this user's library.
      'Cache-Control': `private, max-age=${THUMBNAIL_CACHE_SECONDS}`,
      'X-Content-Type-Options': 'nosniff',
      // Opened on its own, the answer can run nothing.
      'Content-Security-Policy': "default-src 'none'",
    };
    if (c.req.header('If-None-Match') === image.etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(image.bytes), 200, { ...headers, 'Content-Type': image.type });
  });
}
