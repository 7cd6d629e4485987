import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { IdParamSchema } from '@shared/contracts/library';
import {
  ApiTokensSchema,
  CreateApiTokenRequestSchema,
  CreatedApiTokenSchema,
  CurrentApiTokenSchema,
} from '@shared/contracts/tokens';
import { AppError } from '@server/http/app-error';
import { clientInfo } from '@server/http/client-info';
import type { AppEnv } from '@server/http/env';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import {
  jsonBody,
  jsonResponse,
  rateLimitedResponse,
  signedInErrors,
  signedInInputErrors,
} from '@server/http/responses';
import type { Router } from '@server/http/router';
import type { TokensService } from './tokens.service';

/** The calling token's id; a signed-in session has none to speak of. */
function callingTokenOf(c: Context<AppEnv>): string {
  const { tokenId } = c.get('auth');
  if (tokenId === null) {
    throw new AppError('not_found', 404, 'This request was not sent with an API token.');
  }
  return tokenId;
}

/**
 * The token routes take a signed-in session only: a token cannot make, list or revoke tokens.
 * The one exception is the calling token itself (`/api/tokens/current`): what it is, and
 * revoking it, which is how the browser extension disconnects.
 */
export function registerTokenRoutes(
  router: Router,
  { signedIn, signedInOrToken }: { signedIn: SignedIn; signedInOrToken: SignedIn },
  tokens: TokensService,
) {
  const common = signedInRoute(signedIn, ['API tokens']);
  const sessionOnly = { 403: 'token_not_allowed: sent with an API token' };
  const byToken = signedInRoute(signedInOrToken, ['API tokens']);
  const tokenOnly = { 404: 'not_found: sent without an API token' };

  const currentRoute = createRoute({
    ...byToken,
    method: 'get',
    path: '/api/tokens/current',
    summary: 'The API token this request is sent with, and the account it acts for',
    responses: {
      200: jsonResponse(CurrentApiTokenSchema, 'The calling token'),
      ...signedInErrors(tokenOnly),
    },
  });

  const revokeCurrentRoute = createRoute({
    ...byToken,
    method: 'delete',
    path: '/api/tokens/current',
    summary: 'Revoke the API token this request is sent with (a client disconnecting)',
    responses: {
      204: { description: 'Revoked' },
      ...signedInErrors(tokenOnly),
    },
  });

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
      ...signedInInputErrors({
        ...sessionOnly,
        409: 'token_limit_reached: the account holds as many tokens as it may; revoke one first',
      }),
      ...rateLimitedResponse('too many tokens made by this account in the last hour'),
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
    .openapi(currentRoute, async (c) =>
      c.json(await tokens.current(c.get('auth').userId, callingTokenOf(c)), 200),
    )
    .openapi(revokeCurrentRoute, async (c) => {
      await tokens.revokeCurrent(c.get('auth').userId, callingTokenOf(c), clientInfo(c));
      return c.body(null, 204);
    })
    .openapi(listRoute, async (c) =>
      c.json({ tokens: await tokens.list(c.get('auth').userId) }, 200),
    )
    .openapi(createTokenRoute, async (c) =>
      c.json(
        await tokens.create(c.get('auth').userId, c.req.valid('json').name, clientInfo(c)),
        201,
      ),
    )
    .openapi(revokeRoute, async (c) => {
      await tokens.revoke(c.get('auth').userId, c.req.valid('param').id, clientInfo(c));
      return c.body(null, 204);
    });
}
