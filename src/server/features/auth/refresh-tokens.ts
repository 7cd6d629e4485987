import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** An opaque refresh token: 256 random bits, URL-safe. Only its hash is ever stored. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');

export const hashRefreshToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/**
 * The token that replaces `parent` when it is used: an HMAC of the parent under a key only the
 * server has, so a parent presented again inside the reuse window is answered with the SAME
 * child, never a second line of tokens (decision 0002). Only hashes are stored, so the child is
 * recomputed rather than read back; without the key nobody can compute it from a stolen parent.
 */
export function refreshTokenChildren(jwtSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'vidshelf', 'refresh-token children', 32));
  return (parent: string): string => createHmac('sha256', key).update(parent).digest('base64url');
}

export type RefreshTokenChild = ReturnType<typeof refreshTokenChildren>;
