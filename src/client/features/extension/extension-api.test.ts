import { describe, expect, it } from 'vitest';
import { isAuthError } from '@client/lib/auth';
import {
  failure,
  fakeFetch,
  json,
  type SeenRequest,
} from '@client/lib/auth/test-support/test-fetch';
import { createExtensionApi } from './extension-api';

const ID = 'bkkjffcpcmdbamihneklocbieogeipho';
const NOT_ALLOWED = {
  error: {
    code: 'extension_not_allowed',
    message: 'This extension is not allowed to connect to this Vidshelf.',
  },
};

describe('createExtensionApi', () => {
  it('asks which extension an id is', async () => {
    const seen: SeenRequest = {};
    const api = createExtensionApi(fakeFetch(json(200, { id: ID, official: true }), seen));
    expect(await api.describe(ID)).toEqual({ id: ID, official: true });
    expect(seen.url).toBe(`/api/extensions/${ID}`);
  });

  it('makes the extension’s token by name and returns it with its secret', async () => {
    const seen: SeenRequest = {};
    const created = {
      id: '0b5c9a52-31a4-4f3e-9d1e-6d7a0e3c2f10',
      name: 'Browser extension (Chrome on Linux)',
      createdAt: '2026-11-24T09:30:00.000Z',
      lastUsedAt: null,
      token: 'vs_pat_secret',
    };
    const api = createExtensionApi(fakeFetch(json(201, created), seen));
    expect(await api.createToken(ID, created.name)).toEqual(created);
    expect(seen.url).toBe(`/api/extensions/${ID}/tokens`);
    expect(seen.init?.method).toBe('POST');
    expect(seen.init?.body).toBe('{"name":"Browser extension (Chrome on Linux)"}');
  });

  it('carries the server’s refusal of an extension it does not allow', async () => {
    const api = createExtensionApi(fakeFetch(json(403, NOT_ALLOWED)));
    for (const attempt of [api.describe(ID), api.createToken(ID, 'Browser extension')]) {
      const error = await failure(attempt);
      expect(isAuthError(error) && [error.code, error.status]).toEqual([
        'extension_not_allowed',
        403,
      ]);
    }
  });
});
