import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Session } from '@shared/contracts/auth';
import { ERROR_CODES } from '@shared/errors';
import { MAX_BODY_BYTES } from '@shared/constants';
import { OPENAPI_PATH } from './app';
import { watchDatabase } from './test-support/database-fingerprint';
import { signUpUser } from './test-support/library-fixtures';
import { createTestApp, type RequestOptions } from './test-support/test-app';
import { testDriver } from './test-support/test-database';
import { STRONG_PASSWORD } from './test-support/strong-password';

// docs/product/security.md#hostile-input: thousands of generated hostile requests per endpoint.
// Whatever arrives, the answer is a 4xx with an error code from the closed set (or a success),
// never a 5xx, and a refused request leaves the database exactly as it was.

const RUNS_PER_ENDPOINT = Number(process.env.HOSTILE_RUNS ?? 2000);

const { app, request, database } = await createTestApp();

// The victim (whose token is used) and a bystander whose ids are thrown at the endpoints.
const victim = await signUpUser(request, 'victim');
const bystander = await signUpUser(request, 'bystander');
const ownCollection = (
  await request('POST', '/api/categories', { token: victim.token, body: { name: 'Mine' } })
).body.id as string;
const ownVideo = (
  await request('POST', '/api/videos', {
    token: victim.token,
    body: { url: 'https://example.com/own', categoryId: ownCollection },
  })
).body.id as string;
// A tag of the victim's video, and one of the bystander's (docs/product/tags-and-notes.md).
const tagOf = async (token: string, videoId: string, categoryId: string, name: string) => {
  await request('PATCH', `/api/videos/${videoId}`, {
    token,
    body: { title: name, url: `https://example.com/${name}`, categoryId, tags: [name] },
  });
  const library = await request('GET', '/api/library', { token });
  return library.body.tags[0].id as string;
};
const ownTag = await tagOf(victim.token, ownVideo, ownCollection, 'own');
const foreignVideo = (
  await request('POST', '/api/videos', {
    token: bystander.token,
    body: { url: 'https://example.com/foreign', categoryId: await bystander.unsortedId() },
  })
).body.id as string;
const foreignTag = await tagOf(
  bystander.token,
  foreignVideo,
  await bystander.unsortedId(),
  'foreign',
);

/** The victim's token; renewed when a generated sign-out ends its session. */
let victimToken = victim.token;
async function renewVictimToken() {
  const res = await request<Session>('POST', '/api/auth/signin', {
    body: { email: victim.email, password: STRONG_PASSWORD },
  });
  victimToken = res.body.access_token;
}

/**
 * Whether a refused request left every table as it was, but for what a refusal writes by
 * design: the rate limits' hits (kept in the database on PostgreSQL) and the audit log.
 */
const watch = await watchDatabase(database.db, { except: ['rate_limit_hits', 'audit_events'] });

// --- What an attacker sends -------------------------------------------------------------------

const unicodeEdges = fc.constantFrom(
  '\u202Eevil\u202C', // right-to-left override
  'zero\u200Bwidth\uFEFF',
  '\uD800', // a lone high surrogate
  '\uDFFFx',
  '\u0000nul',
  '𝒱𝒾𝒹 🎬 e\u0301',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  "' or 1=1 --",
  '../../etc/passwd',
);
const hugeString = fc.integer({ min: 1, max: 4 }).map((n) => 'x'.repeat(n * 30_000));
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  unicodeEdges,
  fc.uuid(),
  fc.constantFrom(ownCollection, ownVideo, foreignVideo, ownTag, foreignTag),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  hugeString,
);
const FIELDS = [
  'name',
  'url',
  'categoryId',
  'afterId',
  'title',
  'email',
  'password',
  'refresh_token',
  'allowDuplicate',
  'message',
  'tags',
  'note',
];
const shapedBody = fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 5 });
const deepJson = fc
  .integer({ min: 100, max: 20_000 })
  .map((depth) => '['.repeat(depth) + ']'.repeat(depth));
const rawBody = fc.oneof(
  fc.string(),
  fc.constantFrom('{', '{"name":', 'null', '[]', '"str"', '{"a":1}{"b":2}', '\uFEFF{}'),
  deepJson,
  fc.constant(`{"name":"${'y'.repeat(MAX_BODY_BYTES + 10)}"}`),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  undefined,
);
const body: fc.Arbitrary<Pick<RequestOptions, 'body' | 'raw'>> = fc.oneof(
  fc.constant({}),
  shapedBody.map((value) => ({ body: value })),
  fc.jsonValue().map((value) => ({ body: value })),
  fc.tuple(rawBody, contentType).map(([text, type]) => ({
    raw: { body: text, ...(type ? { contentType: type } : {}) },
  })),
);
const pathId = fc.oneof(
  fc.constantFrom(ownCollection, ownVideo, foreignVideo, ownTag, foreignTag),
  fc.uuid(),
  fc.string({ maxLength: 50 }),
  unicodeEdges,
  fc.string({ minLength: 2000, maxLength: 5000 }),
  fc.constantFrom('..', '%00', 'null', '00000000-0000-0000-0000-000000000000'),
);
const auth = fc.constantFrom('victim', 'none', 'garbage', 'bystander');
const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?type=video', '?type=category', '?type=', '?type=nope', '?type[]=video'),
  // The import's upload names its file; its report pages.
  fc.constantFrom(
    '?fileName=links.txt',
    '?fileName=bookmarks.html',
    '?fileName=',
    '?fileName=..%2F..%2Fetc%2Fpasswd',
    '?outcome=added&after=0&limit=500',
    '?outcome=nope&after=-1&limit=100000',
  ),
  fc
    .string({ maxLength: 30 })
    .map((text) => `?type=${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}`),
);

/** A path segment as a client would put it in a URL (lone surrogates cannot be encoded). */
const segment = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));

// --- The endpoints ----------------------------------------------------------------------------

const endpoints = [
  ...new Set(
    app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && r.path !== OPENAPI_PATH)
      .map((r) => `${r.method} ${r.path}`),
  ),
];

describe(`hostile input (${testDriver()})`, () => {
  it('covers every API endpoint', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(15);
  });

  it.each(endpoints)(
    `${RUNS_PER_ENDPOINT} generated requests to %s: never a 5xx; a refusal changes nothing`,
    async (endpoint) => {
      const [method = 'GET', template = ''] = endpoint.split(' ');
      // The counter first: a write between the two readings then shows as a moved counter.
      let writes = await watch.writes();
      let known = await watch.fingerprint();
      await fc.assert(
        fc.asyncProperty(pathId, body, auth, query, async (id, payload, who, search) => {
          const path = template.replace(/:\w+/g, () => segment(id)) + search;
          const token =
            who === 'victim'
              ? victimToken
              : who === 'bystander'
                ? bystander.token
                : who === 'garbage'
                  ? 'not.a.jwt'
                  : undefined;
          // A GET carries no body (fetch refuses to send one).
          const sent = method === 'GET' ? {} : payload;
          const res = await request(method, path, { ...sent, ...(token ? { token } : {}) });
          expect(res.status, `${method} ${path}`).toBeLessThan(500);
          if (res.status >= 400) {
            expect(ERROR_CODES).toContain(res.body?.error?.code);
            expect(typeof res.body.error.message).toBe('string');
            expect(await watch.unchangedSince(known, writes)).toBe(true);
            return;
          }
          if (res.status === 204 && path === '/api/auth/signout' && who === 'victim') {
            await renewVictimToken();
          }
          // A success may change the data: what the next refusal must leave alone.
          writes = await watch.writes();
          known = await watch.fingerprint();
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    },
    600_000,
  );
});
