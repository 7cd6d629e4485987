/**
 * Runs the tasks given to it one at a time, in the order they were given: each starts when the
 * one before has settled, whether it resolved or threw. A task must not wait for a later task
 * of the same lane.
 */
export function createSerialLane() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = last.then(task);
    last = result.catch(() => undefined);
    return result;
  };
}
