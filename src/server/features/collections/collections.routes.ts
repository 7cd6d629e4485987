import { createRoute } from '@hono/zod-openapi';
import {
  CollectionNameRequestSchema,
  CollectionSchema,
  IdParamSchema,
  MoveCollectionRequestSchema,
} from '@shared/contracts/library';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import { jsonBody, jsonResponse, signedInInputErrors } from '@server/http/responses';
import type { Router } from '@server/http/router';
import type { CollectionsService } from './collections.service';

export function registerCollectionRoutes(
  router: Router,
  signedIn: SignedIn,
  collections: CollectionsService,
) {
  const common = signedInRoute(signedIn, ['Collections']);

  const createCollectionRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/categories',
    summary: 'Create a collection, last in order',
    request: { body: jsonBody(CollectionNameRequestSchema) },
    responses: {
      201: jsonResponse(CollectionSchema, 'The new collection'),
      ...signedInInputErrors({
        403: 'plan_limit_reached (limitType category)',
        409: 'category_name_taken',
      }),
    },
  });

  const renameCollectionRoute = createRoute({
    ...common,
    method: 'patch',
    path: '/api/categories/{id}',
    summary: 'Rename a collection',
    request: { params: IdParamSchema, body: jsonBody(CollectionNameRequestSchema) },
    responses: {
      200: jsonResponse(CollectionSchema, 'The renamed collection'),
      ...signedInInputErrors({
        404: 'not_found',
        409: 'category_name_taken or default_category_protected',
      }),
    },
  });

  const deleteCollectionRoute = createRoute({
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

  const moveCollectionRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/categories/{id}/move',
    summary: 'Reorder: put a collection right after another (or first); writes one row',
    request: { params: IdParamSchema, body: jsonBody(MoveCollectionRequestSchema) },
    responses: {
      200: jsonResponse(CollectionSchema, 'The moved collection, with its new position'),
      ...signedInInputErrors({
        404: 'not_found: no such collection (moved, or to follow)',
        409: 'conflict: changed meanwhile',
      }),
    },
  });

  return router
    .openapi(createCollectionRoute, async (c) => {
      const { name } = c.req.valid('json');
      return c.json(await collections.create(c.get('auth').userId, name), 201);
    })
    .openapi(renameCollectionRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { name } = c.req.valid('json');
      return c.json(await collections.rename(c.get('auth').userId, id, name), 200);
    })
    .openapi(deleteCollectionRoute, async (c) => {
      await collections.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(moveCollectionRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { afterId } = c.req.valid('json');
      return c.json(await collections.move(c.get('auth').userId, id, afterId), 200);
    });
}
