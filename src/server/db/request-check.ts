import { AsyncLocalStorage } from 'node:async_hooks';
import type { SQL } from 'drizzle-orm';

/**
 * What makes a signed-in request's credential still good (its session live, its API token not
 * revoked): a boolean SQL condition, and the error that answers it when false. Decision 0061.
 */
export interface Liveness {
  live: SQL;
  refused: () => Error;
}

/** One request's check: still to be run, passed, refused, or the request is over. */
interface RequestCheck {
  liveness: Liveness;
  state: 'pending' | 'passed' | 'refused' | 'over';
}

const current = new AsyncLocalStorage<RequestCheck>();

/**
 * Runs `handle` (the rest of a signed-in request) with `liveness` pending: the first transaction
 * it opens, through either door of the database, checks it in its first statement. A request
 * that opened none (or failed before its first) is checked by `checkNow` before it answers, so
 * no route can forget the check; a refusal replaces whatever the route answered.
 */
export function runChecked(
  liveness: Liveness,
  handle: () => Promise<void>,
  checkNow: () => Promise<unknown>,
): Promise<void> {
  const check: RequestCheck = { liveness, state: 'pending' };
  return current.run(check, async () => {
    try {
      let failure: { error: unknown } | undefined;
      try {
        await handle();
      } catch (error) {
        failure = { error };
      }
      if (pendingLiveness()) await checkNow();
      if (failure) throw failure.error;
    } finally {
      check.state = 'over';
    }
  });
}

/**
 * The condition the transaction being opened must check, if any. A check already refused stays
 * refused (a handler that caught the 401 gets it again), and a request that is over checks
 * nothing: work it woke in the background (imports, lookups) inherits its context.
 */
export function pendingLiveness(): Liveness | undefined {
  const check = current.getStore();
  if (!check || check.state === 'passed' || check.state === 'over') return undefined;
  if (check.state === 'refused') throw check.liveness.refused();
  return check.liveness;
}

/**
 * Whether the request has held the database before: its credential was checked, and passed, in
 * an earlier transaction of its own (decision 0068).
 */
export const letIn = (): boolean => current.getStore()?.state === 'passed';

/** Records what the check found; throws the refusal when the credential is no longer good. */
export function settleLiveness(live: boolean): void {
  const check = current.getStore();
  if (!check || check.state === 'over') return;
  check.state = live ? 'passed' : 'refused';
  if (!live) throw check.liveness.refused();
}
