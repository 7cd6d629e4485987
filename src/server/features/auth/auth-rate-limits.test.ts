import { describe, expect, it } from 'vitest';
import { AppError, RateLimitedError } from '@server/http/app-error';
import { createAuthRateLimits, memoryWindows } from './auth-rate-limits';

const limits = (
  now = () => 0,
  onAccountLocked?: (email: string, address: string) => Promise<void>,
) =>
  createAuthRateLimits(
    {
      signInFailuresPerAccount: 10,
      signInFailuresPerIp: 50,
      signUpsPerIp: 20,
      refreshesPerIp: 60,
      bearerFailuresPerIp: 50,
      signInsPerAccount: 30,
    },
    { windows: memoryWindows(now), ...(onAccountLocked ? { onAccountLocked } : {}) },
  );

const wrongPassword = () => Promise.reject(new AppError('invalid_credentials', 401));

describe('sign-in limits', () => {
  it('count an attempt from its start: parallel guesses cannot all slip in', async () => {
    const auth = limits();
    const pending: Promise<unknown>[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    for (let i = 0; i < 10; i++) {
      pending.push(auth.signIn('addr', 'ada@example.com', () => held.then(wrongPassword)));
    }
    await expect(auth.signIn('addr', 'ada@example.com', async () => 'session')).rejects.toEqual(
      new RateLimitedError(900),
    );
    release();
    await Promise.allSettled(pending);
  });

  it('do not count a sign-in that failed for another reason (the database down)', async () => {
    const auth = limits();
    const down = () => Promise.reject(new Error('connection refused'));
    for (let i = 0; i < 20; i++) {
      await expect(auth.signIn('addr', 'ada@example.com', down)).rejects.toThrow(
        'connection refused',
      );
    }
    await expect(auth.signIn('addr', 'ada@example.com', async () => 'session')).resolves.toBe(
      'session',
    );
  });

  it('answer the wait of whichever limit frees last', async () => {
    let clock = 0;
    const auth = limits(() => clock);
    const fail = (address: string, email: string) =>
      auth.signIn(address, email, wrongPassword).catch(() => {});
    for (let i = 0; i < 10; i++) await fail('addr-2', 'ada@example.com');
    clock = 300_000;
    for (let i = 0; i < 50; i++) await fail('addr-1', `user-${i}@example.com`);

    const retryAfter = (address: string, email: string) =>
      auth
        .signIn(address, email, wrongPassword)
        .catch((e: RateLimitedError) => e.retryAfterSeconds);
    expect(await retryAfter('addr-2', 'ada@example.com')).toBe(600);
    expect(await retryAfter('addr-1', 'bob@example.com')).toBe(900);
    expect(await retryAfter('addr-1', 'ada@example.com')).toBe(900);
  });

  it('tell of a lockout once, when the failures reach the limit', async () => {
    const locked: string[] = [];
    const auth = limits(
      () => 0,
      async (email, address) => void locked.push(`${email} from ${address}`),
    );
    for (let i = 0; i < 12; i++) {
      await auth.signIn('addr', 'Ada@Example.com', wrongPassword).catch(() => {});
    }
    expect(locked).toEqual(['Ada@Example.com from addr']);
  });
});
