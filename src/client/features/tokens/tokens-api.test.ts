import { describe, expect, it } from 'vitest';
import { isAuthError } from '@client/lib/auth';
import {
  failure,
  fakeFetch,
  json,
  type SeenRequest,
} from '@client/lib/auth/test-support/test-fetch';
import { authErrorMessage } from '@client/features/auth';
import { createTokensApi } from './tokens-api';

const empty = (status: number) => () => new Response(null, { status });

const token = {
  id: '0b5c9a52-31a4-4f3e-9d1e-6d7a0e3c2f10',
  name: 'Laptop script',
  createdAt: '2026-11-24T09:30:00.000Z',
  lastUsedAt: null,
};

describe('createTokensApi', () => {
  it('lists the tokens as the server sends them', async () => {
    const seen: SeenRequest = {};
    const api = createTokensApi(fakeFetch(json(200, { tokens: [token] }), seen));
    expect(await api.list()).toEqual([token]);
    expect(seen.url).toBe('/api/tokens');
  });

  it('creates one by name and returns it with its secret', async () => {
    const seen: SeenRequest = {};
    const created = { ...token, token: 'vs_pat_secret' };
    const api = createTokensApi(fakeFetch(json(201, created), seen));
    expect(await api.create('Laptop script')).toEqual(created);
    expect(seen.url).toBe('/api/tokens');
    expect(seen.init?.method).toBe('POST');
    expect(seen.init?.body).toBe('{"name":"Laptop script"}');
  });

  it('carries the server’s message for a refused name', async () => {
    const message = 'Name the token, e.g. after the device or script that uses it.';
    const api = createTokensApi(
      fakeFetch(json(400, { error: { code: 'validation_failed', message } })),
    );
    const error = await failure(api.create(' '));
    expect(isAuthError(error) && [error.code, error.message, error.fromServer]).toEqual([
      'validation_failed',
      message,
      true,
    ]);
  });

  it('carries the server’s message when the account holds as many tokens as it may', async () => {
    const message =
      'You have 100 API tokens, the most an account may have: revoke one you no longer use before you create another.';
    const api = createTokensApi(
      fakeFetch(json(409, { error: { code: 'token_limit_reached', message } })),
    );
    const error = await failure(api.create('One too many'));
    // What the form shows under the name (authErrorMessage: the server's own message).
    expect(authErrorMessage(error)).toBe(message);
    expect(isAuthError(error) && [error.code, error.status]).toEqual(['token_limit_reached', 409]);
  });

  it('refuses an answer without the secret rather than show nothing', async () => {
    const api = createTokensApi(fakeFetch(json(201, token)));
    const error = await failure(api.create('Laptop script'));
    expect(isAuthError(error) && error.code).toBe('unexpected_response');
  });

  it('revokes by id; a token already gone counts as revoked', async () => {
    const seen: SeenRequest = {};
    await createTokensApi(fakeFetch(empty(204), seen)).revoke('a/b');
    expect(seen.url).toBe('/api/tokens/a%2Fb');
    expect(seen.init?.method).toBe('DELETE');

    const gone = { error: { code: 'not_found', message: 'Token not found.' } };
    await expect(createTokensApi(fakeFetch(json(404, gone))).revoke('x')).resolves.toBeUndefined();

    const failed = { error: { code: 'internal_error', message: 'Something went wrong.' } };
    const error = await failure(createTokensApi(fakeFetch(json(500, failed))).revoke('x'));
    expect(isAuthError(error) && error.status).toBe(500);
  });
});
