import { describe, expect, it } from 'vitest';
import { prepareWithin } from './use-prepared-search';

/** A prepare with `steps` steps left, counting the steps it made. */
function preparing(steps: number) {
  const made: number[] = [];
  const prepare = (count: number) => {
    made.push(count);
    return made.length < steps;
  };
  return { prepare, made };
}

/** An idle period whose time left falls by `perStep` ms with each call. */
const idleFor = (ms: number, perStep: number, didTimeout = false) => {
  let left = ms + perStep;
  return { didTimeout, timeRemaining: () => (left -= perStep) };
};

describe('the search index prepared while the page is idle', () => {
  it('makes as many steps as the idle period has room for, then asks for another', () => {
    const { prepare, made } = preparing(100);
    expect(prepareWithin(prepare, idleFor(7, 1))).toBe(true);
    // Read after each step: 6 and 5 ms left go on; 4 (4 or less) ends it, three steps made.
    expect(made).toHaveLength(3);
    expect(made.every((count) => count === 2000)).toBe(true);
  });

  it('prepares for 5 ms at most in one task, however long the idle period', () => {
    const { prepare, made } = preparing(100);
    expect(prepareWithin(prepare, idleFor(50, 1))).toBe(true);
    // 49, 48, 47, 46 ms left go on; 45 (5 ms spent) ends it, five steps made.
    expect(made).toHaveLength(5);
  });

  it('stops when the index is ready, whatever time is left', () => {
    const { prepare, made } = preparing(3);
    expect(prepareWithin(prepare, idleFor(50, 1))).toBe(false);
    expect(made).toHaveLength(3);
  });

  it('makes one step where no deadline is told, or the idle callback came by its timeout', () => {
    for (const deadline of [undefined, idleFor(50, 1, true)]) {
      const { prepare, made } = preparing(100);
      expect(prepareWithin(prepare, deadline)).toBe(true);
      expect(made).toHaveLength(1);
    }
  });
});
