import {
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSIONS_PER_USER_MAX,
} from '@shared/constants';
import type { Session } from '@shared/contracts/auth';
import type { Database } from '@server/db/client';
import { loggableError } from '@server/db/errors';
import { AppError, RateLimitedError } from '@server/http/app-error';
import type { ClientInfo } from '@server/http/client-info';
import type { AuthContext } from '@server/http/env';
import type { RateWindow } from '@server/rate-limit/rate-window';
import { tokenNotAllowed, type Authenticated } from '@server/http/require-auth';
import { API_TOKEN_PREFIX } from '@shared/contracts/tokens';
import { recordEvent } from '@server/features/audit';
import { toUser, type UsersService } from '@server/features/users';
import type { AccessTokens } from './access-tokens';
import {
  endSessionsPastCap,
  extendSession,
  findRefreshTokenForUpdate,
  insertRefreshToken,
  insertSession,
  sessionIsLive,
  markRotated,
} from './auth.repo';
import { hashRefreshToken, newRefreshToken, type RefreshTokenChild } from './refresh-tokens';
import {
  findUserByEmail,
  findUserById,
  lockUser,
  type UserRow,
  revokeSession,
  hashPassword,
  verifyPassword,
  sessionEnded,
} from '@server/core';

export interface AuthServiceDeps {
  db: Database;
  users: UsersService;
  accessTokens: AccessTokens;
  /** The token that replaces a refresh token when it is used (refresh-tokens.ts). */
  childOf: RefreshTokenChild;
  /** ALLOW_SIGNUP: true open, false closed, unset open only for the instance's first account. */
  allowSignup: boolean | undefined;
  /** Successful sign-ins per account (auth-rate-limits.ts, decision 0081). */
  signIns: RateWindow;
  now?: () => number;
}

const TOO_MANY_SIGN_INS_MESSAGE =
  'Too many sign-ins to this account in the last hour. Please wait and try again.';

type RefreshOutcome =
  | { kind: 'rotated'; refreshToken: string; auth: AuthContext; user: UserRow }
  | { kind: 'not_found' | 'ended' | 'expired' | 'reused' };

/** Sign-up, sign-in, refresh-token rotation with reuse detection, sign-out, token checks. */
export function createAuthService({
  db,
  users,
  accessTokens,
  childOf,
  allowSignup,
  signIns,
  now = Date.now,
}: AuthServiceDeps) {
  // Verified against when the e-mail is unknown, so both failures take an argon2 verify's time.
  let decoyHash: Promise<string> | undefined;
  const getDecoyHash = () => (decoyHash ??= hashPassword('decoy password, never matches'));

  const sessionExpiry = () => new Date(now() + REFRESH_TOKEN_TTL_SECONDS * 1000);

  async function toSession(
    auth: AuthContext,
    refreshToken: string,
    user: UserRow,
  ): Promise<Session> {
    const access = await accessTokens.issue(auth);
    return {
      access_token: access.token,
      token_type: 'bearer',
      expires_in: access.expiresIn,
      expires_at: access.expiresAt,
      refresh_token: refreshToken,
      user: toUser(user),
    };
  }

  /**
   * A new session for the device that signed in (or up), recorded as a sign-in event. Past
   * SESSIONS_PER_USER_MAX live sessions, the ones used longest ago end (decision 0081).
   */
  async function startSession(user: UserRow, client: ClientInfo): Promise<Session> {
    const refreshToken = newRefreshToken();
    const sessionId = await db.system(async (tx) => {
      // Two sign-ins at once must not both keep one session too many.
      await lockUser(tx, user.id);
      const at = new Date(now());
      const id = await insertSession(tx, {
        userId: user.id,
        createdAt: at,
        expiresAt: sessionExpiry(),
        userAgent: client.userAgent,
        clientAddress: client.address,
      });
      await endSessionsPastCap(tx, user.id, id, SESSIONS_PER_USER_MAX, at);
      await insertRefreshToken(tx, {
        sessionId: id,
        tokenHash: hashRefreshToken(refreshToken),
        rotation: 0,
      });
      await recordEvent(tx, { type: 'sign_in', userId: user.id, sessionId: id, client });
      return id;
    });
    return toSession({ userId: user.id, sessionId }, refreshToken, user);
  }

  return {
    /** What the sign-in screen offers (GET /api/auth/settings). */
    async signupSettings(): Promise<{ signup_enabled: boolean; first_account: boolean }> {
      const firstAccount = await users.isFirstAccount();
      const enabled = allowSignup ?? firstAccount;
      return { signup_enabled: enabled, first_account: firstAccount };
    },

    async signUp(email: string, password: string, client: ClientInfo): Promise<Session> {
      if (allowSignup === false) throw new AppError('signup_disabled', 403);
      // Unset: only the instance's first account may sign up; the CLI creates the others.
      const user = await users.create(email, password, 'free', {
        onlyAsFirstAccount: allowSignup === undefined,
      });
      return startSession(user, client);
    },

    /** The same answer, in about the same time, whether the e-mail is unknown or the password wrong. */
    async signIn(email: string, password: string, client: ClientInfo): Promise<Session> {
      const user = await db.system((tx) => findUserByEmail(tx, email));
      const matches = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), password);
      if (user && !matches) {
        // The owner sees it among their security events. Not awaited: waiting only when the
        // e-mail is an account's would make its answer slower than an unknown e-mail's.
        void db
          .system((tx) => recordEvent(tx, { type: 'sign_in_failed', userId: user.id, client }))
          .catch((error: unknown) =>
            console.error(`Recording a failed sign-in failed: ${loggableError(error)}`),
          );
      }
      if (!user || !matches) throw new AppError('invalid_credentials', 401);
      // Counted only once the password matched: a wrong one never learns of this limit.
      const counted = await signIns.take(user.id);
      if (!counted.admitted) {
        throw new RateLimitedError(Math.ceil(counted.waitMs / 1000), TOO_MANY_SIGN_INS_MESSAGE);
      }
      try {
        return await startSession(user, client);
      } catch (error) {
        await signIns.release(user.id, counted.time);
        throw error;
      }
    },

    /**
     * Exchanges a refresh token for a new session. Each token works once. Presented again within
     * the grace window (tabs refreshing at the same moment), it gets the very child the first use
     * got, so one session never grows a second line of tokens; after the window it means the
     * token was copied, so the whole session is revoked. The revocation commits before the error
     * is raised.
     */
    async refresh(refreshToken: string, client: ClientInfo): Promise<Session> {
      const at = new Date(now());
      const outcome = await db.system(async (tx): Promise<RefreshOutcome> => {
        const found = await findRefreshTokenForUpdate(tx, hashRefreshToken(refreshToken));
        if (!found) return { kind: 'not_found' };
        const { token, session } = found;
        if (session.revoked) return { kind: 'ended' };
        if (session.expiresAt.getTime() <= at.getTime()) return { kind: 'expired' };
        const child = childOf(refreshToken);
        if (token.rotatedAt) {
          const sinceRotation = at.getTime() - token.rotatedAt.getTime();
          if (sinceRotation > REFRESH_REUSE_GRACE_SECONDS * 1000) {
            await revokeSession(tx, session.id, session.userId);
            await recordEvent(tx, {
              type: 'refresh_token_reuse',
              userId: session.userId,
              sessionId: session.id,
              client,
            });
            return { kind: 'reused' };
          }
          // The child was stored at the first use; answering with it adds nothing to the line.
        } else {
          await markRotated(tx, token.id, at);
          await insertRefreshToken(tx, {
            sessionId: session.id,
            tokenHash: hashRefreshToken(child),
            rotation: token.rotation + 1,
          });
        }
        const user = await findUserById(tx, session.userId);
        if (!user) return { kind: 'ended' };
        await extendSession(tx, session.id, at, sessionExpiry());
        return {
          kind: 'rotated',
          refreshToken: child,
          auth: { userId: user.id, sessionId: session.id },
          user,
        };
      });
      switch (outcome.kind) {
        case 'rotated':
          return toSession(outcome.auth, outcome.refreshToken, outcome.user);
        case 'not_found':
          throw new AppError('refresh_token_not_found', 401);
        case 'expired':
          throw new AppError('session_expired', 401);
        case 'ended':
        case 'reused':
          throw new AppError('refresh_token_already_used', 401);
      }
    },

    async signOut({ sessionId, userId }: AuthContext): Promise<void> {
      await db.system((tx) => revokeSession(tx, sessionId, userId));
    },

    /**
     * The session an access token speaks for, and the condition that it is still live (signed
     * out means refused), which the request's first transaction checks. A personal access
     * token is told apart by its prefix and refused: the routes that take this check are the
     * ones only a signed-in person may use.
     */
    async authenticate(accessToken: string): Promise<Authenticated> {
      if (accessToken.startsWith(API_TOKEN_PREFIX)) throw tokenNotAllowed();
      const auth = await accessTokens.verify(accessToken);
      return {
        caller: { ...auth, tokenId: null },
        liveness: { live: sessionIsLive(auth.sessionId, auth.userId), refused: sessionEnded },
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
