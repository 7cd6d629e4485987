import type { RateWindow, Take } from './rate-window';

export interface WindowLimiterOptions {
  /** Events allowed per key within any stretch of `windowMs`. */
  limit: number;
  windowMs: number;
  /** Keys remembered at most; past it the key recorded longest ago is forgotten. */
  maxKeys: number;
  now: () => number;
}

/**
 * Counts events per key over a sliding window, in this process's memory (decision 0011).
 * Each key keeps the times of its events in the window (at most `limit` of them), so the wait
 * it reports is exact: until the oldest counted event leaves the window.
 *
 * Memory stays bounded without a timer: keys are kept in the order they were last recorded, so
 * those whose events have all expired sit at the front and are dropped as new events arrive; and
 * when `maxKeys` are remembered, the one recorded longest ago goes to make room.
 */
export function createWindowLimiter({ limit, windowMs, maxKeys, now }: WindowLimiterOptions) {
  const events = new Map<string, number[]>();

  const isLive = (time: number, at: number) => time > at - windowMs;

  /** The key's event times still in the window, oldest first; forgets the key when none are. */
  function liveTimes(key: string, at: number): number[] {
    const times = events.get(key) ?? [];
    const firstLive = times.findIndex((time) => isLive(time, at));
    if (firstLive !== 0) times.splice(0, firstLive === -1 ? times.length : firstLive);
    if (times.length === 0) events.delete(key);
    return times;
  }

  /** Drops the keys at the front whose newest event has left the window. */
  function dropExpired(at: number): void {
    for (const [key, times] of events) {
      const newest = times.at(-1);
      if (newest !== undefined && isLive(newest, at)) return;
      events.delete(key);
    }
  }

  return {
    /** Milliseconds until `key` may have another event; 0 while it is under the limit. */
    waitMs(key: string): number {
      const at = now();
      const times = liveTimes(key, at);
      if (times.length < limit) return 0;
      // The event whose leaving brings the count under the limit.
      const freeing = times[times.length - limit] ?? at;
      return freeing + windowMs - at;
    },

    /** Counts an event for `key` now; returns its time, which `release` takes back. */
    record(key: string): number {
      const at = now();
      dropExpired(at);
      const times = liveTimes(key, at);
      times.push(at);
      // Re-inserted, so the map stays in order of last recording.
      events.delete(key);
      events.set(key, times);
      if (events.size > maxKeys) {
        const oldest = events.keys().next().value;
        if (oldest !== undefined) events.delete(oldest);
      }
      return at;
    },

    /** Counts an event for `key` unless it is at its limit (rate-window.ts). */
    take(key: string): Take {
      const waitMs = this.waitMs(key);
      if (waitMs > 0) return { admitted: false, waitMs };
      const time = this.record(key);
      return { admitted: true, time, count: events.get(key)?.length ?? 1 };
    },

    /** Takes back one event recorded at `time`: it turned out not to count. */
    release(key: string, time: number): void {
      const times = events.get(key);
      const index = times?.lastIndexOf(time) ?? -1;
      if (!times || index === -1) return;
      times.splice(index, 1);
      if (times.length === 0) events.delete(key);
    },

    /** Forgets all of `key`'s events. */
    clear(key: string): void {
      events.delete(key);
    },

    /** How many keys are remembered (for tests of the bound). */
    get size(): number {
      return events.size;
    },
  };
}

export type WindowLimiter = ReturnType<typeof createWindowLimiter>;

/** The in-memory windows behind the shared interface (one process: PGlite). */
export function memoryWindow(options: WindowLimiterOptions): RateWindow {
  const limiter = createWindowLimiter(options);
  return {
    take: async (key) => limiter.take(key),
    waitMs: async (key) => limiter.waitMs(key),
    release: async (key, time) => limiter.release(key, time),
    clear: async (key) => limiter.clear(key),
  };
}
