import type { AuthChangeEvent, AuthStateListener, Session } from '@client/lib/auth';
import { partAsRead, type LibraryStore } from '../local/library-store';
import { isMirrorToRemove, mirrorTextOf } from '../local/screen-mirror';

/**
 * Test double of the IndexedDB store: maps of heads (by user) and parts (by user and index),
 * failing every call when told to.
 */
export function fakeLibraryStore(heads: Record<string, unknown> = {}) {
  const copies = new Map<string, unknown>(Object.entries(heads));
  const parts = new Map<string, unknown>();
  const partKey = (userId: string, index: number) => `${userId}\n${index}`;
  let mirror: string | null = null;
  let failing = false;
  const check = () => {
    if (failing) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  const store: LibraryStore = {
    readHead: async (userId) => {
      check();
      return copies.get(userId);
    },
    readMirror: () => (failing ? null : mirror),
    readParts: async (userId, count) => {
      check();
      return Array.from({ length: count }, (_, index) =>
        partAsRead(parts.get(partKey(userId, index))),
      );
    },
    write: async (head, written, allowed) => {
      check();
      if (!allowed()) return;
      copies.set(head.userId, head);
      for (const key of [...parts.keys()])
        if (key.startsWith(`${head.userId}\n`)) parts.delete(key);
      for (const part of written) parts.set(partKey(part.userId, part.index), part);
      if (allowed()) mirror = mirrorTextOf(head);
    },
    keepOnly: async (userId) => {
      if (isMirrorToRemove(mirror, userId)) mirror = null;
      check();
      for (const key of [...copies.keys()]) if (key !== userId) copies.delete(key);
      for (const key of [...parts.keys()]) if (!key.startsWith(`${userId}\n`)) parts.delete(key);
    },
  };
  return {
    store,
    /** The heads, by user. */
    copies,
    /** The first screen's mirror, as text. */
    mirror: () => mirror,
    parts,
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
