import { createRoute, z } from '@hono/zod-openapi';
import { IMPORT_FILE_MAX_BYTES } from '@shared/constants';
import {
  CurrentImportSchema,
  ImportReportPageSchema,
  ImportReportQuerySchema,
  ImportSchema,
  ImportUploadQuerySchema,
  StartImportRequestSchema,
} from '@shared/contracts/import';
import { IdParamSchema } from '@shared/contracts/library';
import { cappedBytes } from '@server/http/body-limit';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import type { Downloads } from '@server/http/downloads';
import {
  downloadRefusals,
  jsonBody,
  jsonResponse,
  signedInErrors,
  signedInInputErrors,
} from '@server/http/responses';
import type { Router } from '@server/http/router';
import type { ImportService } from './import.service';

/** The upload reads its body as a stream under its own cap, not the API's 64 KB limit. */
const IMPORT_UPLOAD_PATH = '/api/imports';
export const STREAMED_UPLOADS = new Set([`POST ${IMPORT_UPLOAD_PATH}`]);

const TOO_LARGE = `Import files can be at most ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB.`;

export function registerImportRoutes(
  router: Router,
  signedIn: SignedIn,
  imports: ImportService,
  downloads: Downloads,
) {
  const common = signedInRoute(signedIn, ['Import']);

  const uploadRoute = createRoute({
    ...common,
    method: 'post',
    path: IMPORT_UPLOAD_PATH,
    summary:
      'Read a file (bookmarks HTML, Vidshelf JSON, Takeout playlist CSV, list of links) into an import waiting to be started: its preview',
    request: {
      query: ImportUploadQuerySchema,
      body: {
        required: true,
        content: {
          'application/octet-stream': {
            schema: z.string().meta({ format: 'binary', description: 'The file, as is' }),
          },
        },
      },
    },
    responses: {
      201: jsonResponse(ImportSchema, 'What the file holds; nothing is imported yet'),
      ...signedInInputErrors({
        409: 'import_in_progress: another import is running',
        413: `payload_too_large: ${TOO_LARGE}`,
      }),
    },
  });

  const currentRoute = createRoute({
    ...common,
    method: 'get',
    path: '/api/imports/current',
    summary: 'The import under way (with its progress), or the last one finished',
    responses: {
      200: jsonResponse(CurrentImportSchema, 'The import, or null'),
      ...signedInErrors(),
    },
  });

  const startRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/imports/{id}/start',
    summary: 'Start a waiting import; it runs in the background',
    request: { params: IdParamSchema, body: jsonBody(StartImportRequestSchema) },
    responses: {
      202: jsonResponse(ImportSchema, 'The import, running'),
      ...signedInInputErrors({
        404: 'not_found: no such import or collection',
        409: 'conflict: already started',
      }),
    },
  });

  const cancelRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/imports/{id}/cancel',
    summary:
      'Stop a running import where it stands: what it added stays, the rest is reported as not imported',
    request: { params: IdParamSchema },
    responses: {
      200: jsonResponse(ImportSchema, 'The import, cancelled'),
      ...signedInInputErrors({
        404: 'not_found',
        409: 'conflict: it is not running',
      }),
    },
  });

  const discardRoute = createRoute({
    ...common,
    method: 'delete',
    path: '/api/imports/{id}',
    summary: 'Forget an import waiting to start, or a finished one’s report',
    request: { params: IdParamSchema },
    responses: {
      204: { description: 'Forgotten' },
      ...signedInInputErrors({
        404: 'not_found',
        409: 'import_in_progress: it is running',
      }),
    },
  });

  const reportRoute = createRoute({
    ...common,
    method: 'get',
    path: '/api/imports/{id}/items',
    summary: 'What became of each entry of the file, a page at a time, in file order',
    request: { params: IdParamSchema, query: ImportReportQuerySchema },
    responses: {
      200: jsonResponse(ImportReportPageSchema, 'A page of the report'),
      ...signedInInputErrors({ 404: 'not_found' }),
    },
  });

  const reportCsvRoute = createRoute({
    ...common,
    method: 'get',
    path: '/api/imports/{id}/report.csv',
    summary: 'The whole report as a CSV file',
    request: { params: IdParamSchema },
    responses: {
      200: {
        description: 'One line per entry: where it was in the file, the link, what became of it',
        content: { 'text/csv': { schema: z.string() } },
      },
      ...signedInInputErrors({ 404: 'not_found' }),
      ...downloadRefusals(),
    },
  });

  return router
    .openapi(uploadRoute, async (c) => {
      const bytes = cappedBytes(c.req.raw, IMPORT_FILE_MAX_BYTES, TOO_LARGE);
      const created = await imports.upload(
        c.get('auth').userId,
        bytes,
        c.req.valid('query').fileName,
      );
      return c.json(created, 201);
    })
    .openapi(currentRoute, async (c) =>
      c.json({ import: await imports.current(c.get('auth').userId) }, 200),
    )
    .openapi(startRoute, async (c) => {
      const started = await imports.start(
        c.get('auth').userId,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(started, 202);
    })
    .openapi(cancelRoute, async (c) =>
      c.json(await imports.cancel(c.get('auth').userId, c.req.valid('param').id), 200),
    )
    .openapi(discardRoute, async (c) => {
      await imports.discard(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(reportRoute, async (c) => {
      const page = await imports.report(
        c.get('auth').userId,
        c.req.valid('param').id,
        c.req.valid('query'),
      );
      return c.json(page, 200);
    })
    .openapi(reportCsvRoute, async (c) => {
      const id = c.req.valid('param').id;
      let fileName = '';
      // Written whole first, as the export is, so a slow reader never holds the database.
      const userId = c.get('auth').userId;
      const body = await downloads.body(userId, async (write) => {
        const row = await imports.writeReport(userId, id, write);
        fileName = `vidshelf-import-report-${row.createdAt.toISOString().slice(0, 10)}.csv`;
      });
      return c.body(body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
      });
    });
}
