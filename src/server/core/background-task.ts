import { loggableError } from '@server/db/errors';

/** What a background task's run can ask of its runner. */
export interface TaskControl {
  /** True once stop() was called: the run should end at the next safe point. */
  stopped(): boolean;
  /** Runs the task again in `ms` (a pause the task decides itself). */
  later(ms: number): void;
}

export interface BackgroundTask {
  /** Starts a run, or one more after the current one if it is running. */
  wake(): void;
  /** Resolves once no run is in progress or asked for (a pause the task set may follow). */
  settled(): Promise<void>;
  /** Lets the run in progress end, then runs no more. */
  stop(): Promise<void>;
}

/**
 * A piece of background work whose state is all in the database (an import's chunks, lookups
 * still to make): one run at a time, woken whenever there may be work, and tried again
 * `retryMs` later when a run fails (the database away), so it never stops the server.
 */
export function backgroundTask(
  name: string,
  run: (control: TaskControl) => Promise<void>,
  retryMs: number,
): BackgroundTask {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const control: TaskControl = {
    stopped: () => stopped,
    later(ms) {
      clearTimeout(timer);
      timer = setTimeout(wake, ms);
      timer.unref();
    },
  };

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run(control)
      .catch((error: unknown) => {
        console.error(
          `${name} paused after an error; trying again shortly: ${loggableError(error)}`,
        );
        control.later(retryMs);
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  return {
    wake,
    async settled() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
