import { createRoute } from '@hono/zod-openapi';
import {
  AllowedExtensionSchema,
  CreateApiTokenRequestSchema,
  CreatedApiTokenSchema,
  ExtensionIdParamSchema,
} from '@shared/contracts/tokens';
import type { AllowedExtensions } from '@server/http/allowed-extensions';
import { clientInfo } from '@server/http/client-info';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import { jsonBody, jsonResponse, signedInInputErrors } from '@server/http/responses';
import type { Router } from '@server/http/router';
import type { TokensService } from './tokens.service';

/**
 * The connect page's two calls (docs/decisions/0080-extension-allow-list-and-pairing.md): which
 * extension is asking, and its token. Both refuse an extension that is neither the official one
 * nor listed in EXTENSION_IDS, so a token is only ever made for an allowed one. A signed-in
 * session only: a token cannot make tokens.
 */
export function registerExtensionTokenRoutes(
  router: Router,
  signedIn: SignedIn,
  tokens: TokensService,
  allowed: AllowedExtensions,
) {
  const common = signedInRoute(signedIn, ['API tokens']);
  const refusals = {
    403: 'extension_not_allowed: not the Vidshelf extension nor listed in EXTENSION_IDS; token_not_allowed: sent with an API token',
  };

  const describeRoute = createRoute({
    ...common,
    method: 'get',
    path: '/api/extensions/{id}',
    summary: 'Whether this server connects the browser extension with this id, and which it is',
    request: { params: ExtensionIdParamSchema },
    responses: {
      200: jsonResponse(AllowedExtensionSchema, 'An extension this server connects'),
      ...signedInInputErrors(refusals),
    },
  });

  const createTokenRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/extensions/{id}/tokens',
    summary: 'Make the API token the connect page hands to an allowed browser extension',
    request: { params: ExtensionIdParamSchema, body: jsonBody(CreateApiTokenRequestSchema) },
    responses: {
      201: jsonResponse(CreatedApiTokenSchema, 'The token, with its secret'),
      ...signedInInputErrors(refusals),
    },
  });

  return router
    .openapi(describeRoute, (c) => {
      const { id } = c.req.valid('param');
      return c.json({ id, official: allowed.require(id) === 'official' }, 200);
    })
    .openapi(createTokenRoute, async (c) => {
      allowed.require(c.req.valid('param').id);
      return c.json(
        await tokens.create(c.get('auth').userId, c.req.valid('json').name, clientInfo(c)),
        201,
      );
    });
}
