import { describe, expect, it } from 'vitest';
import { createVerifiedTokens } from './verified-tokens';

const auth = (n: number) => ({ userId: `user-${n}`, sessionId: `session-${n}` });

describe('verified tokens', () => {
  it('finds a kept token until the second its exp claim is reached', () => {
    const tokens = createVerifiedTokens(10);
    tokens.keep('a.b.c', { auth: auth(1), expiresAt: 1_000 });
    expect(tokens.find('a.b.c', 999)).toEqual(auth(1));
    expect(tokens.find('a.b.c', 1_000)).toBeUndefined();
    // Forgotten once expired, even if the clock were set back.
    expect(tokens.find('a.b.c', 500)).toBeUndefined();
  });

  it('finds only the very token kept', () => {
    const tokens = createVerifiedTokens(10);
    tokens.keep('a.b.c', { auth: auth(1), expiresAt: 1_000 });
    expect(tokens.find('a.b.C', 10)).toBeUndefined();
    expect(tokens.find('a.b', 10)).toBeUndefined();
  });

  it('holds a token back before its nbf claim', () => {
    const tokens = createVerifiedTokens(10);
    tokens.keep('a.b.c', { auth: auth(1), expiresAt: 1_000, notBefore: 100 });
    expect(tokens.find('a.b.c', 99)).toBeUndefined();
    expect(tokens.find('a.b.c', 100)).toEqual(auth(1));
  });

  it('forgets the oldest kept token beyond its limit', () => {
    const tokens = createVerifiedTokens(2);
    tokens.keep('one', { auth: auth(1), expiresAt: 1_000 });
    tokens.keep('two', { auth: auth(2), expiresAt: 1_000 });
    tokens.keep('three', { auth: auth(3), expiresAt: 1_000 });
    expect(tokens.find('one', 10)).toBeUndefined();
    expect(tokens.find('two', 10)).toEqual(auth(2));
    expect(tokens.find('three', 10)).toEqual(auth(3));
  });
});
