import { createRoute, z } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import { ExportFileSchema, type ExportFile } from '@shared/contracts/export';
import { bookmarksFileName, exportFileName } from '@shared/export-file';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import type { Downloads } from '@server/http/downloads';
import { downloadRefusals, jsonResponse, signedInErrors } from '@server/http/responses';
import type { Router } from '@server/http/router';
import type { ExportService } from './export.service';

export function registerExportRoutes(
  router: Router,
  signedIn: SignedIn,
  exporter: ExportService,
  downloads: Downloads,
  now: () => number = Date.now,
) {
  const exportRoute = createRoute({
    ...signedInRoute(signedIn, ['Library']),
    method: 'get',
    path: '/api/export',
    summary: 'Download every link as a JSON file (in library order)',
    responses: {
      200: jsonResponse(ExportFileSchema, 'The export file, 2-space indented, as an attachment'),
      ...signedInErrors(),
      ...downloadRefusals(),
    },
  });

  const bookmarksRoute = createRoute({
    ...signedInRoute(signedIn, ['Library']),
    method: 'get',
    path: '/api/export/bookmarks.html',
    summary: 'Download every link as a bookmark file (collections as folders) any browser imports',
    responses: {
      200: {
        description: 'A Netscape bookmark file, as an attachment',
        content: { 'text/html': { schema: z.string() } },
      },
      ...signedInErrors(),
      ...downloadRefusals(),
    },
  });

  return router
    .openapi(bookmarksRoute, async (c) => {
      const userId = c.get('auth').userId;
      const body = await downloads.body(userId, (write, restart) =>
        exporter.writeBookmarks(userId, write, restart),
      );
      return c.body(body, 200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Disposition': `attachment; filename="${bookmarksFileName(new Date(now()))}"`,
      });
    })
    .openapi(exportRoute, async (c) => {
      const userId = c.get('auth').userId;
      // Written whole to a temporary file first, so a slow reader never holds the database.
      const body = await downloads.body(userId, (write, restart) =>
        exporter.write(userId, write, restart),
      );
      const response = new Response(body, {
        status: 200,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="${exportFileName(new Date(now()))}"`,
          'Cache-Control': 'no-store',
        },
      });
      // The typed c.json would need the whole file in memory; the file is that JSON.
      return response as unknown as TypedResponse<ExportFile, 200, 'json'>;
    });
}
