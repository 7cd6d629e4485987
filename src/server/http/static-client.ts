import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files of the installable app whose names stay the same from one build to the next
 * (docs/decisions/0038-installable-app.md): revalidated on every fetch, so a deploy's service
 * worker, its registration and the manifest are seen on the next load rather than a day later.
 */
const REVALIDATED_FILES = new Set(['/sw.js', '/registerSW.js', '/manifest.webmanifest']);

/**
 * Cache rules, set after the file is served (serve-static builds its Response before its onFound
 * hook runs): hashed assets for a year, HTML and the app's fixed-name files always revalidated
 * so a new build shows at once.
 */
const cacheHeaders = createMiddleware(async (c, next) => {
  await next();
  if (c.res.status !== 200) return;
  if (
    c.req.path.startsWith('/assets/') &&
    !c.res.headers.get('Content-Type')?.startsWith('text/html')
  ) {
    c.res.headers.set('Cache-Control', IMMUTABLE);
  } else if (
    REVALIDATED_FILES.has(c.req.path) ||
    c.res.headers.get('Content-Type')?.startsWith('text/html')
  ) {
    c.res.headers.set('Cache-Control', 'no-cache');
  }
});

/**
 * Serves the built single-page app: its files, and index.html for every other path so that
 * client-side routes survive a reload.
 */
export function serveClient(app: Hono, clientDir: string): void {
  const indexPath = join(clientDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`The client is not built: ${indexPath} is missing. Run npm run build.`);
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  app.use('*', cacheHeaders);
  // A folder is never served as a file: `/` answers its index.html. The build writes `.br` and
  // `.gz` beside each text file (scripts/precompress-plugin.ts): sent when the browser accepts.
  app.use('*', serveStatic({ root: clientDir, index: 'index.html', precompressed: true }));
  app.get('*', (c) => c.html(indexHtml));
}
