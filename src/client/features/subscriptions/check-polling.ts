import type { Subscription } from '@shared/contracts/subscriptions';

/** How often the list is read again while a check is awaited. */
export const CHECK_POLL_MS = 3_000;
/** How long an asked check is awaited: a check that takes longer shows at the next focus. */
export const ASKED_CHECK_WAIT_MS = 60_000;

/** A "Check now" pressed: on which subscription, when, and its last check then. */
export interface AskedCheck {
  id: string;
  askedAt: number;
  lastCheckedAt: string | null;
}

/**
 * Whether the asked check of `subscription` is still awaited at `now`: asked less than
 * ASKED_CHECK_WAIT_MS ago and not checked since (paused or off, it will not be).
 */
export function isAwaited(
  subscription: Subscription,
  asked: readonly AskedCheck[],
  now: number,
): boolean {
  if (subscription.status === 'paused' || subscription.status === 'off') return false;
  return asked.some(
    (ask) =>
      ask.id === subscription.id &&
      ask.lastCheckedAt === subscription.lastCheckedAt &&
      now - ask.askedAt < ASKED_CHECK_WAIT_MS,
  );
}

/**
 * How often to read the list again: every CHECK_POLL_MS while a subscription awaits its first
 * check or an asked one; else never (focus still reads it).
 */
export function pollInterval(
  subscriptions: readonly Subscription[] | undefined,
  asked: readonly AskedCheck[],
  now: number,
): number | false {
  const awaiting = subscriptions?.some(
    (subscription) => subscription.status === 'waiting' || isAwaited(subscription, asked, now),
  );
  return awaiting ? CHECK_POLL_MS : false;
}
