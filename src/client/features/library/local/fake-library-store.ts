import type { AuthChangeEvent, AuthStateListener, Session } from '@client/lib/auth';
import type { LibraryStore, StoredLibrary } from './library-store';

/** Test double of the IndexedDB store: a map, failing every call when told to. */
export function fakeLibraryStore(entries: Record<string, unknown> = {}) {
  const copies = new Map<string, unknown>(Object.entries(entries));
  let failing = false;
  const check = () => {
    if (failing) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  const store: LibraryStore = {
    read: async (userId) => {
      check();
      return copies.get(userId);
    },
    write: async (entry: StoredLibrary, allowed) => {
      check();
      if (allowed()) copies.set(entry.userId, entry);
    },
    keepOnly: async (userId) => {
      check();
      for (const key of [...copies.keys()]) if (key !== userId) copies.delete(key);
    },
  };
  return {
    store,
    copies,
    fail: () => {
      failing = true;
    },
  };
}

/** Test double of the auth client's events. */
export function fakeAuth() {
  const listeners: AuthStateListener[] = [];
  return {
    onAuthStateChange: (listener: AuthStateListener) => {
      listeners.push(listener);
      return () => {};
    },
    emit: (event: AuthChangeEvent, userId: string | null) => {
      const session = userId === null ? null : ({ user: { id: userId } } as Session);
      for (const listener of listeners) listener(event, session);
    },
  };
}
