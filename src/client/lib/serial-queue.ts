/**
 * Runs async tasks one after another, in the order they were queued, whatever each one's
 * outcome: drag-and-drop moves reach the server in the order the user made them.
 */
export interface SerialQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run(task) {
      const result = tail.then(task);
      // The next task waits for this one to settle, not to succeed.
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
