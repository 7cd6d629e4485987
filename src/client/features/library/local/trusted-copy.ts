import { LIBRARY_CHECKS_FINGERPRINT } from '@client/lib/contracts/library-checks';
import type { StoredLibrary } from './library-store';

/**
 * `kept` as a local copy of `userId`'s library this build may paint, or null
 * (docs/decisions/0060-local-library-copy.md). Its library passed `LibraryCheck` when the server
 * sent it, so only what says whose it is and which checks it passed is looked at, not each of its
 * videos again: re-checking 100,000 of them cost more than the rest of reading them.
 */
export function trustedCopy(kept: unknown, userId: string): StoredLibrary | null {
  if (typeof kept !== 'object' || kept === null) return null;
  const { userId: owner, fingerprint, etag, library } = kept as Record<string, unknown>;
  // Another user's copy is never painted; one an older build kept may have another shape.
  if (owner !== userId || fingerprint !== LIBRARY_CHECKS_FINGERPRINT) return null;
  if (typeof etag !== 'string' || typeof library !== 'object' || library === null) return null;
  // The frame is cheap to look at and catches a copy damaged outside the app.
  const { categories, videos, tags } = library as Record<string, unknown>;
  if (!Array.isArray(categories) || !Array.isArray(videos) || !Array.isArray(tags)) return null;
  return kept as StoredLibrary;
}
