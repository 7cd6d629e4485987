import { createRoute } from '@hono/zod-openapi';
import {
  CategoryNameRequestSchema,
  CategorySchema,
  IdParamSchema,
  MoveCategoryRequestSchema,
} from '@shared/contracts/library';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import { jsonBody, jsonResponse, signedInInputErrors } from '@server/http/responses';
import type { Router } from '@server/http/router';
import type { CategoriesService } from './categories.service';

export function registerCategoryRoutes(
  router: Router,
  signedIn: SignedIn,
  categories: CategoriesService,
) {
  const common = signedInRoute(signedIn, ['Collections']);

  const createCategoryRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/categories',
    summary: 'Create a collection, last in order',
    request: { body: jsonBody(CategoryNameRequestSchema) },
    responses: {
      201: jsonResponse(CategorySchema, 'The new collection'),
      ...signedInInputErrors({
        403: 'plan_limit_reached (limitType category)',
        409: 'category_name_taken',
      }),
    },
  });

  const renameCategoryRoute = createRoute({
    ...common,
    method: 'patch',
    path: '/api/categories/{id}',
    summary: 'Rename a collection',
    request: { params: IdParamSchema, body: jsonBody(CategoryNameRequestSchema) },
    responses: {
      200: jsonResponse(CategorySchema, 'The renamed collection'),
      ...signedInInputErrors({
        404: 'not_found',
        409: 'category_name_taken or default_category_protected',
      }),
    },
  });

  const deleteCategoryRoute = createRoute({
    ...common,
    method: 'delete',
    path: '/api/categories/{id}',
    summary: 'Delete a collection and the videos in it',
    request: { params: IdParamSchema },
    responses: {
      204: { description: 'Deleted' },
      ...signedInInputErrors({ 404: 'not_found', 409: 'default_category_protected' }),
    },
  });

  const moveCategoryRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/categories/{id}/move',
    summary: 'Reorder: put a collection right after another (or first); writes one row',
    request: { params: IdParamSchema, body: jsonBody(MoveCategoryRequestSchema) },
    responses: {
      200: jsonResponse(CategorySchema, 'The moved collection, with its new position'),
      ...signedInInputErrors({
        404: 'not_found: no such collection (moved, or to follow)',
        409: 'conflict: changed meanwhile',
      }),
    },
  });

  return router
    .openapi(createCategoryRoute, async (c) => {
      const { name } = c.req.valid('json');
      return c.json(await categories.create(c.get('auth').userId, name), 201);
    })
    .openapi(renameCategoryRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { name } = c.req.valid('json');
      return c.json(await categories.rename(c.get('auth').userId, id, name), 200);
    })
    .openapi(deleteCategoryRoute, async (c) => {
      await categories.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(moveCategoryRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { afterId } = c.req.valid('json');
      return c.json(await categories.move(c.get('auth').userId, id, afterId), 200);
    });
}
