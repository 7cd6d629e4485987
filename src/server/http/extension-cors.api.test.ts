import { describe, expect, it } from 'vitest';
import { signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';

const { request } = await createTestApp();

const EXTENSION = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';

describe(`cross-origin calls (${testDriver()})`, () => {
  it('are allowed to browser extensions, answers and refusals alike', async () => {
    const user = await signUpUser(request, 'cors');
    const preflight = await request('OPTIONS', '/api/videos', {
      headers: {
        Origin: EXTENSION,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(Object.fromEntries(preflight.headers)).toMatchObject({
      'access-control-allow-origin': EXTENSION,
      'access-control-allow-methods': 'GET,POST,PATCH,DELETE',
      'access-control-allow-headers': 'Authorization,Content-Type',
    });
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const library = await request('GET', '/api/library', {
      token: user.token,
      headers: { Origin: EXTENSION },
    });
    expect(library.status).toBe(200);
    expect(library.headers.get('access-control-allow-origin')).toBe(EXTENSION);
    expect(library.headers.get('vary')).toContain('Origin');

    // A refusal must be readable too: the extension says why (revoked, over the limit…).
    const refused = await request('GET', '/api/library', {
      token: 'vs_pat_revoked',
      headers: { Origin: EXTENSION },
    });
    expect([refused.status, refused.headers.get('access-control-allow-origin')]).toEqual([
      401,
      EXTENSION,
    ]);
  });

  it('are not allowed to web pages of other origins', async () => {
    const user = await signUpUser(request, 'cors-web');
    for (const origin of [
      'https://evil.example',
      'chrome-extension://not-an-extension-id',
      `${EXTENSION}.evil.example`,
      'null',
    ]) {
      const res = await request('GET', '/api/library', {
        token: user.token,
        headers: { Origin: origin },
      });
      expect([origin, res.headers.get('access-control-allow-origin')]).toEqual([origin, null]);
      const preflight = await request('OPTIONS', '/api/videos', {
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});
