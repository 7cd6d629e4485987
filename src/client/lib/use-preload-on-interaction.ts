import { useEffect } from 'react';
import { PRESS_QUIET_MS } from './press-pause';
import { whenIdle } from './when-idle';

const FIRST_INTERACTIONS = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;
/** Presses that put the preloads off again: the person is busy (typing a search, clicking on). */
const PRESSES = new Set<string>(['pointerdown', 'keydown', 'touchstart']);
/**
 * Calls `start` once the interactions it is told of (`interacted`, by event type) have left
 * PRESS_QUIET_MS without a press (docs/decisions/0100-keys-before-preloads.md: a chunk's fetch,
 * compile and run take the main thread in several tasks of a few milliseconds, which a key typed
 * meanwhile waited behind): a pointer moving about starts the wait, a press starts it
 * again. `cancel` drops a wait under way.
 */
export function afterPressesPause(start: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    interacted(type: string): void {
      if (timer !== undefined && !PRESSES.has(type)) return;
      clearTimeout(timer);
      timer = setTimeout(start, PRESS_QUIET_MS);
    },
    cancel: () => clearTimeout(timer),
  };
}

/**
 * Starts each of `preloads` once, after the user's first move of the pointer, touch or key
 * press, once their presses have paused (afterPressesPause): code that only a user's action can
 * need is fetched before that action, yet never with the page, and never under a search being
 * typed. Each in an idle task of its own, not in an interaction's event
 * (docs/product/large-libraries.md): starting an import appends its chunks' preload links, tens of
 * milliseconds for a few dialogs on a slow machine. A dialog opened before then fetches its code
 * itself, as it does without a preload.
 *
 * `wait: 'none'` starts them at the first interaction: for code needed the moment something
 * fails (the toasts, which say that a change made as the network went was not saved: offline,
 * nothing could fetch them then), which cannot wait for the person to stop typing.
 */
export function usePreloadOnInteraction(
  preloads: readonly (() => void)[],
  { wait = 'pause' }: { wait?: 'pause' | 'none' } = {},
): void {
  useEffect(() => {
    const controller = new AbortController();
    const start = () => {
      controller.abort();
      for (const preload of preloads) whenIdle(preload);
    };
    const pause = wait === 'pause' ? afterPressesPause(start) : undefined;
    const interacted = (event: Event) => (pause ? pause.interacted(event.type) : start());
    for (const type of FIRST_INTERACTIONS) {
      window.addEventListener(type, interacted, { passive: true, signal: controller.signal });
    }
    return () => {
      pause?.cancel();
      controller.abort();
    };
  }, [preloads, wait]);
}

/** `load` as one of the preloads: a failure is left to the opening, which fetches again. */
export const quietly = (load: () => Promise<unknown>) => (): void =>
  void load().catch(() => undefined);
