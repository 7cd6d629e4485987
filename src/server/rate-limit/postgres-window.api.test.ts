import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseUrl } from '@server/test-support/test-database';
import { postgresWindow } from './postgres-window';

// The shared windows of several server processes (decision 0011); PGlite keeps them in memory
// (window-limiter.test.ts).
describe.runIf(testDatabaseUrl())('rate-limit windows in PostgreSQL', async () => {
  const database = await createTestDatabase({ poolSize: 10 });
  afterAll(() => database.drop());
  let clock = 1_000_000;
  const window = (name: string, limit: number) =>
    postgresWindow(database.db, { name, limit, windowMs: 60_000, now: () => clock });

  it('lets exactly `limit` of many parallel events through', async () => {
    const limited = window('parallel', 10);
    const takes = await Promise.all(Array.from({ length: 30 }, () => limited.take('ada')));
    const admitted = takes.flatMap((t) => (t.admitted ? [t.count] : []));
    expect(admitted.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(takes.filter((t) => !t.admitted)).toHaveLength(20);
  });

  it('reports the wait until the oldest event leaves; one slot frees at a time', async () => {
    const limited = window('sliding', 3);
    await limited.take('a');
    clock += 10_000;
    await limited.take('a');
    await limited.take('a');
    expect(await limited.take('a')).toEqual({ admitted: false, waitMs: 50_000 });
    expect(await limited.waitMs('a')).toBe(50_000);
    clock += 50_000;
    expect(await limited.waitMs('a')).toBe(0);
    expect(await limited.take('a')).toMatchObject({ admitted: true, count: 3 });
    expect(await limited.waitMs('a')).toBe(10_000);
  });

  it('keeps keys and windows apart', async () => {
    const first = window('first', 1);
    const second = window('second', 1);
    await first.take('a');
    expect(await first.waitMs('b')).toBe(0);
    expect(await second.waitMs('a')).toBe(0);
  });

  it('takes back a released event, and forgets a cleared key', async () => {
    const limited = window('release', 2);
    const one = await limited.take('a');
    clock += 1;
    const two = await limited.take('a');
    expect(await limited.waitMs('a')).toBeGreaterThan(0);
    if (!two.admitted || !one.admitted) throw new Error('both should count');
    await limited.release('a', two.time);
    expect(await limited.waitMs('a')).toBe(0);
    // Releasing what is not held changes nothing.
    await limited.release('a', 42);
    await limited.take('a');
    expect(await limited.waitMs('a')).toBeGreaterThan(0);
    await limited.clear('a');
    expect(await limited.waitMs('a')).toBe(0);
  });
});
