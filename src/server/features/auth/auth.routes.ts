import { createRoute } from '@hono/zod-openapi';
import {
  AuthSettingsSchema,
  CredentialsSchema,
  RefreshRequestSchema,
  SessionSchema,
  UserResponseSchema,
} from '@shared/contracts/auth';
import { clientInfo } from '@server/http/client-info';
import type { Router } from '@server/http/router';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  rateLimitedResponse,
  signedInErrors,
} from '@server/http/responses';
import { sessionOf, signedInRoute, type SignedIn } from '@server/http/require-auth';
import type { UsersService } from '@server/features/users';
import type { AuthRateLimits } from './auth-rate-limits';
import type { AuthService } from './auth.service';

const tags = ['Auth'];

const settingsRoute = createRoute({
  method: 'get',
  path: '/api/auth/settings',
  tags,
  summary: 'Whether this instance lets people create accounts',
  responses: { 200: jsonResponse(AuthSettingsSchema, 'Sign-up availability') },
});

const signUpRoute = createRoute({
  method: 'post',
  path: '/api/auth/signup',
  tags,
  summary: 'Create an account and sign in',
  request: { body: jsonBody(CredentialsSchema) },
  responses: {
    201: jsonResponse(SessionSchema, 'The new session'),
    ...errorResponses({
      400: 'validation_failed or malformed_body',
      403: 'signup_disabled',
      409: 'email_exists',
      422: 'weak_password, with reasons',
    }),
    ...rateLimitedResponse('too many sign-ups from this address'),
  },
});

const signInRoute = createRoute({
  method: 'post',
  path: '/api/auth/signin',
  tags,
  summary: 'Sign in with e-mail and password',
  request: { body: jsonBody(CredentialsSchema) },
  responses: {
    200: jsonResponse(SessionSchema, 'The new session'),
    ...errorResponses({ 400: 'validation_failed', 401: 'invalid_credentials' }),
    ...rateLimitedResponse(
      'too many failed sign-ins for this e-mail (known or not) or from this address, or too many successful sign-ins to this account in the last hour; answered even to the right password',
    ),
  },
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/api/auth/refresh',
  tags,
  summary: 'Exchange a refresh token (used once) for a new session',
  request: { body: jsonBody(RefreshRequestSchema) },
  responses: {
    200: jsonResponse(SessionSchema, 'The refreshed session, with a new refresh token'),
    ...errorResponses({
      400: 'validation_failed',
      401: 'refresh_token_not_found, refresh_token_already_used or session_expired',
    }),
    ...rateLimitedResponse('too many refreshes from this address'),
  },
});

export function registerAuthRoutes(
  router: Router,
  signedIn: SignedIn,
  auth: AuthService,
  users: UsersService,
  limits: AuthRateLimits,
) {
  const signOutRoute = createRoute({
    method: 'post',
    path: '/api/auth/signout',
    ...signedInRoute(signedIn, tags),
    summary: 'Sign out: the session and its tokens stop working',
    responses: {
      204: { description: 'Signed out' },
      ...signedInErrors(),
    },
  });

  const userRoute = createRoute({
    method: 'get',
    path: '/api/auth/user',
    ...signedInRoute(signedIn, tags),
    summary: 'The signed-in user',
    responses: {
      200: jsonResponse(UserResponseSchema, 'The signed-in user'),
      ...signedInErrors(),
    },
  });

  return router
    .openapi(settingsRoute, async (c) => c.json(await auth.signupSettings(), 200))
    .openapi(signUpRoute, async (c) => {
      const { email, password } = c.req.valid('json');
      await limits.signUp(c.get('clientAddress'));
      return c.json(await auth.signUp(email, password, clientInfo(c)), 201);
    })
    .openapi(signInRoute, async (c) => {
      const { email, password } = c.req.valid('json');
      const session = await limits.signIn(c.get('clientAddress'), email, () =>
        auth.signIn(email, password, clientInfo(c)),
      );
      return c.json(session, 200);
    })
    .openapi(refreshRoute, async (c) => {
      await limits.refresh(c.get('clientAddress'));
      return c.json(await auth.refresh(c.req.valid('json').refresh_token, clientInfo(c)), 200);
    })
    .openapi(signOutRoute, async (c) => {
      await auth.signOut(sessionOf(c));
      return c.body(null, 204);
    })
    .openapi(userRoute, async (c) => {
      return c.json({ user: await users.get(c.get('auth').userId) }, 200);
    });
}
