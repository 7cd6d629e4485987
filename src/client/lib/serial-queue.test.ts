import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serial-queue';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSerialQueue', () => {
  it('starts a task only after the one before it settled, failures included', async () => {
    const queue = createSerialQueue();
    const log: string[] = [];
    let finishFirst: () => void = () => undefined;
    const first = queue.run(
      () =>
        new Promise<string>((_resolve, reject) => {
          log.push('first started');
          finishFirst = () => reject(new Error('first failed'));
        }),
    );
    const second = queue.run(async () => {
      log.push('second started');
      return 'second';
    });

    await settle();
    expect(log).toEqual(['first started']);
    finishFirst();
    await expect(first).rejects.toThrow('first failed');
    await expect(second).resolves.toBe('second');
    expect(log).toEqual(['first started', 'second started']);
  });
});
