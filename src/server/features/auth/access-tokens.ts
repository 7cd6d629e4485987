import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { AppError } from '@server/http/app-error';
import type { AuthContext } from '@server/http/env';

const AUDIENCE = 'vidshelf';
const ISSUER = 'vidshelf';
const ALGORITHM = 'HS256';

const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(value);

export interface AccessTokens {
  /** Signs a token for the session; expiresAt is in seconds since the epoch. */
  issue(auth: AuthContext): Promise<{ token: string; expiresAt: number; expiresIn: number }>;
  /** The session a token speaks for; invalid_jwt when it is forged, expired or malformed. */
  verify(token: string): Promise<AuthContext>;
}

/** Short-lived signed access tokens: HS256 only, audience and issuer checked. */
export function createAccessTokens(
  secret: string,
  ttlSeconds: number,
  now: () => number = Date.now,
): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue({ userId, sessionId }) {
      const issuedAt = Math.floor(now() / 1000);
      const expiresAt = issuedAt + ttlSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        // Unique per token: two issued in the same second (a refresh right after sign-in)
        // must still differ.
        .setJti(randomUUID())
        .setAudience(AUDIENCE)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt, expiresIn: ttlSeconds };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          audience: AUDIENCE,
          issuer: ISSUER,
          currentDate: new Date(now()),
          requiredClaims: ['sub', 'sid', 'exp'],
        });
        if (!isUuid(payload.sub) || !isUuid(payload.sid)) {
          throw new Error('claims of the wrong type');
        }
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        throw new AppError('invalid_jwt', 401);
      }
    },
  };
}
