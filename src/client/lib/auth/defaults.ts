import { memoryStorage } from './session-store';
import type { Clock, FetchLike, StorageLike, SubscribeToStorage, Timers } from './types';

// Each default looks its global up at call time, so test fakes installed later still apply.

export const defaultFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

export const systemClock: Clock = { now: () => Date.now() };

type TimeoutHandle = Parameters<typeof globalThis.clearTimeout>[0];
type IntervalHandle = Parameters<typeof globalThis.clearInterval>[0];

export const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as TimeoutHandle),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as IntervalHandle),
};

/** localStorage where it exists and may be used; memory otherwise (Node, sandboxed frames). */
export function defaultStorage(): StorageLike {
  try {
    if (typeof globalThis.localStorage !== 'undefined') return globalThis.localStorage;
  } catch {
    // Reading localStorage throws where storage is blocked.
  }
  return memoryStorage();
}

/** The window's `storage` event, which fires for changes made by other tabs only. */
export function windowStorageEvents(storage: StorageLike): SubscribeToStorage | null {
  if (typeof window === 'undefined') return null;
  return (listener) => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== null && event.storageArea !== storage) return;
      listener({ key: event.key, newValue: event.newValue });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };
}
