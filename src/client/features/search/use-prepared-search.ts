import { useEffect } from 'react';
import { whenIdle } from '@client/lib/when-idle';
import type { VideoFilter } from './search';

// Videos indexed per idle task: a millisecond or two of work, so that none is a long task a
// scroll or a key would wait behind.
const PREPARED_PER_TASK = 2000;

/**
 * Makes `filter`'s search index while the page is idle (docs/product/large-libraries.md): the first
 * key typed then scans a ready index instead of lower-casing and indexing the whole library.
 */
export function usePreparedSearch(filter: VideoFilter): void {
  useEffect(() => {
    let current = true;
    const step = () => {
      if (current && filter.prepare(PREPARED_PER_TASK)) whenIdle(step);
    };
    whenIdle(step);
    return () => {
      current = false;
    };
  }, [filter]);
}
