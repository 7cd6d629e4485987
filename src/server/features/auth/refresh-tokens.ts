import { createHash, randomBytes } from 'node:crypto';

/** An opaque refresh token: 256 random bits, URL-safe. Only its hash is ever stored. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');

export const hashRefreshToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
