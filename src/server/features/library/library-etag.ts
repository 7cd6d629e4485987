import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { isSnapshotText } from '@server/core';
import { LIBRARY_TOMBSTONE_RETENTION_DAYS } from '@server/features/sweep';

/*
 * The library answer's ETag (docs/product/local-copy-and-sync.md) names the version it was read at,
 * sealed (docs/decisions/0086-opaque-library-versions.md): the snapshot inside counts every
 * transaction of the database, everyone's, so a client must never read it. The tag is the
 * snapshot and the time it was issued, encrypted and authenticated (AES-256-GCM, a fresh nonce
 * each) with a key derived from the JWT secret, bound to the user: another account's tag, an
 * altered one or one of another server's secret opens to nothing.
 */

const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** Past a snapshot's longest text (library-version.ts) and the time: nothing longer is opened. */
const ETAG_MAX_LENGTH = 6_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A version older than this is too old to compare. A day short of the time tombstones are kept,
 * so a delete a version did not see is never forgotten while the version is still taken; the
 * tombstone horizon (which counts everyone's deletes) then never decides for a version in use.
 */
export const LIBRARY_VERSION_MAX_AGE_MS = (LIBRARY_TOMBSTONE_RETENTION_DAYS - 1) * DAY_MS;

export interface LibraryEtags {
  /** A new ETag for `userId`'s library read at `snapshot`. */
  issue(userId: string, snapshot: string): string;
  /**
   * The snapshot an If-None-Match names, if it is exactly one ETag issued for this user, and
   * not too old; anything else (a list, `*`, a weak tag, another user's, garbage) is none.
   */
  open(ifNoneMatch: string | undefined, userId: string): string | null;
}

export function createLibraryEtags(jwtSecret: string, now: () => number = Date.now): LibraryEtags {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'vidshelf', 'library versions', 32));

  return {
    issue(userId, snapshot) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce).setAAD(Buffer.from(userId));
      const sealed = [cipher.update(`${now()}.${snapshot}`, 'utf8'), cipher.final()];
      const token = Buffer.concat([nonce, ...sealed, cipher.getAuthTag()]);
      return `"${token.toString('base64url')}"`;
    },

    open(ifNoneMatch, userId) {
      if (ifNoneMatch === undefined || ifNoneMatch.length > ETAG_MAX_LENGTH) return null;
      const token = /^"([\w-]+)"$/.exec(ifNoneMatch)?.[1];
      if (token === undefined) return null;
      const bytes = Buffer.from(token, 'base64url');
      // Exactly as issued: base64url decoding ignores a last character's spare bits.
      if (bytes.length <= NONCE_BYTES + TAG_BYTES || bytes.toString('base64url') !== token) {
        return null;
      }
      let text: string;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES))
          .setAAD(Buffer.from(userId))
          .setAuthTag(bytes.subarray(-TAG_BYTES));
        text = decipher.update(bytes.subarray(NONCE_BYTES, -TAG_BYTES), undefined, 'utf8');
        text += decipher.final('utf8');
      } catch {
        return null;
      }
      const dot = text.indexOf('.');
      const issuedAt = Number(text.slice(0, dot));
      const snapshot = text.slice(dot + 1);
      if (dot < 0 || !Number.isSafeInteger(issuedAt) || !isSnapshotText(snapshot)) return null;
      return now() - issuedAt > LIBRARY_VERSION_MAX_AGE_MS ? null : snapshot;
    },
  };
}
