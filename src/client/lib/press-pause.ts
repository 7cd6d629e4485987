import { whenIdle } from './when-idle';

/**
 * How long a person's presses (pointer, key, touch) and scrolls must pause before background work
 * that they would wait behind goes on: the preloads (docs/decisions/0100-keys-before-preloads.md)
 * and the local copy's write (docs/decisions/0103-the-first-key-before-background-work.md).
 */
export const PRESS_QUIET_MS = 1000;

// A scroll's events (wheel, scrollbar, keys, script) too: its frames are made one after the
// other, and a task between two of them delays the second. Caught on the window as they go down to
// any scrolled element.
const PRESS_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** Background work held back while a person is pressing. */
export interface PressPause {
  /** A press just came. */
  pressed(): void;
  /**
   * Runs `task` (through `run`) once no press came for PRESS_QUIET_MS, counted from `since` too
   * (a time of `now`); a press between then and its run puts it off again.
   */
  after(task: () => void, since?: number): void;
}

export function createPressPause(
  now: () => number,
  wait: (task: () => void, ms: number) => void,
  run: (task: () => void) => void,
): PressPause {
  let lastPress = -Infinity;
  const left = (since: number) => Math.max(lastPress, since) + PRESS_QUIET_MS - now();
  const after = (task: () => void, since = -Infinity) => {
    const ms = left(since);
    if (ms > 0) wait(() => after(task, since), ms);
    else run(() => (left(since) > 0 ? after(task, since) : task()));
  };
  return {
    pressed: () => {
      lastPress = now();
    },
    after,
  };
}

let pagePause: PressPause | undefined;

/**
 * Runs `task` in an idle task once the page's presses have paused for PRESS_QUIET_MS, counted
 * from `since` (a `performance.now()`) too.
 */
export function whenPressesPause(task: () => void, since?: number): void {
  if (!pagePause) {
    const pause = createPressPause(
      () => performance.now(),
      (later, ms) => setTimeout(later, ms),
      whenIdle,
    );
    for (const type of PRESS_EVENTS) {
      window.addEventListener(type, pause.pressed, { capture: true, passive: true });
    }
    pagePause = pause;
  }
  pagePause.after(task, since);
}
