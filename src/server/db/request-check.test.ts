import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { letIn, pendingLiveness, runChecked, settleLiveness, type Liveness } from './request-check';

class Ended extends Error {}
const liveness: Liveness = { live: sql`true`, refused: () => new Ended('ended') };

/** What a transaction's first statement does (client.ts), finding the credential `live` or not. */
function transaction(live: boolean): void {
  if (pendingLiveness()) settleLiveness(live);
}

describe('a request check', () => {
  it('says the request was let in once a transaction of its own passed it, and not before', async () => {
    const seen: boolean[] = [];
    await runChecked(
      liveness,
      async () => {
        seen.push(letIn());
        transaction(true);
        seen.push(letIn());
      },
      async () => undefined,
    );
    expect(seen).toEqual([false, true]);
    expect(letIn()).toBe(false);
    // Refused: not let in (its later transactions are refused before they open anyway).
    await runChecked(
      liveness,
      async () => {
        expect(() => transaction(false)).toThrow(Ended);
        seen.push(letIn());
      },
      async () => undefined,
    ).catch(() => {});
    expect(seen).toEqual([false, true, false]);
  });

  it('is not run again once a transaction passed it', async () => {
    const checkNow = vi.fn(async () => undefined);
    await runChecked(liveness, async () => transaction(true), checkNow);
    expect(checkNow).not.toHaveBeenCalled();
  });

  it('is run before the answer when the request opened no transaction', async () => {
    const checkNow = vi.fn(async () => transaction(true));
    await runChecked(liveness, async () => undefined, checkNow);
    expect(checkNow).toHaveBeenCalledOnce();
  });

  it('replaces the route’s own error when the credential has ended', async () => {
    const answered = runChecked(
      liveness,
      async () => {
        throw new Error('validation failed');
      },
      async () => transaction(false),
    );
    await expect(answered).rejects.toBeInstanceOf(Ended);
  });

  it('stays refused for the rest of the request, even if a route caught the refusal', async () => {
    const checkNow = vi.fn(async () => undefined);
    const answered = runChecked(
      liveness,
      async () => {
        expect(() => transaction(false)).toThrow(Ended);
        expect(() => pendingLiveness()).toThrow(Ended);
      },
      checkNow,
    );
    await expect(answered).rejects.toBeInstanceOf(Ended);
    expect(checkNow).not.toHaveBeenCalled();
  });

  it('is checked by every transaction begun while it is still pending', async () => {
    await runChecked(
      liveness,
      async () => {
        expect(pendingLiveness()).toBe(liveness);
        expect(pendingLiveness()).toBe(liveness);
        settleLiveness(true);
        expect(pendingLiveness()).toBeUndefined();
      },
      async () => undefined,
    );
  });

  it('checks nothing outside a request, or in work left behind by one that is over', async () => {
    expect(pendingLiveness()).toBeUndefined();
    let leftBehind: Promise<Liveness | undefined> | undefined;
    // checkNow leaves the check pending, so only the request's end can switch it off.
    await runChecked(
      liveness,
      async () => {
        leftBehind = new Promise((resolve) => setTimeout(() => resolve(pendingLiveness()), 10));
      },
      async () => undefined,
    );
    expect(await leftBehind).toBeUndefined();
  });
});
