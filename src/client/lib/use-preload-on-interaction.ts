import { useEffect } from 'react';
import { whenIdle } from './when-idle';

const FIRST_INTERACTIONS = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Starts each of `preloads` once, after the user's first move of the pointer, touch or key
 * press: code that only a user's action can need is fetched before that action, yet never with
 * the page. Each in an idle task of its own, not in the interaction's event
 * (docs/product/large-libraries.md): starting an import appends its chunks' preload links, tens of
 * milliseconds for a few dialogs on a slow machine, which the first key typed would otherwise wait
 * behind.
 */
export function usePreloadOnInteraction(preloads: readonly (() => void)[]): void {
  useEffect(() => {
    const controller = new AbortController();
    const preloadOnce = () => {
      controller.abort();
      for (const preload of preloads) whenIdle(preload);
    };
    for (const type of FIRST_INTERACTIONS) {
      window.addEventListener(type, preloadOnce, { passive: true, signal: controller.signal });
    }
    return () => controller.abort();
  }, [preloads]);
}

/** `load` as one of the preloads: a failure is left to the opening, which fetches again. */
export const quietly = (load: () => Promise<unknown>) => (): void =>
  void load().catch(() => undefined);
