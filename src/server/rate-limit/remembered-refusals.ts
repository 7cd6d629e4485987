import type { RateWindow } from './rate-window';

export interface RememberedRefusalsOptions {
  /** Keys remembered at most; past it the one refused longest ago is forgotten. */
  maxKeys: number;
  now: () => number;
}

/**
 * `window`, but a key it refused is refused again from this process's memory until the wait it
 * was given has passed: a flood from a key at its limit costs the store nothing (on PostgreSQL,
 * no statement; decision 0081). Only for a window whose counts nobody clears: a refused key's
 * count then falls only as its events leave the window, at the time the refusal named, so the
 * memory never refuses what the store would admit. (A release by another request can free a
 * slot earlier; the memory then refuses for the rest of that wait, stricter, never looser.)
 */
export function rememberRefusals(
  window: RateWindow,
  { maxKeys, now }: RememberedRefusalsOptions,
): RateWindow {
  /** Until when each refused key stays refused (ms since the epoch), in order of refusal. */
  const refusedUntil = new Map<string, number>();

  /** The wait still to run for `key`, forgetting it once it has run out. */
  function remembered(key: string): number {
    const until = refusedUntil.get(key);
    if (until === undefined) return 0;
    const wait = until - now();
    if (wait > 0) return wait;
    refusedUntil.delete(key);
    return 0;
  }

  function remember(key: string, waitMs: number): void {
    refusedUntil.delete(key);
    refusedUntil.set(key, now() + waitMs);
    const oldest = refusedUntil.keys().next().value;
    if (refusedUntil.size > maxKeys && oldest !== undefined) refusedUntil.delete(oldest);
  }

  return {
    async take(key) {
      const wait = remembered(key);
      if (wait > 0) return { admitted: false, waitMs: wait };
      const taken = await window.take(key);
      if (!taken.admitted) remember(key, taken.waitMs);
      return taken;
    },
    async waitMs(key) {
      return remembered(key) || window.waitMs(key);
    },
    release: (key, time) => window.release(key, time),
    async clear(key) {
      refusedUntil.delete(key);
      await window.clear(key);
    },
  };
}
