import { describe, expect, it } from 'vitest';
import { turnsEvery } from './next-turn';

/** Whether a turn of the event loop passed while `wait` ran: an immediate set before it ran. */
async function turnPassed(wait: () => Promise<void>): Promise<boolean> {
  let ran = false;
  setImmediate(() => (ran = true));
  await wait();
  return ran;
}

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('turns every so many milliseconds', () => {
  it('let other work in only once the budget is spent, then count again from there', async () => {
    const turn = turnsEvery(30);
    expect(await turnPassed(turn)).toBe(false);
    busyFor(35);
    expect(await turnPassed(turn)).toBe(true);
    expect(await turnPassed(turn)).toBe(false);
    busyFor(35);
    expect(await turnPassed(turn)).toBe(true);
  });
});
