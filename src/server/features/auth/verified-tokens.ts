import type { AuthContext } from '@server/http/env';

/**
 * Access tokens whose signature and claims have been verified, so that the next request bearing
 * the same token skips the HMAC check (decision 0074). Keyed by the whole token, signature and
 * all: only a token that verified can be found here. Its time claims are held against the clock
 * at every use, as jose does (`nbf <= now < exp`, in seconds), so a token stops passing here the
 * second it would stop passing jose. Whether its session is still live is not this cache's
 * business: every request still checks that in the database (decision 0061).
 */
export interface VerifiedTokens {
  /** The token's session, if it verified before and its time claims hold at `nowSeconds`. */
  find(token: string, nowSeconds: number): AuthContext | undefined;
  keep(token: string, entry: VerifiedToken): void;
}

export interface VerifiedToken {
  auth: AuthContext;
  /** `exp`, in seconds since the epoch. */
  expiresAt: number;
  /** `nbf` when the token carries one. */
  notBefore?: number;
}

/**
 * At most `limit` tokens, the oldest kept forgotten first: enough for every device in use (each
 * holds one token at a time), and memory stays bounded whatever tokens arrive.
 */
export function createVerifiedTokens(limit: number): VerifiedTokens {
  const kept = new Map<string, VerifiedToken>();
  return {
    find(token, nowSeconds) {
      const entry = kept.get(token);
      if (!entry) return undefined;
      if (entry.expiresAt <= nowSeconds) {
        kept.delete(token);
        return undefined;
      }
      if (entry.notBefore !== undefined && entry.notBefore > nowSeconds) return undefined;
      return entry.auth;
    },
    keep(token, entry) {
      kept.delete(token);
      kept.set(token, entry);
      if (kept.size > limit) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
    },
  };
}
