import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { AppError } from '@server/http/app-error';
import type { AuthContext } from '@server/http/env';
import { createVerifiedTokens } from './verified-tokens';

const AUDIENCE = 'vidshelf';
const ISSUER = 'vidshelf';
const ALGORITHM = 'HS256';

/**
 * Tokens remembered as verified: one per device in use within a token's life, a few hundred
 * bytes each.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

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
  // Imported once: given the raw bytes, jose imports the key again for every token (decision 0074).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = createVerifiedTokens(VERIFIED_TOKENS_KEPT);
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
        .sign(await key);
      return { token, expiresAt, expiresIn: ttlSeconds };
    },
    async verify(token) {
      const known = verified.find(token, Math.floor(now() / 1000));
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          audience: AUDIENCE,
          issuer: ISSUER,
          currentDate: new Date(now()),
          requiredClaims: ['sub', 'sid', 'exp'],
        });
        if (!isUuid(payload.sub) || !isUuid(payload.sid)) {
          throw new Error('claims of the wrong type');
        }
        // Frozen: one object answers every request that bears this token.
        const auth = Object.freeze({ userId: payload.sub, sessionId: payload.sid });
        verified.keep(token, {
          auth,
          // requiredClaims makes sure of `exp`; jose has checked both are numbers.
          expiresAt: payload.exp as number,
          ...(payload.nbf === undefined ? {} : { notBefore: payload.nbf }),
        });
        return auth;
      } catch {
        throw new AppError('invalid_jwt', 401);
      }
    },
  };
}
