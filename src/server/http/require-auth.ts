import { createMiddleware } from 'hono/factory';
import { AppError } from './app-error';
import type { AppEnv, AuthContext } from './env';

/** Turns a bearer token into the request's AuthContext, or refuses with 401. */
export function requireAuth(authenticate: (accessToken: string) => Promise<AuthContext>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('Authorization')?.trim();
    if (!header) throw new AppError('session_missing', 401);
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AppError('invalid_jwt', 401);
    c.set('auth', await authenticate(match[1]));
    await next();
  });
}

export type SignedIn = ReturnType<typeof requireAuth>;

/** What every signed-in route declares: its tags, the bearer scheme, and the auth middleware. */
export const signedInRoute = (signedIn: SignedIn, tags: string[]) => ({
  tags,
  security: [{ bearerAuth: [] }],
  middleware: signedIn,
});
