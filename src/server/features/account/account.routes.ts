import { createRoute, z } from '@hono/zod-openapi';
import {
  AccountSessionsSchema,
  ChangePasswordRequestSchema,
  DeleteAccountRequestSchema,
  PasswordChangedSchema,
  RevokedSessionsSchema,
  RevokeOtherSessionsRequestSchema,
  SecurityEventsSchema,
} from '@shared/contracts/account';
import { clientInfo } from '@server/http/client-info';
import { sessionOf, signedInRoute, type SignedIn } from '@server/http/require-auth';
import {
  jsonBody,
  jsonResponse,
  optionalJsonBody,
  rateLimitedResponse,
  signedInErrors,
  signedInInputErrors,
} from '@server/http/responses';
import type { Router } from '@server/http/router';
import type { AccountService } from './account.service';

const SessionIdParamSchema = z.object({ id: z.uuid() });

const PASSWORD_LIMIT =
  'too many wrong passwords for this account or from this address (counted with failed sign-ins)';

export function registerAccountRoutes(router: Router, signedIn: SignedIn, account: AccountService) {
  const common = signedInRoute(signedIn, ['Account']);

  const sessionsRoute = createRoute({
    ...common,
    method: 'get',
    path: '/api/account/sessions',
    summary: 'The devices signed in to this account',
    responses: {
      200: jsonResponse(AccountSessionsSchema, 'Live sessions, most recently used first'),
      ...signedInErrors(),
    },
  });

  const revokeRoute = createRoute({
    ...common,
    method: 'delete',
    path: '/api/account/sessions/{id}',
    summary: 'Sign one device out (this one included)',
    request: { params: SessionIdParamSchema },
    responses: {
      204: { description: 'Signed out' },
      ...signedInInputErrors({ 404: 'not_found: no such session of yours' }),
    },
  });

  const revokeOthersRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/account/sessions/revoke-others',
    summary: 'Sign out every device but this one, and revoke the API tokens unless kept',
    request: { body: optionalJsonBody(RevokeOtherSessionsRequestSchema) },
    responses: {
      200: jsonResponse(
        RevokedSessionsSchema,
        'How many devices were signed out and API tokens revoked',
      ),
      ...signedInInputErrors(),
    },
  });

  const passwordRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/account/password',
    summary:
      'Change the password (every other device is signed out, the API tokens revoked unless kept)',
    request: { body: jsonBody(ChangePasswordRequestSchema) },
    responses: {
      200: jsonResponse(PasswordChangedSchema, 'Changed; how many API tokens were revoked'),
      ...signedInInputErrors({
        403: 'wrong_password: the current password is not this account’s',
        422: 'weak_password, with reasons',
      }),
      ...rateLimitedResponse(PASSWORD_LIMIT),
    },
  });

  const deleteRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/account/delete',
    summary: 'Delete the account and everything in it',
    request: { body: jsonBody(DeleteAccountRequestSchema) },
    responses: {
      204: { description: 'Deleted' },
      ...signedInInputErrors({ 403: 'wrong_password' }),
      ...rateLimitedResponse(PASSWORD_LIMIT),
    },
  });

  const eventsRoute = createRoute({
    ...common,
    method: 'get',
    path: '/api/account/events',
    summary: 'Recent security events of this account',
    responses: {
      200: jsonResponse(SecurityEventsSchema, 'Newest first, at most 20'),
      ...signedInErrors(),
    },
  });

  return router
    .openapi(sessionsRoute, async (c) =>
      c.json({ sessions: await account.sessions(sessionOf(c)) }, 200),
    )
    .openapi(revokeRoute, async (c) => {
      await account.revokeSession(sessionOf(c), c.req.valid('param').id, clientInfo(c));
      return c.body(null, 204);
    })
    .openapi(revokeOthersRoute, async (c) => {
      // A request without a body is handed {}: the default (revoke) holds.
      const keepApiTokens = c.req.valid('json').keep_api_tokens === true;
      const revoked = await account.revokeOtherSessions(
        sessionOf(c),
        { keepApiTokens },
        clientInfo(c),
      );
      return c.json(revoked, 200);
    })
    .openapi(passwordRoute, async (c) => {
      const body = c.req.valid('json');
      const revokedTokens = await account.changePassword(
        sessionOf(c),
        body.current_password,
        body.new_password,
        { keepApiTokens: body.keep_api_tokens },
        clientInfo(c),
      );
      return c.json({ revoked_tokens: revokedTokens }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const { password } = c.req.valid('json');
      await account.deleteAccount(sessionOf(c), password, clientInfo(c));
      return c.body(null, 204);
    })
    .openapi(eventsRoute, async (c) =>
      c.json({ events: await account.events(c.get('auth').userId) }, 200),
    );
}
