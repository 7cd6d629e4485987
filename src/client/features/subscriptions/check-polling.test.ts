import { describe, expect, it } from 'vitest';
import type { Subscription } from '@shared/contracts/subscriptions';
import {
  ASKED_CHECK_WAIT_MS,
  CHECK_POLL_LONGEST_MS,
  CHECK_POLL_MS,
  isAwaited,
  nextPoll,
  type AskedCheck,
  type PollState,
} from './check-polling';

const now = Date.parse('2026-11-24T12:00:00.000Z');
const checkedAt = '2026-11-24T11:00:00.000Z';

const subscription = (change: Partial<Subscription> = {}): Subscription => ({
  id: 'a',
  kind: 'feed',
  title: 'A feed',
  sourceUrl: 'https://example.com/',
  feedUrl: 'https://example.com/feed.xml',
  collectionId: 'c',
  collectionName: 'Inbox',
  paused: false,
  status: 'ok',
  lastError: null,
  lastCheckedAt: checkedAt,
  lastNewAt: null,
  nextCheckAt: null,
  skippedForLimit: 0,
  newestOnly: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...change,
});

const askedNow: AskedCheck = { id: 'a', askedAt: now - 1_000, lastCheckedAt: checkedAt };
const waiting = (id: string) => subscription({ id, status: 'waiting', lastCheckedAt: null });

/** The waits chosen after each read of `lists`, one read a second, from no polling before. */
function waitsOver(lists: Subscription[][], asked: readonly AskedCheck[] = []) {
  let state: PollState | undefined;
  return lists.map((subscriptions, index) => {
    const readAt = now + index * 1_000;
    state = nextPoll(state, { subscriptions, readAt }, asked, readAt);
    return state.interval;
  });
}

describe('reading the list again while checks are awaited', () => {
  it('reads every few seconds at first while one waits for its first check', () => {
    expect(waitsOver([[subscription(), waiting('b')]])).toEqual([CHECK_POLL_MS]);
  });

  it('waits twice as long after each read that finds no change, up to a limit', () => {
    const list = [waiting('a'), waiting('b')];
    expect(waitsOver(Array<Subscription[]>(7).fill(list))).toEqual([
      3_000, 6_000, 12_000, 24_000, 30_000, 30_000, 30_000,
    ]);
    expect(CHECK_POLL_LONGEST_MS).toBe(30_000);
  });

  it('keeps backing off while first checks come one by one, as after an import', () => {
    const both = [waiting('a'), waiting('b'), waiting('c')];
    const oneChecked = [subscription({ id: 'a' }), waiting('b'), waiting('c')];
    const twoChecked = [subscription({ id: 'a' }), subscription({ id: 'b' }), waiting('c')];
    expect(waitsOver([both, both, oneChecked, twoChecked, twoChecked])).toEqual([
      3_000, 6_000, 12_000, 24_000, 30_000,
    ]);
  });

  it('reads soon again when one more is followed and waits for its first check', () => {
    const one = [waiting('a')];
    const two = [waiting('a'), waiting('b')];
    expect(waitsOver([one, one, one, two, two])).toEqual([3_000, 6_000, 12_000, 3_000, 6_000]);
  });

  it('reads soon again after a read that finds an asked check done', () => {
    const notYet = [subscription(), waiting('b')];
    const done = [subscription({ lastCheckedAt: '2026-11-24T12:00:01.000Z' }), waiting('b')];
    expect(waitsOver([notYet, notYet, done, done], [askedNow])).toEqual([
      3_000, 6_000, 3_000, 6_000,
    ]);
  });

  it('starts again from a few seconds when "Check now" is asked, on the same read', () => {
    const list = [subscription(), waiting('b')];
    let state: PollState | undefined;
    for (const index of [0, 1, 2]) {
      state = nextPoll(state, { subscriptions: list, readAt: now + index }, [], now + index);
    }
    expect(state?.interval).toBe(12_000);
    const ask = { id: 'a', askedAt: now + 5, lastCheckedAt: checkedAt };
    state = nextPoll(state, { subscriptions: list, readAt: now + 2 }, [ask], now + 5);
    expect(state.interval).toBe(CHECK_POLL_MS);
  });

  it('keeps its wait when the same read is seen again', () => {
    const list = [waiting('a')];
    const first = nextPoll(undefined, { subscriptions: list, readAt: now }, [], now);
    const second = nextPoll(first, { subscriptions: list, readAt: now + 1 }, [], now + 1);
    expect(nextPoll(second, { subscriptions: list, readAt: now + 1 }, [], now + 2).interval).toBe(
      6_000,
    );
  });

  it('does not count giving up on an asked check as a change', () => {
    const list = [subscription(), waiting('b')];
    const later = askedNow.askedAt + ASKED_CHECK_WAIT_MS;
    let state = nextPoll(undefined, { subscriptions: list, readAt: now }, [askedNow], now);
    state = nextPoll(state, { subscriptions: list, readAt: later }, [askedNow], later);
    expect(state.interval).toBe(6_000);
  });

  it('stops when none waits, and before the list is in, then starts again from a few seconds', () => {
    expect(waitsOver([[subscription()]])).toEqual([false]);
    expect(waitsOver([[]])).toEqual([false]);
    expect(nextPoll(undefined, { subscriptions: undefined, readAt: 0 }, [askedNow], now)).toEqual(
      expect.objectContaining({ interval: false }),
    );
    const list = [waiting('a')];
    expect(waitsOver([list, list, [subscription()], list])).toEqual([3_000, 6_000, false, 3_000]);
  });

  it('reads while an asked check has not come, until it has', () => {
    expect(isAwaited(subscription(), [askedNow], now)).toBe(true);
    expect(waitsOver([[subscription()]], [askedNow])).toEqual([CHECK_POLL_MS]);

    const checked = subscription({ lastCheckedAt: '2026-11-24T12:00:01.000Z' });
    expect(isAwaited(checked, [askedNow], now)).toBe(false);
    expect(waitsOver([[checked]], [askedNow])).toEqual([false]);
  });

  it('gives up on an asked check after a while, and awaits none of a paused one', () => {
    const later = now + ASKED_CHECK_WAIT_MS;
    expect(isAwaited(subscription(), [askedNow], later)).toBe(false);
    expect(isAwaited(subscription({ status: 'paused' }), [askedNow], now)).toBe(false);
    expect(isAwaited(subscription({ id: 'b' }), [askedNow], now)).toBe(false);
  });
});
