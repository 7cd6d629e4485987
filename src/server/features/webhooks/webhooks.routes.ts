import { createRoute } from '@hono/zod-openapi';
import { IdParamSchema } from '@shared/contracts/library';
import {
  CreatedWebhookSchema,
  CreateWebhookRequestSchema,
  UpdateWebhookRequestSchema,
  WEBHOOKS_PER_USER_MAX,
  WebhookDeliveriesSchema,
  WebhookDeliverySchema,
  WebhookSchema,
  WebhookSecretSchema,
  WebhooksSchema,
} from '@shared/contracts/webhooks';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import {
  jsonBody,
  jsonResponse,
  signedInErrors,
  signedInInputErrors,
} from '@server/http/responses';
import type { Router } from '@server/http/router';
import type { WebhooksService } from './webhooks.service';

/**
 * Webhooks (docs/product/webhooks.md): a signed-in session only, as API tokens are managed (a
 * token could otherwise send the library's changes anywhere, and read the secrets).
 */
export function registerWebhookRoutes(
  router: Router,
  signedIn: SignedIn,
  webhooks: WebhooksService,
) {
  const common = signedInRoute(signedIn, ['Webhooks']);
  const sessionOnly = { 403: 'token_not_allowed: sent with an API token' };
  const mine = { ...sessionOnly, 404: 'not_found: no webhook of this user has this id' };

  const listRoute = createRoute({
    ...common,
    method: 'get',
    path: '/api/webhooks',
    summary: 'The user’s webhooks, the oldest first, each with its newest delivery',
    responses: {
      200: jsonResponse(WebhooksSchema, 'The webhooks (never their secrets)'),
      ...signedInErrors(sessionOnly),
    },
  });

  const createWebhookRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/webhooks',
    summary: 'Add a webhook: an address that receives a signed JSON POST on the events it names',
    description: `At most ${WEBHOOKS_PER_USER_MAX} per account. The answer carries the signing secret.`,
    request: { body: jsonBody(CreateWebhookRequestSchema) },
    responses: {
      201: jsonResponse(CreatedWebhookSchema, 'The webhook, with its secret'),
      ...signedInInputErrors({
        ...sessionOnly,
        409: `webhook_limit_reached: the account has ${WEBHOOKS_PER_USER_MAX} webhooks`,
      }),
    },
  });

  const updateRoute = createRoute({
    ...common,
    method: 'patch',
    path: '/api/webhooks/{id}',
    summary: 'Change a webhook’s address or events, or turn it on or off',
    request: { params: IdParamSchema, body: jsonBody(UpdateWebhookRequestSchema) },
    responses: {
      200: jsonResponse(WebhookSchema, 'The webhook'),
      ...signedInInputErrors(mine),
    },
  });

  const deleteRoute = createRoute({
    ...common,
    method: 'delete',
    path: '/api/webhooks/{id}',
    summary: 'Delete a webhook and its delivery log; what it had still to send is not sent',
    request: { params: IdParamSchema },
    responses: {
      204: { description: 'Deleted' },
      ...signedInInputErrors(mine),
    },
  });

  const testRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/webhooks/{id}/test',
    summary: 'Send a `ping` delivery now (answered before it is sent; its log says how it went)',
    request: { params: IdParamSchema },
    responses: {
      202: jsonResponse(WebhookDeliverySchema, 'The delivery, pending'),
      ...signedInInputErrors(mine),
    },
  });

  const deliveriesRoute = createRoute({
    ...common,
    method: 'get',
    path: '/api/webhooks/{id}/deliveries',
    summary: 'A webhook’s delivery log, the newest first (the last 100)',
    request: { params: IdParamSchema },
    responses: {
      200: jsonResponse(WebhookDeliveriesSchema, 'The log'),
      ...signedInInputErrors(mine),
    },
  });

  const secretRoute = createRoute({
    ...common,
    method: 'get',
    path: '/api/webhooks/{id}/secret',
    summary: 'A webhook’s signing secret',
    request: { params: IdParamSchema },
    responses: {
      200: jsonResponse(WebhookSecretSchema, 'The secret'),
      ...signedInInputErrors(mine),
    },
  });

  const rotateRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/webhooks/{id}/secret',
    summary: 'Give a webhook a new signing secret; every try from now on is signed with it',
    request: { params: IdParamSchema },
    responses: {
      200: jsonResponse(WebhookSecretSchema, 'The new secret'),
      ...signedInInputErrors(mine),
    },
  });

  const userOf = (c: { get(key: 'auth'): { userId: string } }) => c.get('auth').userId;

  return router
    .openapi(listRoute, async (c) => c.json(await webhooks.list(userOf(c)), 200))
    .openapi(createWebhookRoute, async (c) =>
      c.json(await webhooks.create(userOf(c), c.req.valid('json')), 201),
    )
    .openapi(updateRoute, async (c) =>
      c.json(await webhooks.update(userOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(deleteRoute, async (c) => {
      await webhooks.remove(userOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(testRoute, async (c) =>
      c.json(await webhooks.test(userOf(c), c.req.valid('param').id), 202),
    )
    .openapi(deliveriesRoute, async (c) =>
      c.json(await webhooks.deliveries(userOf(c), c.req.valid('param').id), 200),
    )
    .openapi(secretRoute, async (c) =>
      c.json(await webhooks.secret(userOf(c), c.req.valid('param').id), 200),
    )
    .openapi(rotateRoute, async (c) =>
      c.json(await webhooks.rotateSecret(userOf(c), c.req.valid('param').id), 200),
    );
}
