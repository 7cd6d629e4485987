import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/**
 * Serves the built single-page app: hashed assets cached for a year, and index.html (never
 * cached) for every other path, so that client-side routes survive a reload.
 */
export function serveClient(app: Hono, clientDir: string): void {
  const indexPath = join(clientDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`The client is not built: ${indexPath} is missing. Run npm run build.`);
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root: clientDir, index: '' }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
