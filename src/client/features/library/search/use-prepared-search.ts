import { useEffect } from 'react';
import type { Video } from '@shared/contracts/library';
import { prepareSearch } from './search';

// Without requestIdleCallback (Safari): slices of this long, one per task.
const FALLBACK_SLICE_MS = 8;
// An idle period's last milliseconds are left to the browser.
const IDLE_MARGIN_MS = 2;

/**
 * Makes the search index of `videos` while the page is idle, in slices (issue 20): the first
 * key typed then scans prepared text instead of lower-casing the whole library, and no slice is
 * a long task that a scroll or a key would wait behind.
 */
export function usePreparedSearch(videos: readonly Video[]): void {
  useEffect(() => {
    let next = 0;
    let cancel: () => void = () => undefined;
    const slice = (more: () => boolean) => {
      next = prepareSearch(videos, next, more);
      if (next < videos.length) schedule();
    };
    function schedule() {
      if ('requestIdleCallback' in window) {
        const handle = requestIdleCallback((deadline) =>
          slice(() => deadline.timeRemaining() > IDLE_MARGIN_MS),
        );
        cancel = () => cancelIdleCallback(handle);
      } else {
        const handle = setTimeout(() => {
          const until = performance.now() + FALLBACK_SLICE_MS;
          slice(() => performance.now() < until);
        });
        cancel = () => clearTimeout(handle);
      }
    }
    schedule();
    return () => cancel();
  }, [videos]);
}
