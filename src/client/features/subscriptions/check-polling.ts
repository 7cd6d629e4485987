import type { Subscription } from '@shared/contracts/subscriptions';

/** How soon the list is read again once a check is awaited, and after a read that saw progress. */
export const CHECK_POLL_MS = 3_000;
/** The longest wait between reads: reads that see nothing change double it up to this. */
export const CHECK_POLL_LONGEST_MS = 30_000;
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

/** One read of the list: its subscriptions (none before the first) and when it was made. */
export interface ListRead {
  subscriptions: readonly Subscription[] | undefined;
  readAt: number;
}

/** The polling after a read: the checks still to come then, and the wait before the next read. */
export interface PollState {
  readAt: number;
  /** First checks and asked checks not made yet, one key each. */
  pending: ReadonlySet<string>;
  /** False: nothing awaited, the list is read on focus only. */
  interval: number | false;
}

/**
 * The checks not made yet at a read. An asked check counts until it is made, even once no longer
 * awaited: giving up on it is not progress, so it must not look like a change.
 */
function pendingChecks(
  subscriptions: readonly Subscription[],
  asked: readonly AskedCheck[],
): Set<string> {
  const pending = new Set<string>();
  for (const subscription of subscriptions) {
    if (subscription.status === 'waiting') pending.add(`first ${subscription.id}`);
    for (const ask of asked) {
      if (isAwaited(subscription, [ask], ask.askedAt)) {
        pending.add(`asked ${subscription.id} ${ask.askedAt}`);
      }
    }
  }
  return pending;
}

/**
 * Whether what is pending moved in a way the person waits to see: a check newly awaited (one more
 * followed, one asked) or an asked check made. First checks being made one by one are not such a
 * move: an import's hundreds come over the whole poll interval, and reading the full list every
 * few seconds for that long would be a waste.
 */
const movedNoticeably = (before: ReadonlySet<string>, after: ReadonlySet<string>) =>
  [...after].some((key) => !before.has(key)) ||
  [...before].some((key) => key.startsWith('asked ') && !after.has(key));

/**
 * How long until the list is read again. Never while no subscription awaits its first check or
 * an asked one (focus still reads it). Otherwise CHECK_POLL_MS when polling starts, and whenever
 * a check is newly awaited or an asked one made (movedNoticeably); each other read doubles the
 * wait, up to CHECK_POLL_LONGEST_MS, so a long list whose first checks come one by one (an
 * import's) is not read in full every few seconds. The same read seen again (TanStack Query asks at
 * every render) keeps its wait.
 */
export function nextPoll(
  previous: PollState | undefined,
  read: ListRead,
  asked: readonly AskedCheck[],
  now: number,
): PollState {
  const subscriptions = read.subscriptions ?? [];
  const pending = pendingChecks(subscriptions, asked);
  const awaiting = subscriptions.some(
    (subscription) => subscription.status === 'waiting' || isAwaited(subscription, asked, now),
  );
  const state = (interval: number | false): PollState => ({
    readAt: read.readAt,
    pending,
    interval: awaiting ? interval : false,
  });
  if (previous === undefined || previous.interval === false) return state(CHECK_POLL_MS);
  if (movedNoticeably(previous.pending, pending)) return state(CHECK_POLL_MS);
  if (previous.readAt === read.readAt) return state(previous.interval);
  return state(Math.min(previous.interval * 2, CHECK_POLL_LONGEST_MS));
}
