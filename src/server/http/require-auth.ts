import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '@server/db/client';
import { runChecked, type Liveness } from '@server/db/request-check';
import { AppError } from './app-error';
import type { AppEnv, AuthContext, Caller } from './env';

/** The answer to an API token on a route only a signed-in session may use. */
export const tokenNotAllowed = () =>
  new AppError(
    'token_not_allowed',
    403,
    'API tokens cannot do this: sign in to Vidshelf to manage tokens, your password or your account.',
  );

/** Who a bearer speaks for, and what must still hold in the database for it to be good. */
export interface Authenticated {
  caller: Caller;
  liveness: Liveness;
}

/**
 * Turns a bearer token into the request's Caller, or refuses with 401. Whether its session is
 * still live (its token not revoked) is checked by the request's first transaction, or before it
 * answers if it opens none (decision 0061). `acceptsTokens` says whether `authenticate` takes
 * personal access tokens too (the library API), which the route's OpenAPI entry then lists.
 * `authenticate` is given the request too, for what it counts per client address.
 */
export function requireAuth(
  db: Database,
  authenticate: (bearer: string, c: Context<AppEnv>) => Promise<Authenticated>,
  { acceptsTokens = false }: { acceptsTokens?: boolean } = {},
) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('Authorization')?.trim();
    if (!header) throw new AppError('session_missing', 401);
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AppError('invalid_jwt', 401);
    const { caller, liveness } = await authenticate(match[1], c);
    c.set('auth', caller);
    await runChecked(liveness, next, () => db.system(async () => undefined));
  });
  return Object.assign(middleware, { acceptsTokens });
}

export type SignedIn = ReturnType<typeof requireAuth>;

/** The request's signed-in session; a token never gets here (its routes refuse it first). */
export function sessionOf(c: Context<AppEnv>): AuthContext {
  const auth = c.get('auth');
  if (auth.sessionId === null) throw tokenNotAllowed();
  return { userId: auth.userId, sessionId: auth.sessionId };
}

/** What every signed-in route declares: its tags, the bearer schemes, and the auth middleware. */
export const signedInRoute = (signedIn: SignedIn, tags: string[]) => ({
  tags,
  security: (signedIn.acceptsTokens
    ? [{ bearerAuth: [] }, { apiToken: [] }]
    : [{ bearerAuth: [] }]) as Array<Record<string, string[]>>,
  middleware: signedIn,
});
