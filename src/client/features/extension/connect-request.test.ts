import { describe, expect, it } from 'vitest';
import { connectedPageUrl, parseConnectRequest } from './connect-request';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const STATE = '0123456789abcdef0123456789abcdef';
const query = (params: Record<string, string>) => new URLSearchParams(params);

describe('parseConnectRequest', () => {
  it('takes an extension id of 32 letters a to p and a state of 16 to 128 URL-safe characters', () => {
    expect(parseConnectRequest(query({ extension: ID, state: STATE }))).toEqual({
      extensionId: ID,
      state: STATE,
    });
    for (const state of ['A'.repeat(16), 'x'.repeat(128), 'aZ09_-aZ09_-aZ09']) {
      expect(parseConnectRequest(query({ extension: ID, state })), state).toEqual({
        extensionId: ID,
        state,
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
      expect(parseConnectRequest(query({ extension, state: STATE })), extension).toBeNull();
    }
    expect(parseConnectRequest(query({ state: STATE }))).toBeNull();
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
      expect(parseConnectRequest(query({ extension: ID, state })), state).toBeNull();
    }
    expect(parseConnectRequest(query({ extension: ID }))).toBeNull();
  });
});

describe('connectedPageUrl', () => {
  it('puts the state, the token and the e-mail in the fragment of the extension’s page', () => {
    const url = connectedPageUrl(
      { extensionId: ID, state: STATE },
      { token: 'vs_pat_abc-DEF_123', email: 'ada+films@example.com' },
    );
    expect(url).toBe(
      `chrome-extension://${ID}/connected.html#state=${STATE}&token=vs_pat_abc-DEF_123&email=ada%2Bfilms%40example.com`,
    );
    const fragment = new URLSearchParams(new URL(url).hash.slice(1));
    expect(Object.fromEntries(fragment)).toEqual({
      state: STATE,
      token: 'vs_pat_abc-DEF_123',
      email: 'ada+films@example.com',
    });
  });
});
