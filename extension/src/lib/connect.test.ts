import { describe, expect, it } from 'vitest';
import { isPairingCode } from '@shared/browser-extension';
import {
  acceptConnection,
  connectPageUrl,
  makePairingCode,
  makeState,
  PENDING_MAX_AGE_MS,
} from './connect';
import type { PendingConnection } from './stored';

const NOW = 1_700_000_000_000;
const STATE = '0123456789abcdef0123456789abcdef';
const CODE = 'K7M2QX';
const TOKEN = 'vs_pat_AbC-dEf_0123456789abcdefghijklmnopqrstu';
const pending: PendingConnection = {
  baseUrl: 'http://localhost:3000',
  state: STATE,
  code: CODE,
  createdAt: NOW - 1000,
};
const hash = (values: Record<string, string>) => `#${new URLSearchParams(values)}`;

describe('makeState', () => {
  it('is 32 hex characters, as the connect page accepts ([A-Za-z0-9_-]{16,128})', () => {
    expect(makeState()).toMatch(/^[0-9a-f]{32}$/);
    expect(makeState((bytes) => bytes.fill(255))).toBe('f'.repeat(32));
    expect(makeState()).not.toBe(makeState());
  });
});

describe('makePairingCode', () => {
  it('is 6 characters of the unambiguous alphabet, as the connect page accepts', () => {
    for (let i = 0; i < 50; i += 1) expect(isPairingCode(makePairingCode())).toBe(true);
    expect(makePairingCode((bytes) => bytes.fill(0))).toBe('AAAAAA');
    // Each byte picks a letter by its last 5 bits: 31 and 255 are both the last, '9'.
    expect(makePairingCode((bytes) => bytes.fill(31))).toBe('999999');
    expect(makePairingCode((bytes) => bytes.fill(255))).toBe('999999');
    expect(makePairingCode((bytes) => bytes.map((_, i) => i * 7))).toBe('AHQX6D');
    expect(makePairingCode()).not.toBe(makePairingCode());
  });
});

describe('connectPageUrl', () => {
  it('names the extension, the state and the pairing code on Vidshelf’s connect page', () => {
    const url = new URL(
      connectPageUrl('https://vids.example.com', {
        extensionId: 'a'.repeat(32),
        state: STATE,
        code: CODE,
      }),
    );
    expect(url.origin + url.pathname).toBe('https://vids.example.com/connect/extension');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      extension: 'a'.repeat(32),
      state: STATE,
      code: CODE,
    });
  });
});

describe('acceptConnection', () => {
  const answer = { state: STATE, code: CODE, token: TOKEN, email: 'ada+films@example.com' };

  it('keeps the token of the request this browser made, on the address it asked', () => {
    expect(acceptConnection(hash(answer), pending, NOW)).toEqual({
      baseUrl: 'http://localhost:3000',
      token: TOKEN,
      email: 'ada+films@example.com',
    });
  });

  it('never takes the address from the page', () => {
    const withBase = `${hash(answer)}&baseUrl=https%3A%2F%2Fevil.example`;
    expect(acceptConnection(withBase, pending, NOW)?.baseUrl).toBe('http://localhost:3000');
  });

  it.each<[string, string, PendingConnection | undefined, number]>([
    ['no request was made', hash(answer), undefined, NOW],
    ['another state', hash({ ...answer, state: 'f'.repeat(32) }), pending, NOW],
    ['no state', hash({ code: CODE, token: TOKEN, email: answer.email }), pending, NOW],
    ['another pairing code', hash({ ...answer, code: 'K7M2QY' }), pending, NOW],
    ['no pairing code', hash({ state: STATE, token: TOKEN, email: answer.email }), pending, NOW],
    [
      'a request stored before pairing codes, answered without one',
      hash({ state: STATE, token: TOKEN, email: answer.email }),
      { baseUrl: pending.baseUrl, state: STATE, createdAt: pending.createdAt } as PendingConnection,
      NOW,
    ],
    ['a request too old', hash(answer), pending, pending.createdAt + PENDING_MAX_AGE_MS + 1],
    ['a clock gone back', hash(answer), pending, pending.createdAt - 1],
    ['no token', hash({ state: STATE, code: CODE, email: answer.email }), pending, NOW],
    ['a token with a space', hash({ ...answer, token: `${TOKEN} x` }), pending, NOW],
    ['a token with a line break', hash({ ...answer, token: `${TOKEN}\r\nX: y` }), pending, NOW],
    ['no e-mail', hash({ state: STATE, code: CODE, token: TOKEN }), pending, NOW],
    ['a blank e-mail', hash({ ...answer, email: '  ' }), pending, NOW],
    ['an empty hash', '', pending, NOW],
  ])('refuses %s', (_, value, request, now) => {
    expect(acceptConnection(value, request, now)).toBeNull();
  });
});
