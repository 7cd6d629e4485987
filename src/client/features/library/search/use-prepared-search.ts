import { useEffect } from 'react';
import type { Video } from '@shared/contracts/library';
import { whenIdle } from '@client/lib/when-idle';
import { prepareSearch } from './search';

// Videos prepared per idle task: a millisecond or two of work, so that none is a long task a
// scroll or a key would wait behind.
const PREPARED_PER_TASK = 2000;

/**
 * Makes the search index of `videos` while the page is idle (issue 20): the first key typed
 * then scans prepared text instead of lower-casing the whole library.
 */
export function usePreparedSearch(videos: readonly Video[]): void {
  useEffect(() => {
    let next = 0;
    let current = true;
    const step = () => {
      if (!current) return;
      next = prepareSearch(videos, next, PREPARED_PER_TASK);
      if (next < videos.length) whenIdle(step);
    };
    whenIdle(step);
    return () => {
      current = false;
    };
  }, [videos]);
}
