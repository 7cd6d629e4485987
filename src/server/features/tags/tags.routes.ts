import { createRoute } from '@hono/zod-openapi';
import { TAG_NAME_MAX_LENGTH } from '@shared/constants';
import { IdParamSchema, RenameTagRequestSchema, TagSchema } from '@shared/contracts/library';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import { jsonBody, jsonResponse, signedInInputErrors } from '@server/http/responses';
import type { Router } from '@server/http/router';
import type { TagsService } from './tags.service';

/**
 * A user's tags (docs/product/tags-and-notes.md); they are listed by GET /api/library and set by
 * PATCH /api/videos/{id}.
 */
export function registerTagRoutes(router: Router, signedIn: SignedIn, tags: TagsService) {
  const common = signedInRoute(signedIn, ['Tags']);

  const renameTagRoute = createRoute({
    ...common,
    method: 'patch',
    path: '/api/tags/{id}',
    summary: 'Rename a tag; a name another tag has (in any case) merges the two',
    description: `The name is trimmed, 1 to ${TAG_NAME_MAX_LENGTH} characters, with no comma and no control character. When another of the user’s tags has that name in any case, the two become one: every video of this tag gets that one, this tag is removed, and the answer is the tag kept.`,
    request: { params: IdParamSchema, body: jsonBody(RenameTagRequestSchema) },
    responses: {
      200: jsonResponse(TagSchema, 'The tag, renamed; or the tag it was merged into'),
      ...signedInInputErrors({ 404: 'not_found' }),
    },
  });

  const deleteTagRoute = createRoute({
    ...common,
    method: 'delete',
    path: '/api/tags/{id}',
    summary: 'Delete a tag: it is taken off every video, the videos stay',
    request: { params: IdParamSchema },
    responses: {
      204: { description: 'Deleted' },
      ...signedInInputErrors({ 404: 'not_found' }),
    },
  });

  return router
    .openapi(renameTagRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { name } = c.req.valid('json');
      return c.json(await tags.rename(c.get('auth').userId, id, name), 200);
    })
    .openapi(deleteTagRoute, async (c) => {
      await tags.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
