import { STORAGE_PREFIX } from '@shared/constants';
import type { FirstScreen } from '@client/features/browse';
import type { StoredHead } from './library-store';
import { isCopyOf, isFirstScreenFrame, isObject } from './stored-copy';

/**
 * The first screen of the copy written last, mirrored in localStorage
 * (docs/decisions/0060-local-library-copy.md, amended 2026-11-28 evening): localStorage is read
 * synchronously, so the page's first render paints the cards, where IndexedDB answers only
 * after that render and the one it then causes (about 60 ms on a slow machine).
 */
export const SCREEN_MIRROR_KEY = `${STORAGE_PREFIX}library-first-screen`;

/**
 * A longer first screen (a library of hundreds of collections or tags) is not mirrored: the
 * browser reads the whole of localStorage on the page's first use of it, before anything shows.
 */
export const SCREEN_MIRROR_MAX_CHARS = 256 * 1024;

/** Where the mirror is kept: localStorage in the browser. Never throws. */
export interface ScreenMirror {
  read(): string | null;
  /** Replaces the mirror with `text`; null removes it. */
  write(text: string | null): void;
}

/** The mirror in localStorage; where storage is blocked or full, there is none. */
export function localStorageMirror(): ScreenMirror {
  return {
    read() {
      try {
        return localStorage.getItem(SCREEN_MIRROR_KEY);
      } catch {
        return null;
      }
    },
    write(text) {
      try {
        if (text === null) localStorage.removeItem(SCREEN_MIRROR_KEY);
        else localStorage.setItem(SCREEN_MIRROR_KEY, text);
      } catch {
        // Full or blocked: whatever was there must not outlive the copy it mirrored.
        try {
          localStorage.removeItem(SCREEN_MIRROR_KEY);
        } catch {
          // Blocked storage holds nothing.
        }
      }
    },
  };
}

/** The mirror of `head`'s first screen, or null when it is too long to mirror. */
export function mirrorTextOf(head: StoredHead): string | null {
  const { userId, fingerprint, etag, firstScreen } = head;
  const { counts } = firstScreen;
  // JSON has no Map: the counts travel as their entries.
  const text = JSON.stringify({
    userId,
    fingerprint,
    etag,
    firstScreen: {
      ...firstScreen,
      counts: { ...counts, byCollection: [...counts.byCollection], byTag: [...counts.byTag] },
    },
  });
  return text.length > SCREEN_MIRROR_MAX_CHARS ? null : text;
}

/** Whose the mirror `text` says it is, if it can be read at all. */
export function mirrorOwner(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value.userId : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a store keeping only `userId`'s copy (none for null) must remove the mirror `text`. */
export const isMirrorToRemove = (text: string | null, userId: string | null): boolean =>
  text !== null && (userId === null || mirrorOwner(text) !== userId);

/** A mirrored first screen this build may paint, and the version of the copy it was kept with. */
export interface MirroredScreen {
  etag: string;
  firstScreen: FirstScreen;
}

/**
 * The mirror `text` as `userId`'s first screen kept by a build with this build's library
 * checks, or null: another user's, an older build's or a damaged mirror is never painted.
 */
export function trustedMirror(text: string | null, userId: string): MirroredScreen | null {
  if (text === null) return null;
  let kept: unknown;
  try {
    kept = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(kept) || !isCopyOf(kept, userId)) return null;
  const { etag, firstScreen } = kept;
  if (!isObject(firstScreen) || !isObject(firstScreen.counts)) return null;
  const { counts } = firstScreen;
  if (!Array.isArray(counts.byCollection) || !Array.isArray(counts.byTag)) return null;
  let screen: unknown;
  try {
    screen = {
      ...firstScreen,
      counts: {
        ...counts,
        byCollection: new Map(counts.byCollection as [string, number][]),
        byTag: new Map(counts.byTag as [string, number][]),
      },
    };
  } catch {
    // Entries that are not pairs.
    return null;
  }
  return isFirstScreenFrame(screen) ? { etag: etag as string, firstScreen: screen } : null;
}
