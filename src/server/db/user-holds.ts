import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Per-user holds in this process: while one runs for a user, that user's other transactions
 * wait before they open (`untilFree`), and those the holder runs itself go on. What a row lock
 * on the user does on PostgreSQL for a single transaction, for work made of several
 * transactions on the embedded database (decision 0084), where a row lock guards nothing and a
 * process has the database to itself.
 */
export function createUserHolds() {
  const held = new Map<string, Promise<void>>();
  /** The hold the running code is inside of; still set in work it started, hence `active`. */
  const inside = new AsyncLocalStorage<{ userId: string; active: boolean }>();

  const holdsIt = (userId: string) => {
    const mine = inside.getStore();
    return mine !== undefined && mine.active && mine.userId === userId;
  };

  return {
    /**
     * How to wait until no other code holds `userId`: undefined when nothing is to be waited
     * for (no hold, or the holder itself asks), so that a free user's work starts as before.
     */
    untilFree(userId: string): Promise<void> | undefined {
      if (holdsIt(userId) || !held.has(userId)) return undefined;
      return (async () => {
        for (let hold = held.get(userId); hold; hold = held.get(userId)) await hold;
      })();
    },

    /** Runs `fn` holding `userId`, once any hold of theirs before it has ended. */
    async hold<T>(userId: string, fn: () => Promise<T>): Promise<T> {
      if (holdsIt(userId)) return fn();
      // Looked at and taken with no wait between, so two waiters never both take it.
      for (let hold = held.get(userId); hold; hold = held.get(userId)) await hold;
      let release = () => {};
      held.set(userId, new Promise<void>((resolve) => (release = resolve)));
      const mark = { userId, active: true };
      try {
        return await inside.run(mark, fn);
      } finally {
        mark.active = false;
        held.delete(userId);
        release();
      }
    },
  };
}
