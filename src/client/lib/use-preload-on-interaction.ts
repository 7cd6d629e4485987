import { useEffect } from 'react';

const FIRST_INTERACTIONS = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Calls `preload` once, at the user's first move of the pointer, touch or key press: code that
 * only a user's action can need is fetched before that action, yet never with the page.
 */
export function usePreloadOnInteraction(preload: () => void): void {
  useEffect(() => {
    const controller = new AbortController();
    const preloadOnce = () => {
      controller.abort();
      preload();
    };
    for (const type of FIRST_INTERACTIONS) {
      window.addEventListener(type, preloadOnce, { passive: true, signal: controller.signal });
    }
    return () => controller.abort();
  }, [preload]);
}
