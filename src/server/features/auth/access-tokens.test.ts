import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './access-tokens';

const SECRET = 'unit-secret-unit-secret-unit-secret-0123456';
const SESSION = {
  userId: '0b8a3c52-51c7-4a43-9d47-3f0d1c1f5e6a',
  sessionId: '5d0c8c1e-2f6b-4f55-8a7e-6c3f4f8d9b21',
};

/** Tokens on a clock the test moves: `clock.ms` is Date.now's stand-in. */
function tokensOnClock(ttlSeconds = 900) {
  const clock = { ms: Date.UTC(2026, 10, 28, 9, 0, 0) };
  return { clock, tokens: createAccessTokens(SECRET, ttlSeconds, () => clock.ms) };
}

const refused = { code: 'invalid_jwt', status: 401 };

describe('access tokens', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks a token’s signature once, then knows it (decision 0074)', async () => {
    const { tokens } = tokensOnClock();
    const { token } = await tokens.issue(SESSION);
    const verify = vi.spyOn(crypto.subtle, 'verify');
    expect(await tokens.verify(token)).toEqual(SESSION);
    expect(await tokens.verify(token)).toEqual(SESSION);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('refuses a known token from the second it expires', async () => {
    const { clock, tokens } = tokensOnClock(900);
    const { token, expiresAt } = await tokens.issue(SESSION);
    expect(await tokens.verify(token)).toEqual(SESSION);
    clock.ms = expiresAt * 1000 - 1;
    expect(await tokens.verify(token)).toEqual(SESSION);
    clock.ms = expiresAt * 1000;
    await expect(tokens.verify(token)).rejects.toMatchObject(refused);
  });

  it('refuses a known token’s claims under another signature, and its signature on other claims', async () => {
    const { tokens } = tokensOnClock();
    const first = (await tokens.issue(SESSION)).token;
    const second = (await tokens.issue({ ...SESSION, sessionId: crypto.randomUUID() })).token;
    await tokens.verify(first);
    await tokens.verify(second);
    const [header, payload, signature] = first.split('.');
    const [, otherPayload, otherSignature] = second.split('.');
    await expect(tokens.verify(`${header}.${otherPayload}.${signature}`)).rejects.toMatchObject(
      refused,
    );
    await expect(tokens.verify(`${header}.${payload}.${otherSignature}`)).rejects.toMatchObject(
      refused,
    );
  });

  it('refuses a token signed with another secret, known or not', async () => {
    const { tokens } = tokensOnClock();
    const other = createAccessTokens('another-secret-another-secret-another-0', 900);
    const { token } = await other.issue(SESSION);
    expect(await other.verify(token)).toEqual(SESSION);
    await expect(tokens.verify(token)).rejects.toMatchObject(refused);
  });
});
