import { isSnapshotText } from '@server/core';

/*
 * The library answer's ETag (issue 20): whose library and the snapshot that read it. The user
 * is in it so that a tag another account's answer carried (one browser, two accounts) is never
 * taken for this one's: it simply does not match.
 */

export const libraryEtag = (userId: string, snapshot: string): string => `"${userId}.${snapshot}"`;

/**
 * The snapshot an If-None-Match names for this user, if it names exactly one of this user's
 * library versions; anything else (a list, `*`, a weak tag, another user's, garbage) is none.
 */
export function knownSnapshot(ifNoneMatch: string | undefined, userId: string): string | null {
  const prefix = `"${userId}.`;
  if (!ifNoneMatch?.startsWith(prefix) || !ifNoneMatch.endsWith('"')) return null;
  const snapshot = ifNoneMatch.slice(prefix.length, -1);
  return isSnapshotText(snapshot) ? snapshot : null;
}
