import { describe, expect, it } from 'vitest';
import type { Subscription } from '@shared/contracts/subscriptions';
import { ASKED_CHECK_WAIT_MS, CHECK_POLL_MS, isAwaited, pollInterval } from './check-polling';

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

const askedNow = { id: 'a', askedAt: now - 1_000, lastCheckedAt: checkedAt };

describe('reading the list again while checks are awaited', () => {
  it('reads every few seconds while one waits for its first check', () => {
    expect(pollInterval([subscription(), subscription({ status: 'waiting' })], [], now)).toBe(
      CHECK_POLL_MS,
    );
  });

  it('stops when none waits, and before the list is in', () => {
    expect(pollInterval([subscription()], [], now)).toBe(false);
    expect(pollInterval([], [], now)).toBe(false);
    expect(pollInterval(undefined, [askedNow], now)).toBe(false);
  });

  it('reads while an asked check has not come, until it has', () => {
    expect(isAwaited(subscription(), [askedNow], now)).toBe(true);
    expect(pollInterval([subscription()], [askedNow], now)).toBe(CHECK_POLL_MS);

    const checked = subscription({ lastCheckedAt: '2026-11-24T12:00:01.000Z' });
    expect(isAwaited(checked, [askedNow], now)).toBe(false);
    expect(pollInterval([checked], [askedNow], now)).toBe(false);
  });

  it('gives up on an asked check after a while, and awaits none of a paused one', () => {
    const later = now + ASKED_CHECK_WAIT_MS;
    expect(isAwaited(subscription(), [askedNow], later)).toBe(false);
    expect(isAwaited(subscription({ status: 'paused' }), [askedNow], now)).toBe(false);
    expect(isAwaited(subscription({ id: 'b' }), [askedNow], now)).toBe(false);
  });
});
