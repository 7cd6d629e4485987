import { describe, expect, it } from 'vitest';
import { signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { OFFICIAL_EXTENSION_ID } from './allowed-extensions';

const SELF_BUILT_ID = 'abcdefghijklmnopabcdefghijklmnop';
const { request } = await createTestApp({ extensionIds: [SELF_BUILT_ID] });

const OFFICIAL = `chrome-extension://${OFFICIAL_EXTENSION_ID}`;
const SELF_BUILT = `chrome-extension://${SELF_BUILT_ID}`;
/** Any other extension installed in the same browser. */
const FOREIGN = 'chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba';

/** The CORS headers of an answer: none at all for an origin that is not let in. */
const corsHeaders = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => name.startsWith('access-control-')));

describe(`cross-origin calls (${testDriver()})`, () => {
  it('are allowed to the Vidshelf extension and listed copies, answers and refusals alike', async () => {
    const user = await signUpUser(request, 'cors');
    for (const origin of [OFFICIAL, SELF_BUILT]) {
      // PUT marks a video watched (PUT /api/videos/{id}/watched).
      const preflight = await request('OPTIONS', '/api/videos/x/watched', {
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'PUT',
          'Access-Control-Request-Headers': 'authorization, content-type',
        },
      });
      expect(preflight.status, origin).toBe(204);
      expect(corsHeaders(preflight.headers), origin).toEqual({
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE',
        'access-control-allow-headers': 'Authorization,Content-Type',
        'access-control-max-age': '600',
      });

      const library = await request('GET', '/api/library', {
        token: user.token,
        headers: { Origin: origin },
      });
      expect(library.status).toBe(200);
      expect(library.headers.get('access-control-allow-origin')).toBe(origin);
      expect(library.headers.get('vary')).toContain('Origin');
    }

    // A refusal must be readable too: the extension says why (revoked, over the limit…).
    const refused = await request('GET', '/api/library', {
      token: 'vs_pat_revoked',
      headers: { Origin: OFFICIAL },
    });
    expect([refused.status, refused.headers.get('access-control-allow-origin')]).toEqual([
      401,
      OFFICIAL,
    ]);
  });

  it('are not allowed to other extensions nor to web pages of other origins', async () => {
    const user = await signUpUser(request, 'cors-web');
    for (const origin of [
      FOREIGN,
      'https://evil.example',
      'chrome-extension://not-an-extension-id',
      `${OFFICIAL}.evil.example`,
      'null',
    ]) {
      const res = await request('GET', '/api/library', {
        token: user.token,
        headers: { Origin: origin },
      });
      expect([origin, corsHeaders(res.headers)]).toEqual([origin, {}]);
      expect(res.headers.get('vary'), origin).toContain('Origin');
      for (const method of ['POST', 'PUT']) {
        const preflight = await request('OPTIONS', '/api/videos', {
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': method,
            'Access-Control-Request-Headers': 'authorization',
          },
        });
        // Nothing lets the browser send it: no CORS header, and no 2xx.
        expect([origin, method, preflight.status, corsHeaders(preflight.headers)]).toEqual([
          origin,
          method,
          404,
          {},
        ]);
      }
    }
  });
});
