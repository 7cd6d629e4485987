import { createRoute } from '@hono/zod-openapi';
import { HealthSchema } from '@shared/contracts/health';
import type { Database } from '@server/db/client';
import type { Router } from '@server/http/router';
import { jsonResponse } from '@server/http/responses';

const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['Health'],
  summary: 'Whether the server and its database are up',
  responses: {
    200: jsonResponse(HealthSchema, 'Up'),
    503: jsonResponse(HealthSchema, 'The database cannot be reached'),
  },
});

export function registerHealthRoutes(router: Router, db: Database) {
  return router.openapi(healthRoute, async (c) => {
    const up = await db.ping();
    const database = { driver: db.driver, status: up ? ('up' as const) : ('down' as const) };
    return up
      ? c.json({ status: 'ok' as const, database }, 200)
      : c.json({ status: 'degraded' as const, database }, 503);
  });
}
