import { describe, expect, it } from 'vitest';
import { connectedPageUrl, parseConnectRequest } from './connect-request';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const STATE = '0123456789abcdef0123456789abcdef';
const CODE = 'K7M2QX';
const query = (params: Record<string, string>) => new URLSearchParams(params);

describe('parseConnectRequest', () => {
  it('takes an extension id of 32 letters a to p, a state of 16 to 128 URL-safe characters and a pairing code', () => {
    expect(parseConnectRequest(query({ extension: ID, state: STATE, code: CODE }))).toEqual({
      extensionId: ID,
      state: STATE,
      code: CODE,
    });
    for (const state of ['A'.repeat(16), 'x'.repeat(128), 'aZ09_-aZ09_-aZ09']) {
      expect(parseConnectRequest(query({ extension: ID, state, code: CODE })), state).toEqual({
        extensionId: ID,
        state,
        code: CODE,
      });
    }
  });

  it('refuses a missing or malformed extension id', () => {
    for (const extension of [
      '',
      ID.slice(1),
      `${ID}a`,
      'qbcdefghijklmnopabcdefghijklmnop',
      ID.toUpperCase(),
      `${ID.slice(0, 31)}/`,
      'abcdefghijklmnopabcdefghijklmno.',
      `${ID}/../x`,
    ]) {
      expect(
        parseConnectRequest(query({ extension, state: STATE, code: CODE })),
        extension,
      ).toBeNull();
    }
    expect(parseConnectRequest(query({ state: STATE, code: CODE }))).toBeNull();
  });

  it('refuses a missing or malformed state', () => {
    for (const state of [
      '',
      'a'.repeat(15),
      'a'.repeat(129),
      `${STATE}#`,
      `${STATE}&token=x`,
      `${STATE} `,
      `${STATE}=`,
      `${STATE}é`,
    ]) {
      expect(parseConnectRequest(query({ extension: ID, state, code: CODE })), state).toBeNull();
    }
    expect(parseConnectRequest(query({ extension: ID, code: CODE }))).toBeNull();
  });

  it('refuses a missing or malformed pairing code', () => {
    for (const code of [
      '',
      'K7M2Q',
      'K7M2QXY',
      'k7m2qx',
      // 0, 1, I and O are not in the alphabet: they read as one another.
      'K7M2Q0',
      'K7M2Q1',
      'K7M2QI',
      'K7M2QO',
      'K7M2Q#',
      'K7M2Q ',
    ]) {
      expect(parseConnectRequest(query({ extension: ID, state: STATE, code })), code).toBeNull();
    }
    expect(parseConnectRequest(query({ extension: ID, state: STATE }))).toBeNull();
  });
});

describe('connectedPageUrl', () => {
  it('puts the state, the pairing code, the token and the e-mail in the fragment of the extension’s page', () => {
    const url = connectedPageUrl(
      { extensionId: ID, state: STATE, code: CODE },
      { token: 'vs_pat_abc-DEF_123', email: 'ada+films@example.com' },
    );
    expect(url).toBe(
      `chrome-extension://${ID}/connected.html#state=${STATE}&code=${CODE}&token=vs_pat_abc-DEF_123&email=ada%2Bfilms%40example.com`,
    );
    const fragment = new URLSearchParams(new URL(url).hash.slice(1));
    expect(Object.fromEntries(fragment)).toEqual({
      state: STATE,
      code: CODE,
      token: 'vs_pat_abc-DEF_123',
      email: 'ada+films@example.com',
    });
  });
});
