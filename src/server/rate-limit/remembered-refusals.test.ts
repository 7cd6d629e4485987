import { describe, expect, it } from 'vitest';
import type { RateWindow } from './rate-window';
import { rememberRefusals } from './remembered-refusals';
import { memoryWindow } from './window-limiter';

/** A window of `limit` a minute, and how often its store was asked. */
function countedWindow(limit: number, now: () => number) {
  const inner = memoryWindow({ limit, windowMs: 60_000, maxKeys: 100, now });
  const asked = { count: 0 };
  const ask = <T>(answer: T): T => {
    asked.count++;
    return answer;
  };
  const window: RateWindow = {
    take: (key) => ask(inner.take(key)),
    waitMs: (key) => ask(inner.waitMs(key)),
    release: (key, time) => ask(inner.release(key, time)),
    clear: (key) => ask(inner.clear(key)),
  };
  return { window, asked };
}

describe('rememberRefusals', () => {
  it('refuses a refused key from memory, with the wait left, until its wait is over', async () => {
    let clock = 0;
    const now = () => clock;
    const { window, asked } = countedWindow(2, now);
    const remembered = rememberRefusals(window, { maxKeys: 10, now });
    expect((await remembered.take('a')).admitted).toBe(true);
    clock = 10_000;
    expect((await remembered.take('a')).admitted).toBe(true);
    expect(await remembered.take('a')).toEqual({ admitted: false, waitMs: 50_000 });
    const askedBefore = asked.count;

    clock = 30_000;
    expect(await remembered.take('a')).toEqual({ admitted: false, waitMs: 30_000 });
    expect(await remembered.waitMs('a')).toBe(30_000);
    expect(asked.count).toBe(askedBefore);
    // Another key is the store's to answer.
    expect((await remembered.take('b')).admitted).toBe(true);

    clock = 60_000;
    expect((await remembered.take('a')).admitted).toBe(true);
    expect(await remembered.take('a')).toEqual({ admitted: false, waitMs: 10_000 });
  });

  it('forgets a cleared key, and remembers at most maxKeys', async () => {
    const now = () => 0;
    const { window, asked } = countedWindow(1, now);
    const remembered = rememberRefusals(window, { maxKeys: 2, now });
    for (const key of ['a', 'b', 'c']) {
      await remembered.take(key);
      expect((await remembered.take(key)).admitted).toBe(false);
    }
    // 'a' was pushed out: the store is asked again (and still refuses).
    let before = asked.count;
    expect((await remembered.take('a')).admitted).toBe(false);
    expect(asked.count).toBe(before + 1);
    before = asked.count;
    expect((await remembered.take('c')).admitted).toBe(false);
    expect(asked.count).toBe(before);

    await remembered.clear('c');
    expect((await remembered.take('c')).admitted).toBe(true);
  });
});
