import { describe, expect, it } from 'vitest';
import { createUserHolds } from './user-holds';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('user holds', () => {
  it('keep the user’s other work waiting until the hold ends, and nobody else’s', async () => {
    expect(createUserHolds().untilFree('alice')).toBeUndefined();
    const holds = createUserHolds();
    const log: string[] = [];
    let finish = () => {};
    const held = holds.hold('alice', async () => {
      log.push('hold starts');
      await holds.untilFree('alice'); // the holder's own work goes on
      log.push('holder works');
      await new Promise<void>((resolve) => (finish = resolve));
      log.push('hold ends');
    });
    await tick();
    const alice = Promise.resolve(holds.untilFree('alice')).then(() => log.push('alice goes'));
    const bob = Promise.resolve(holds.untilFree('bob')).then(() => log.push('bob goes'));
    await tick();
    expect(log).toEqual(['hold starts', 'holder works', 'bob goes']);
    finish();
    await Promise.all([held, alice, bob]);
    expect(log).toEqual(['hold starts', 'holder works', 'bob goes', 'hold ends', 'alice goes']);
  });

  it('run one hold of a user at a time, in turn, past one that throws', async () => {
    const holds = createUserHolds();
    const log: string[] = [];
    const work = (name: string, fail = false) =>
      holds.hold('alice', async () => {
        log.push(`start ${name}`);
        await tick();
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
      });
    const results = await Promise.allSettled([work('a', true), work('b'), work('c')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('no longer let work the holder started through once the hold has ended', async () => {
    const holds = createUserHolds();
    const log: string[] = [];
    let started: Promise<unknown> = Promise.resolve();
    await holds.hold('alice', async () => {
      // A timer set inside the hold runs in its context, after it has ended.
      started = new Promise((resolve) =>
        setTimeout(
          () =>
            resolve(Promise.resolve(holds.untilFree('alice')).then(() => log.push('timer goes'))),
          10,
        ),
      );
    });
    const other = holds.hold('alice', async () => {
      log.push('other hold');
      await new Promise((resolve) => setTimeout(resolve, 30));
      log.push('other hold ends');
    });
    await Promise.all([other, started]);
    expect(log).toEqual(['other hold', 'other hold ends', 'timer goes']);
  });
});
