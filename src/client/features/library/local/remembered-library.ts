import type { Library } from '@shared/contracts/library';
import type { LastLibrary } from '../api/library-api';
import type { FirstScreen } from '@client/features/browse';
import type { KeptLibrary, LocalLibrary } from './local-library';

/** A LastLibrary that outlives the page: kept in the local copy, restored from it. */
export interface RememberedLibrary extends LastLibrary {
  /**
   * When memory holds no library yet, takes the local copy as the last library (so the next
   * request asks with its ETag) and returns it to paint; else null. Its first screen, read
   * before the rest, is handed to `firstScreen` meanwhile.
   */
  restore(firstScreen?: (screen: FirstScreen) => void): Promise<Library | null>;
  /** The first screen to paint before `restore` is called, when memory holds no library yet. */
  firstScreenNow(): FirstScreen | null;
}

/**
 * One user's last library. Every library the server sends is assigned here (getLibrary), so it
 * is the one thing kept: never an optimistic edit of the query cache, which the server may refuse.
 */
export function rememberedLibrary(userId: string, local: LocalLibrary): RememberedLibrary {
  let last: KeptLibrary | null = null;
  return {
    get library() {
      return last;
    },
    set library(sent) {
      last = sent;
      if (sent) local.keep(userId, sent);
    },
    firstScreenNow() {
      return last ? null : local.firstScreenNow(userId);
    },
    async restore(firstScreen) {
      if (last) return null;
      const kept = await local.read(userId, (screen) => {
        if (!last) firstScreen?.(screen);
      });
      // A library the server sent while the copy was read is newer: it stays.
      if (!kept || last) return null;
      last = kept;
      return kept.library;
    },
  };
}
