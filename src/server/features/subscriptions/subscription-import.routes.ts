import { createRoute, z } from '@hono/zod-openapi';
import {
  SubscriptionImportPreviewSchema,
  SubscriptionImportQuerySchema,
  SubscriptionImportReportSchema,
} from '@shared/contracts/subscription-import';
import {
  SUBSCRIPTION_FILE_MAX_BYTES,
  SUBSCRIPTION_FILE_TOO_LARGE,
} from '@shared/subscription-file';
import { cappedBytes } from '@server/http/body-limit';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import { jsonResponse, signedInErrors, signedInInputErrors } from '@server/http/responses';
import type { Router } from '@server/http/router';
import type { SubscriptionImportService } from './subscription-import.service';

const PREVIEW_PATH = '/api/subscriptions/import/preview';
const IMPORT_PATH = '/api/subscriptions/import';

/**
 * The routes that take a subscriptions file as their body: read as it arrives under their own
 * cap (SUBSCRIPTION_FILE_MAX_BYTES), not the API's 64 KB limit, as the link import's upload is.
 */
export const SUBSCRIPTION_FILE_UPLOADS: ReadonlySet<string> = new Set([
  `POST ${PREVIEW_PATH}`,
  `POST ${IMPORT_PATH}`,
]);

/** The body, whole, refused with 413 as soon as it is known to pass the cap. */
async function fileOf(request: Request): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of cappedBytes(
    request,
    SUBSCRIPTION_FILE_MAX_BYTES,
    SUBSCRIPTION_FILE_TOO_LARGE,
  )) {
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const fileBody = {
  required: true,
  content: {
    'application/octet-stream': {
      schema: z.string().meta({ format: 'binary', description: 'The file, as is' }),
    },
  },
};

const fileErrors = {
  400: 'import_file_invalid: not a subscriptions file, or past its caps (the message says why and what is read); validation_failed',
  409: 'lookups_off: METADATA_FETCH=off, so nothing can be followed',
  413: `payload_too_large: ${SUBSCRIPTION_FILE_TOO_LARGE}`,
};

/**
 * Subscriptions moved in and out as a file (docs/product/subscriptions.md#move-in-and-out): a
 * YouTube Takeout `subscriptions.csv`, an OPML file, NewPipe's or FreeTube's export, previewed
 * then followed; and the subscriptions as OPML.
 */
export function registerSubscriptionImportRoutes(
  router: Router,
  signedIn: SignedIn,
  imports: SubscriptionImportService,
) {
  const common = signedInRoute(signedIn, ['Subscriptions']);

  const previewRoute = createRoute({
    ...common,
    method: 'post',
    path: PREVIEW_PATH,
    summary: 'What a subscriptions file holds, against what the user follows; nothing is written',
    description:
      'The file is the body (a YouTube Takeout subscriptions.csv, OPML, NewPipe JSON or FreeTube profiles.db; told from its content), at most 2 MB and 5,000 entries.',
    request: { body: fileBody },
    responses: {
      200: jsonResponse(SubscriptionImportPreviewSchema, 'The file’s channels and feeds, counted'),
      ...signedInInputErrors(fileErrors),
    },
  });

  const importRoute = createRoute({
    ...common,
    method: 'post',
    path: IMPORT_PATH,
    summary: 'Follow the channels and feeds of a subscriptions file not followed yet',
    description:
      'The file is the body, as for the preview. Nothing the feeds list now is added: each subscription’s first check takes what its feed lists then. New videos go to `collectionId`, or to "Inbox" (made on first use; `plan_limit_reached` when the plan has no room for it). Past 1,000 subscriptions the rest are skipped and reported.',
    request: { query: SubscriptionImportQuerySchema, body: fileBody },
    responses: {
      200: jsonResponse(SubscriptionImportReportSchema, 'What became of each entry'),
      ...signedInInputErrors({
        ...fileErrors,
        403: 'plan_limit_reached: no room for an "Inbox" collection',
        404: 'not_found: the collection',
      }),
    },
  });

  const exportRoute = createRoute({
    ...common,
    method: 'get',
    path: '/api/subscriptions/export.opml',
    summary: 'The user’s subscriptions as an OPML file (title, feed, page of each)',
    responses: {
      200: {
        description: 'OPML 2.0, one outline a subscription',
        content: { 'text/x-opml': { schema: z.string() } },
      },
      ...signedInErrors(),
    },
  });

  const userOf = (c: { get(key: 'auth'): { userId: string } }) => c.get('auth').userId;

  return router
    .openapi(previewRoute, async (c) =>
      c.json(await imports.preview(userOf(c), await fileOf(c.req.raw)), 200),
    )
    .openapi(importRoute, async (c) => {
      const { collectionId = null } = c.req.valid('query');
      return c.json(
        await imports.importFile(userOf(c), await fileOf(c.req.raw), collectionId),
        200,
      );
    })
    .openapi(exportRoute, async (c) => {
      const { body, fileName } = await imports.exportOpml(userOf(c));
      return c.body(body, 200, {
        'Content-Type': 'text/x-opml; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
      });
    });
}
