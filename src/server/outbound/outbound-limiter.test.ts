import { describe, expect, it } from 'vitest';
import { OutboundError } from './outbound-error';
import { createOutboundLimiter } from './outbound-limiter';

/** A task that runs until the test finishes it, remembering when it started. */
function taskLog() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  let running = 0;
  let mostRunning = 0;
  const task = (name: string) => () => {
    started.push(name);
    running += 1;
    mostRunning = Math.max(mostRunning, running);
    return new Promise<string>((resolve) => {
      finishers.set(name, () => {
        running -= 1;
        resolve(name);
      });
    });
  };
  return {
    started,
    task,
    mostRunning: () => mostRunning,
    /** Finishes a running task and lets the limiter hand its slot on. */
    finish: async (name: string) => {
      const finisher = finishers.get(name);
      if (!finisher) throw new Error(`${name} is not running`);
      finisher();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

/** A deadline that never comes (one each: a signal shared by thousands would warn). */
const never = () => new AbortController().signal;
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the outbound limiter', () => {
  it('runs at most its number of requests at once, the rest as slots free', async () => {
    const limiter = createOutboundLimiter({ maxInFlight: 3, maxBytesInFlight: 1000 });
    const log = taskLog();
    const runs = Array.from({ length: 10 }, (_, i) =>
      limiter.run('a', 1, never(), log.task(`a${i}`)),
    );
    await settle();
    expect(log.started).toEqual(['a0', 'a1', 'a2']);
    for (let i = 0; i < 10; i++) await log.finish(`a${i}`);
    expect(await Promise.all(runs)).toHaveLength(10);
    expect(log.mostRunning()).toBe(3);
  });

  it('holds the bytes in flight to its budget, each request counted at its cap', async () => {
    const limiter = createOutboundLimiter({ maxInFlight: 100, maxBytesInFlight: 5 });
    const log = taskLog();
    for (let i = 0; i < 6; i++) void limiter.run('a', 2, never(), log.task(`a${i}`));
    await settle();
    // 2 + 2 fit in 5; a third 2 would not.
    expect(log.started).toEqual(['a0', 'a1']);
    await log.finish('a0');
    expect(log.started).toEqual(['a0', 'a1', 'a2']);
    expect(log.mostRunning()).toBe(2);
  });

  it('runs a request larger than the whole budget alone, rather than never', async () => {
    const limiter = createOutboundLimiter({ maxInFlight: 10, maxBytesInFlight: 5 });
    const log = taskLog();
    void limiter.run('a', 1, never(), log.task('small'));
    void limiter.run('a', 50, never(), log.task('huge'));
    void limiter.run('a', 1, never(), log.task('after'));
    await settle();
    expect(log.started).toEqual(['small']);
    await log.finish('small');
    expect(log.started).toEqual(['small', 'huge']);
    await log.finish('huge');
    expect(log.started).toEqual(['small', 'huge', 'after']);
  });

  it('serves another user’s single request next, however many one user has waiting', async () => {
    const limiter = createOutboundLimiter({ maxInFlight: 1, maxBytesInFlight: 1000 });
    const log = taskLog();
    // An import's thousands of lookups, then someone else's one add.
    for (let i = 0; i < 2000; i++) void limiter.run('importer', 1, never(), log.task(`i${i}`));
    void limiter.run('adder', 1, never(), log.task('add'));
    await settle();
    expect(log.started).toEqual(['i0']);
    await log.finish('i0');
    expect(log.started).toEqual(['i0', 'add']);
    await log.finish('add');
    expect(log.started).toEqual(['i0', 'add', 'i1']);
  });

  it('takes users in turn: each waiting user once before anyone twice', async () => {
    const limiter = createOutboundLimiter({ maxInFlight: 1, maxBytesInFlight: 1000 });
    const log = taskLog();
    for (let i = 0; i < 3; i++) void limiter.run('a', 1, never(), log.task(`a${i}`));
    for (let i = 0; i < 3; i++) void limiter.run('b', 1, never(), log.task(`b${i}`));
    void limiter.run('c', 1, never(), log.task('c0'));
    await settle();
    for (let i = 0; i < 7; i++) await log.finish(log.started.at(-1)!);
    expect(log.started).toEqual(['a0', 'b0', 'c0', 'a1', 'b1', 'a2', 'b2']);
  });

  it('fails a request whose deadline passes while it waits, without running it; the others go on', async () => {
    const limiter = createOutboundLimiter({ maxInFlight: 1, maxBytesInFlight: 1000 });
    const log = taskLog();
    void limiter.run('a', 1, never(), log.task('first'));
    const deadline = new AbortController();
    const late = limiter.run('b', 1, deadline.signal, log.task('late'));
    const next = limiter.run('c', 1, never(), log.task('next'));
    await settle();
    deadline.abort();
    const failure = await late.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OutboundError);
    expect(failure).toMatchObject({ reason: 'busy', retry: true });
    await log.finish('first');
    await log.finish('next');
    expect(await next).toBe('next');
    expect(log.started).toEqual(['first', 'next']);
  });

  it('refuses at once a request whose deadline has passed already', async () => {
    const limiter = createOutboundLimiter({ maxInFlight: 1, maxBytesInFlight: 1000 });
    const log = taskLog();
    const failure = await limiter
      .run('a', 1, AbortSignal.abort(), log.task('too late'))
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ reason: 'busy' });
    expect(log.started).toEqual([]);
  });

  it('frees the slot of a request that fails', async () => {
    const limiter = createOutboundLimiter({ maxInFlight: 1, maxBytesInFlight: 1000 });
    const failed = limiter.run('a', 1, never(), () => Promise.reject(new Error('refused')));
    await expect(failed).rejects.toThrow('refused');
    expect(await limiter.run('a', 1, never(), () => Promise.resolve('next'))).toBe('next');
  });
});
