/**
 * Runs the tasks given to it at most `width` at a time, in the order they were given: a task
 * starts when one running has settled, whether it resolved or threw. A task must not wait for a
 * later task of the same lane.
 */
export function createLane(width = 1) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < width) running += 1;
    // A settling task hands its place on (below), so `running` stays counted.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
