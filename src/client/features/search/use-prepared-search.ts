import { useEffect } from 'react';
import { inNextTask } from '@client/lib/next-task';
import type { VideoFilter } from './search';

// Videos indexed at a time: about half a millisecond of work.
const PREPARED_PER_STEP = 2000;
// The most one task prepares for: a key pressed meanwhile waits for the task to end, so it waits
// this long at most.
const TASK_MS = 5;

/** Prepares steps of the index for TASK_MS (at least one); true while some are left. */
export function prepareForATask(
  prepare: VideoFilter['prepare'],
  now: () => number = () => performance.now(),
): boolean {
  const started = now();
  for (;;) {
    if (!prepare(PREPARED_PER_STEP)) return false;
    if (now() - started >= TASK_MS) return true;
  }
}

/**
 * Makes `filter`'s search index as soon as the library is shown (docs/product/large-libraries.md):
 * the first key typed then scans a ready index instead of lower-casing and indexing the whole
 * library. In tasks of a few milliseconds, so that a key typed meanwhile is hardly held up, but not
 * in idle periods: right after a load they are few and short (the first frames, the local copy
 * being written), and a key typed then found half the index still to make (decision 0103).
 */
export function usePreparedSearch(filter: VideoFilter): void {
  useEffect(() => {
    let current = true;
    const step = () => {
      if (current && prepareForATask(filter.prepare)) inNextTask(step);
    };
    inNextTask(step);
    return () => {
      current = false;
    };
  }, [filter]);
}
