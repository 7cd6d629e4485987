import { describe, expect, it } from 'vitest';
import { createWindowLimiter } from './window-limiter';

function setup(options: { limit?: number; windowMs?: number; maxKeys?: number } = {}) {
  let clock = 1_000_000;
  const limiter = createWindowLimiter({
    limit: options.limit ?? 3,
    windowMs: options.windowMs ?? 60_000,
    maxKeys: options.maxKeys ?? 100,
    now: () => clock,
  });
  return {
    limiter,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('window limiter', () => {
  it('lets `limit` events through, then reports the wait until the oldest leaves the window', () => {
    const { limiter, advance } = setup({ limit: 3, windowMs: 60_000 });
    limiter.record('a');
    advance(10_000);
    limiter.record('a');
    limiter.record('a');
    expect(limiter.waitMs('a')).toBe(50_000);
    advance(49_999);
    expect(limiter.waitMs('a')).toBe(1);
    advance(1);
    expect(limiter.waitMs('a')).toBe(0);
    // One slot came free, not three: the other two are 10 s younger.
    limiter.record('a');
    expect(limiter.waitMs('a')).toBe(10_000);
  });

  it('counts keys apart', () => {
    const { limiter } = setup({ limit: 1 });
    limiter.record('a');
    expect(limiter.waitMs('a')).toBeGreaterThan(0);
    expect(limiter.waitMs('b')).toBe(0);
  });

  it('takes back a released event and forgets a cleared key', () => {
    const { limiter, advance } = setup({ limit: 2 });
    limiter.record('a');
    advance(1_000);
    const second = limiter.record('a');
    expect(limiter.waitMs('a')).toBeGreaterThan(0);
    limiter.release('a', second);
    expect(limiter.waitMs('a')).toBe(0);
    limiter.record('a');
    limiter.clear('a');
    expect(limiter.waitMs('a')).toBe(0);
    expect(limiter.size).toBe(0);
  });

  it('ignores a release of an event it no longer holds', () => {
    const { limiter, advance } = setup({ limit: 1, windowMs: 1_000 });
    const old = limiter.record('a');
    advance(1_000);
    const fresh = limiter.record('a');
    limiter.release('a', old);
    expect(limiter.waitMs('a')).toBe(1_000);
    limiter.release('a', fresh);
    expect(limiter.waitMs('a')).toBe(0);
  });

  it('forgets keys whose events have all expired, without being asked about them', () => {
    const { limiter, advance } = setup({ windowMs: 60_000 });
    for (let i = 0; i < 50; i++) limiter.record(`old-${i}`);
    expect(limiter.size).toBe(50);
    advance(60_000);
    limiter.record('new');
    expect(limiter.size).toBe(1);
  });

  it('keeps at most maxKeys, forgetting the key recorded longest ago', () => {
    const { limiter, advance } = setup({ limit: 1, maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) {
      limiter.record(key);
      advance(1);
    }
    // Recording again moves 'a' to the back: 'b' is now the one recorded longest ago.
    limiter.record('a');
    limiter.record('d');
    expect(limiter.size).toBe(3);
    expect(limiter.waitMs('b')).toBe(0);
    for (const key of ['a', 'c', 'd']) expect(limiter.waitMs(key), key).toBeGreaterThan(0);
  });

  it('stays bounded under a spray of distinct keys', () => {
    const { limiter, advance } = setup({ maxKeys: 1_000 });
    for (let i = 0; i < 20_000; i++) {
      limiter.record(`spray-${i}@example.com`);
      advance(1);
    }
    expect(limiter.size).toBe(1_000);
  });
});
