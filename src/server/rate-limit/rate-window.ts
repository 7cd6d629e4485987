/** What one check of a sliding window answers. */
export type Take =
  /** Counted: `time` takes it back (release), `count` is the key's events in the window now. */
  | { admitted: true; time: number; count: number }
  /** At the limit: milliseconds until the oldest counted event leaves the window. */
  | { admitted: false; waitMs: number };

/**
 * A sliding window of events per key (decision 0011): in this process's memory on PGlite
 * (window-limiter.ts), in the database on PostgreSQL (postgres-window.ts), where several server
 * processes share it. Each check is one atomic step, so parallel requests cannot all slip in.
 */
export interface RateWindow {
  /** Counts an event for `key` now, unless it is at its limit. */
  take(key: string): Promise<Take>;
  /** Milliseconds until `key` may have another event (0 while under the limit); counts nothing. */
  waitMs(key: string): Promise<number>;
  /** Takes back the event counted at `time`: it turned out not to count. */
  release(key: string, time: number): Promise<void>;
  /** Forgets all of `key`'s events. */
  clear(key: string): Promise<void>;
}
