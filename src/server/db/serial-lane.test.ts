import { describe, expect, it } from 'vitest';
import { createSerialLane } from './serial-lane';

describe('a serial lane', () => {
  it('runs one task at a time, in the order given, past a task that throws', async () => {
    const lane = createSerialLane();
    const log: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`end ${name}`);
        if (fail) throw new Error(`${name} failed`);
        return name;
      };
    const results = await Promise.allSettled([
      lane(task('a')),
      lane(task('b', true)),
      lane(task('c')),
    ]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
