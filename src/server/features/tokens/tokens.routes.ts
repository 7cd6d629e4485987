import { createRoute } from '@hono/zod-openapi';
import { IdParamSchema } from '@shared/contracts/library';
import {
  ApiTokensSchema,
  CreateApiTokenRequestSchema,
  CreatedApiTokenSchema,
} from '@shared/contracts/tokens';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import {
  jsonBody,
  jsonResponse,
  signedInErrors,
  signedInInputErrors,
} from '@server/http/responses';
import type { Router } from '@server/http/router';
import type { TokensService } from './tokens.service';

/** The token routes take a signed-in session only: a token cannot make or revoke tokens. */
export function registerTokenRoutes(router: Router, signedIn: SignedIn, tokens: TokensService) {
  const common = signedInRoute(signedIn, ['API tokens']);
  const sessionOnly = { 403: 'token_not_allowed: sent with an API token' };

  const listRoute = createRoute({
    ...common,
    method: 'get',
    path: '/api/tokens',
    summary: 'The signed-in user’s API tokens (never their secrets)',
    responses: {
      200: jsonResponse(ApiTokensSchema, 'Oldest first'),
      ...signedInErrors(sessionOnly),
    },
  });

  const createTokenRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/tokens',
    summary:
      'Make a token for a script, the browser extension or a phone; its secret is shown once',
    request: { body: jsonBody(CreateApiTokenRequestSchema) },
    responses: {
      201: jsonResponse(CreatedApiTokenSchema, 'The token, with its secret'),
      ...signedInInputErrors(sessionOnly),
    },
  });

  const revokeRoute = createRoute({
    ...common,
    method: 'delete',
    path: '/api/tokens/{id}',
    summary: 'Revoke a token: refused from the next request on',
    request: { params: IdParamSchema },
    responses: {
      204: { description: 'Revoked' },
      ...signedInInputErrors({ ...sessionOnly, 404: 'not_found' }),
    },
  });

  return router
    .openapi(listRoute, async (c) =>
      c.json({ tokens: await tokens.list(c.get('auth').userId) }, 200),
    )
    .openapi(createTokenRoute, async (c) =>
      c.json(await tokens.create(c.get('auth').userId, c.req.valid('json').name), 201),
    )
    .openapi(revokeRoute, async (c) => {
      await tokens.revoke(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
