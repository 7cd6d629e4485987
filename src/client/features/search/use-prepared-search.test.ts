import { describe, expect, it } from 'vitest';
import { prepareForATask } from './use-prepared-search';

/** A prepare with `steps` steps left, counting the steps it made. */
function preparing(steps: number) {
  const made: number[] = [];
  const prepare = (count: number) => {
    made.push(count);
    return made.length < steps;
  };
  return { prepare, made };
}

/** A clock that moves on by `perRead` ms each time it is read. */
const clockOf = (perRead: number) => {
  let now = 0;
  return () => (now += perRead);
};

describe('the search index prepared a task at a time', () => {
  it('makes steps of 2,000 videos for 5 ms, then asks for another task', () => {
    const { prepare, made } = preparing(100);
    expect(prepareForATask(prepare, clockOf(1))).toBe(true);
    // Read after each step: 1, 2, 3 and 4 ms spent go on; 5 ends it, five steps made.
    expect(made).toEqual([2000, 2000, 2000, 2000, 2000]);
  });

  it('makes one step when that one took the whole 5 ms', () => {
    const { prepare, made } = preparing(100);
    expect(prepareForATask(prepare, clockOf(5))).toBe(true);
    expect(made).toHaveLength(1);
  });

  it('stops when the index is ready, whatever time is left', () => {
    const { prepare, made } = preparing(3);
    expect(prepareForATask(prepare, clockOf(1))).toBe(false);
    expect(made).toHaveLength(3);
  });
});
