import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '@server/app';
import { OFFICIAL_EXTENSION_ID } from '@server/http/allowed-extensions';
import { signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';

const SELF_BUILT = 'abcdefghijklmnopabcdefghijklmnop';
/** Another extension of the same browser, opening the connect page with its own id. */
const FOREIGN = 'ponmlkjihgfedcbaponmlkjihgfedcba';
const NAME = 'Browser extension (Chrome on Linux)';

const { request } = await createTestApp({ extensionIds: [SELF_BUILT] });

const NOT_ALLOWED = {
  code: 'extension_not_allowed',
  message: 'This extension is not allowed to connect to this Vidshelf.',
};

async function tokenNames(token: string): Promise<string[]> {
  const res = await request('GET', '/api/tokens', { token });
  return res.body.tokens.map((listed: { name: string }) => listed.name);
}

describe(`the browser extension's token (${testDriver()})`, () => {
  it('is made for the Vidshelf extension and the self-built copies listed, and works', async () => {
    const user = await signUpUser(request, 'ext-token');
    const official = await request('GET', `/api/extensions/${OFFICIAL_EXTENSION_ID}`, {
      token: user.token,
    });
    expect([official.status, official.body]).toEqual([
      200,
      { id: OFFICIAL_EXTENSION_ID, official: true },
    ]);
    const selfBuilt = await request('GET', `/api/extensions/${SELF_BUILT}`, { token: user.token });
    expect([selfBuilt.status, selfBuilt.body]).toEqual([200, { id: SELF_BUILT, official: false }]);

    for (const id of [OFFICIAL_EXTENSION_ID, SELF_BUILT]) {
      const made = await request('POST', `/api/extensions/${id}/tokens`, {
        token: user.token,
        body: { name: ` ${NAME} ` },
      });
      expect([made.status, made.body.name], id).toEqual([201, NAME]);
      expect(made.body.token).toMatch(/^vs_pat_[A-Za-z0-9_-]{43}$/);
      const current = await request('GET', '/api/tokens/current', { token: made.body.token });
      expect([current.status, current.body.email]).toEqual([200, user.email]);
    }
    expect(await tokenNames(user.token)).toEqual([NAME, NAME]);
  });

  it('is refused to any other extension, and nothing is made', async () => {
    const user = await signUpUser(request, 'ext-foreign');
    const asked = await request('GET', `/api/extensions/${FOREIGN}`, { token: user.token });
    expect([asked.status, asked.body.error]).toEqual([403, NOT_ALLOWED]);
    const made = await request('POST', `/api/extensions/${FOREIGN}/tokens`, {
      token: user.token,
      body: { name: NAME },
    });
    expect([made.status, made.body.error]).toEqual([403, NOT_ALLOWED]);
    expect(await tokenNames(user.token)).toEqual([]);
  });

  it('refuses a malformed id, a bad name, an API token and no sign-in, making nothing', async () => {
    const user = await signUpUser(request, 'ext-bad');
    for (const id of [OFFICIAL_EXTENSION_ID.toUpperCase(), `${SELF_BUILT}a`, 'q'.repeat(32)]) {
      const res = await request('POST', `/api/extensions/${id}/tokens`, {
        token: user.token,
        body: { name: NAME },
      });
      expect([id, res.status, res.body.error]).toEqual([
        id,
        400,
        {
          code: 'validation_failed',
          message: 'An extension id is 32 letters from a to p.',
          field: 'id',
        },
      ]);
    }
    const blank = await request('POST', `/api/extensions/${OFFICIAL_EXTENSION_ID}/tokens`, {
      token: user.token,
      body: { name: ' ' },
    });
    expect([blank.status, blank.body.error.message]).toEqual([
      400,
      'Name the token, e.g. after the device or script that uses it.',
    ]);

    const script = await request('POST', '/api/tokens', {
      token: user.token,
      body: { name: 'Script' },
    });
    for (const [method, path, body] of [
      ['GET', `/api/extensions/${OFFICIAL_EXTENSION_ID}`, undefined],
      ['POST', `/api/extensions/${OFFICIAL_EXTENSION_ID}/tokens`, { name: NAME }],
    ] as const) {
      const byToken = await request(method, path, { token: script.body.token, body });
      expect([path, byToken.status, byToken.body.error.code]).toEqual([
        path,
        403,
        'token_not_allowed',
      ]);
      const signedOut = await request(method, path, { body });
      expect([path, signedOut.status]).toEqual([path, 401]);
    }
    expect(await tokenNames(user.token)).toEqual(['Script']);
  });

  it('is documented as a signed-in session’s route', async () => {
    const doc = (await request('GET', OPENAPI_PATH)).body;
    expect(doc.paths['/api/extensions/{id}'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/extensions/{id}/tokens'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components.schemas.AllowedExtension).toBeDefined();
  });
});
