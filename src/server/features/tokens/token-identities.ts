/**
 * Whose a token is: what its secret stands for never changes while its row exists, so it is
 * remembered and most requests skip the lookup. Whether the row still exists (not revoked) is
 * never remembered: each request's own transaction checks it (decision 0061).
 */
export interface TokenIdentity {
  id: string;
  userId: string;
  /** As last written by this process or read: says when the next "last used" write is due. */
  lastUsedAt: Date | null;
}

/** Tokens remembered at most; past it the one remembered longest ago is forgotten. */
const MAX_REMEMBERED = 10_000;

/** Identities by the SHA-256 of their secret, so no secret is kept beyond its request. */
export function tokenIdentities(max = MAX_REMEMBERED) {
  const known = new Map<string, TokenIdentity>();
  return {
    get: (hash: string): TokenIdentity | undefined => known.get(hash),
    remember(hash: string, identity: TokenIdentity): TokenIdentity {
      known.delete(hash);
      known.set(hash, identity);
      const oldest = known.keys().next().value;
      if (known.size > max && oldest !== undefined) known.delete(oldest);
      return identity;
    },
    forget: (hash: string): void => void known.delete(hash),
  };
}
