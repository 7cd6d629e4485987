import type { AuthClient } from '@client/lib/auth';
import { afterNextPaint } from '@client/lib/after-next-paint';
import { whenPressesPause } from '@client/lib/press-pause';
import type { LastLibrary } from '../api/library-api';
import { readVideoSorts } from '@client/features/sort';
import type { FirstScreen } from '@client/features/browse';
import { indexedDbLibraryStore } from './library-store';
import type { LibraryStore, StoredPart } from './library-store';
import {
  jsonItems,
  joinedLibrary,
  PART_VIDEOS,
  SLICE_VIDEOS,
  storedHead,
  storedPart,
  trustedHead,
} from './stored-copy';
import { trustedMirror, type MirroredScreen } from './screen-mirror';

/** What a local copy holds: the etag and the Library the server sent with it. */
export type KeptLibrary = NonNullable<LastLibrary['library']>;

/**
 * The signed-in user's library kept in the browser (docs/decisions/0060-local-library-copy.md):
 * read on a visit's first load, written after each library the server sends.
 */
export interface LocalLibrary {
  /**
   * `userId`'s copy, if one is kept, is theirs and was checked by this build's checks; else
   * null. Its first screen is handed to `firstScreen` as soon as it is read, before the rest.
   */
  read(userId: string, firstScreen?: (screen: FirstScreen) => void): Promise<KeptLibrary | null>;
  /**
   * The first screen mirrored for `userId`, known from the start, without waiting for
   * IndexedDB: what the page's first render paints. Null once their copy was read, or when
   * none is mirrored.
   */
  firstScreenNow(userId: string): FirstScreen | null;
  /**
   * Keeps what the server sent, once the person's presses have paused and the page is idle, and
   * only if `userId` is still signed in.
   */
  keep(userId: string, library: KeptLibrary): void;
}

/**
 * Copies belong to the signed-in user: from the restored session on, every sign-in and every
 * sign-out (the menu, a session ended or expired, a deleted account, another tab) deletes all
 * copies but the signed-in user's. A failing store is ignored: the app then works without one.
 */
export function createLocalLibrary(
  auth: Pick<AuthClient, 'onAuthStateChange'>,
  store: LibraryStore,
  later: (task: () => void, since: number) => void = whenPressesPause,
  painted: () => Promise<void> = afterNextPaint,
): LocalLibrary {
  let signedIn: string | null = null;
  /** The latest library to keep: an earlier one still being made into parts is dropped. */
  let latest: KeptLibrary | null = null;
  /**
   * The restored user's head, asked for as the session is restored, before the page's first
   * render, and taken by their first read: the library's query starts only once that render is
   * done, and the head is then in (or nearer). With it, the first screen's mirror, read then.
   * Dropped when anything could change them.
   */
  let early: { userId: string; head: Promise<unknown>; screen: MirroredScreen | null } | null =
    null;
  const ignore = () => {};

  auth.onAuthStateChange((event, session) => {
    signedIn = session?.user.id ?? null;
    if (event === 'INITIAL_SESSION' && signedIn !== null) {
      // Asked before the delete below: IndexedDB runs transactions over the same stores in the
      // order they are made, and the read then waits for no write.
      early = {
        userId: signedIn,
        head: store.readHead(signedIn).catch(ignore),
        screen: trustedMirror(store.readMirror(), signedIn),
      };
    } else if (event === 'SIGNED_IN' || event === 'SIGNED_OUT') {
      early = null;
    }
    if (event === 'INITIAL_SESSION' || event === 'SIGNED_IN' || event === 'SIGNED_OUT') {
      store.keepOnly(signedIn).catch(ignore);
    }
  });

  return {
    async read(userId, firstScreen) {
      const taken = early?.userId === userId ? early : null;
      early = null;
      const head = trustedHead(await (taken?.head ?? store.readHead(userId).catch(ignore)), userId);
      if (!head) return null;
      if (firstScreen) {
        // The mirror's screen, painted already when it is of this version, is handed over
        // itself: the same object renders nothing again.
        const { screen } = taken ?? {};
        firstScreen(screen?.etag === head.etag ? screen.firstScreen : head.firstScreen);
        // The rest is read once the first cards are on screen: each part's value is rebuilt on
        // the main thread as it arrives (10,000 videos, tens of milliseconds), which would
        // otherwise hold back the frame that shows them.
        await painted();
      }
      const parts = await store.readParts(userId, head.parts).catch(ignore);
      const library = parts ? joinedLibrary(head, parts) : null;
      return library && { etag: head.etag, library };
    },
    firstScreenNow(userId) {
      return early?.userId === userId ? (early.screen?.firstScreen ?? null) : null;
    },
    keep(userId, kept) {
      latest = kept;
      early = null;
      const { etag, library } = kept;
      const parts: StoredPart[] = [];
      let slices: string[] = [];
      let done = 0;
      // One slice of videos turned into text in each task while the page is idle (a part when
      // its slices are all made), then the head (its first screen opens the collection as the
      // sorts remembered then order it) and the write. Only once the person's presses have paused,
      // counting the library's arrival as one: a person acts first on the library just shown (a
      // search typed at once), and the write's tasks and garbage held that key up (decision 0103).
      // Checked again as the write begins: a sign-out meanwhile must not be undone by it.
      const since = performance.now();
      const next = () => {
        if (latest !== kept) return;
        const { videos } = library;
        if (done < videos.length) {
          slices.push(jsonItems(videos.slice(done, done + SLICE_VIDEOS)));
          done = Math.min(done + SLICE_VIDEOS, videos.length);
          if (done % PART_VIDEOS === 0 || done === videos.length) {
            parts.push(storedPart(userId, etag, parts.length, slices));
            slices = [];
          }
          later(next, since);
          return;
        }
        const head = storedHead(userId, kept, parts.length, readVideoSorts());
        store.write(head, parts, () => signedIn === userId).catch(ignore);
      };
      later(next, since);
    },
  };
}

const localLibraries = new WeakMap<AuthClient, LocalLibrary>();

/** The one local copy of an auth client's users, in IndexedDB. */
export function localLibraryOf(client: AuthClient): LocalLibrary {
  let local = localLibraries.get(client);
  if (!local) {
    local = createLocalLibrary(client, indexedDbLibraryStore());
    localLibraries.set(client, local);
  }
  return local;
}
