import { useEffect } from 'react';
import { whenIdle } from '@client/lib/when-idle';
import type { VideoFilter } from './search';

// Videos indexed at a time: about a millisecond of work, so that none is a long task a scroll or
// a key would wait behind.
const PREPARED_PER_STEP = 2000;
// An idle period with less left than this ends the preparation until the next one.
const STEP_MS = 4;
// The most one idle task prepares for, however long the idle period: a key pressed meanwhile waits
// for the task to end (an idle period lasts up to 50 ms), so it waits this long at most.
const TASK_MS = 5;

/**
 * Prepares as many steps of the index as the idle period has room for, within TASK_MS (at least
 * one; one alone where the browser tells no deadline); true while some are left.
 */
export function prepareWithin(
  prepare: VideoFilter['prepare'],
  deadline: Pick<IdleDeadline, 'didTimeout' | 'timeRemaining'> | undefined,
): boolean {
  const startedWith = deadline?.timeRemaining() ?? 0;
  for (;;) {
    if (!prepare(PREPARED_PER_STEP)) return false;
    if (!deadline || deadline.didTimeout) return true;
    const left = deadline.timeRemaining();
    if (left <= STEP_MS || startedWith - left >= TASK_MS) return true;
  }
}

/**
 * Makes `filter`'s search index while the page is idle (docs/product/large-libraries.md): the first
 * key typed then scans a ready index instead of lower-casing and indexing the whole library. As
 * many steps as each idle period has room for, so that the index is ready within the first idle
 * periods after a load, before the person has reached the search field; in tasks of a few
 * milliseconds, so that a key typed meanwhile is not held up.
 */
export function usePreparedSearch(filter: VideoFilter): void {
  useEffect(() => {
    let current = true;
    const step = (deadline?: IdleDeadline) => {
      if (current && prepareWithin(filter.prepare, deadline)) whenIdle(step);
    };
    whenIdle(step);
    return () => {
      current = false;
    };
  }, [filter]);
}
