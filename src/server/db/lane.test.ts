import { describe, expect, it } from 'vitest';
import { createLane } from './lane';

/** A task that logs its start and end around a short wait, and may throw. */
const task =
  (log: string[], name: string, fail = false) =>
  async () => {
    log.push(`start ${name}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    log.push(`end ${name}`);
    if (fail) throw new Error(`${name} failed`);
    return name;
  };

describe('a lane', () => {
  it('runs one task at a time, in the order given, past a task that throws', async () => {
    const lane = createLane();
    const log: string[] = [];
    const results = await Promise.allSettled([
      lane(task(log, 'a')),
      lane(task(log, 'b', true)),
      lane(task(log, 'c')),
    ]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('runs at most its width at once, and the rest in order as places free', async () => {
    const lane = createLane(2);
    const log: string[] = [];
    await Promise.all(['a', 'b', 'c', 'd'].map((name) => lane(task(log, name))));
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
    expect(log.indexOf('start c')).toBeGreaterThan(log.indexOf('end a'));
    expect(log.indexOf('start d')).toBeGreaterThan(log.indexOf('end b'));
    let most = 0;
    let now = 0;
    for (const entry of log) most = Math.max(most, (now += entry.startsWith('start') ? 1 : -1));
    expect(most).toBe(2);
  });
});
