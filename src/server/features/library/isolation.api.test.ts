import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '@server/app';
import { signUpUser, snapshotOf } from '@server/test-support/library-fixtures';
import { uploadImport } from '@server/test-support/import-api';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { subscriptions } from '@server/db/schema';

const { app, request, database } = await createTestApp();

// Alice owns a collection, a video and a tag; Bob tries every route that takes an id with hers.
const alice = await signUpUser(request, 'alice');
const bob = await signUpUser(request, 'bob');
const aliceCollection = (
  await request('POST', '/api/categories', { token: alice.token, body: { name: 'Private' } })
).body;
const aliceVideo = (
  await request('POST', '/api/videos', {
    token: alice.token,
    body: { url: 'https://example.com/secret', categoryId: aliceCollection.id },
  })
).body;
await request('PATCH', `/api/videos/${aliceVideo.id}`, {
  token: alice.token,
  body: { ...aliceVideo, tags: ['Secret'], note: 'Private note' },
});
const aliceTag = (await alice.library()).tags[0];
// Where she stopped in it (docs/product/watching.md#resume).
await request('PUT', `/api/videos/${aliceVideo.id}/position`, {
  token: alice.token,
  body: { seconds: 30, duration: 60 },
});
// A video of hers deleted a moment ago, which she could still bring back.
const aliceDeleted = (
  await request('POST', '/api/videos', {
    token: alice.token,
    body: { url: 'https://example.com/deleted', categoryId: aliceCollection.id },
  })
).body;
await request('DELETE', `/api/videos/${aliceDeleted.id}`, { token: alice.token });
const bobUnsorted = await bob.unsortedId();
const aliceImport = (
  await uploadImport(request, alice.token, 'mine.txt', 'https://example.com/mine')
).body;
const aliceToken = (
  await request('POST', '/api/tokens', { token: alice.token, body: { name: 'Hers' } })
).body;
const aliceSession = (await request('GET', '/api/account/sessions', { token: alice.token })).body
  .sessions[0].id as string;
// A channel she follows (written straight in: following reads a feed, and here there is none).
const [aliceSubscription] = await database.db.system((tx) =>
  tx
    .insert(subscriptions)
    .values({
      userId: alice.id,
      kind: 'feed',
      title: 'Private feed',
      sourceUrl: 'https://example.com/',
      feedUrl: 'https://example.com/feed.xml',
      categoryId: aliceCollection.id,
    })
    .returning(),
);
const aliceWebhook = (
  await request('POST', '/api/webhooks', {
    token: alice.token,
    body: { url: 'https://hooks.example.com/private', events: ['video.added'] },
  })
).body;

/** Every route with an id in its path or body, and what Bob sends to it. Keep it complete. */
const attempts: Record<string, () => Promise<{ status: number; body: any }>> = {
  'patch /api/categories/{id}': () =>
    request('PATCH', `/api/categories/${aliceCollection.id}`, {
      token: bob.token,
      body: { name: 'Mine' },
    }),
  'delete /api/categories/{id}': () =>
    request('DELETE', `/api/categories/${aliceCollection.id}`, { token: bob.token }),
  'post /api/videos': () =>
    request('POST', '/api/videos', {
      token: bob.token,
      body: { url: 'https://example.com/planted', categoryId: aliceCollection.id },
    }),
  'patch /api/videos/{id}': () =>
    request('PATCH', `/api/videos/${aliceVideo.id}`, {
      token: bob.token,
      body: { title: 'Mine', url: 'https://example.com/mine', categoryId: bobUnsorted },
    }),
  'delete /api/videos/{id}': () =>
    request('DELETE', `/api/videos/${aliceVideo.id}`, { token: bob.token }),
  'post /api/categories/{id}/move': () =>
    request('POST', `/api/categories/${aliceCollection.id}/move`, {
      token: bob.token,
      body: { afterId: null },
    }),
  'delete /api/account/sessions/{id}': () =>
    request('DELETE', `/api/account/sessions/${aliceSession}`, { token: bob.token }),
  'post /api/imports/{id}/start': () =>
    request('POST', `/api/imports/${aliceImport.id}/start`, {
      token: bob.token,
      body: { collectionId: null },
    }),
  'post /api/imports/{id}/cancel': () =>
    request('POST', `/api/imports/${aliceImport.id}/cancel`, { token: bob.token }),
  'delete /api/imports/{id}': () =>
    request('DELETE', `/api/imports/${aliceImport.id}`, { token: bob.token }),
  'get /api/imports/{id}/items': () =>
    request('GET', `/api/imports/${aliceImport.id}/items`, { token: bob.token }),
  'get /api/imports/{id}/report.csv': () =>
    request('GET', `/api/imports/${aliceImport.id}/report.csv`, { token: bob.token }),
  'delete /api/tokens/{id}': () =>
    request('DELETE', `/api/tokens/${aliceToken.id}`, { token: bob.token }),
  'put /api/videos/{id}/watched': () =>
    request('PUT', `/api/videos/${aliceVideo.id}/watched`, {
      token: bob.token,
      body: { watched: true },
    }),
  'post /api/videos/{id}/restore': () =>
    request('POST', `/api/videos/${aliceDeleted.id}/restore`, { token: bob.token }),
  'post /api/videos/{id}/refresh': () =>
    request('POST', `/api/videos/${aliceVideo.id}/refresh`, { token: bob.token }),
  'get /api/videos/{id}/thumbnail': () =>
    request('GET', `/api/videos/${aliceVideo.id}/thumbnail`, { token: bob.token }),
  'patch /api/tags/{id}': () =>
    request('PATCH', `/api/tags/${aliceTag.id}`, { token: bob.token, body: { name: 'Mine' } }),
  'delete /api/tags/{id}': () =>
    request('DELETE', `/api/tags/${aliceTag.id}`, { token: bob.token }),
  'post /api/videos/bulk': () =>
    request('POST', '/api/videos/bulk', {
      token: bob.token,
      body: { action: 'move', ids: [aliceVideo.id], categoryId: bobUnsorted },
    }),
  'get /api/videos/{id}/position': () =>
    request('GET', `/api/videos/${aliceVideo.id}/position`, { token: bob.token }),
  'put /api/videos/{id}/position': () =>
    request('PUT', `/api/videos/${aliceVideo.id}/position`, {
      token: bob.token,
      body: { seconds: 1, duration: 60 },
    }),
  'delete /api/videos/{id}/position': () =>
    request('DELETE', `/api/videos/${aliceVideo.id}/position`, { token: bob.token }),
  'patch /api/subscriptions/{id}': () =>
    request('PATCH', `/api/subscriptions/${aliceSubscription!.id}`, {
      token: bob.token,
      body: { paused: true },
    }),
  'delete /api/subscriptions/{id}': () =>
    request('DELETE', `/api/subscriptions/${aliceSubscription!.id}`, { token: bob.token }),
  'post /api/subscriptions/{id}/check': () =>
    request('POST', `/api/subscriptions/${aliceSubscription!.id}/check`, { token: bob.token }),
  'patch /api/webhooks/{id}': () =>
    request('PATCH', `/api/webhooks/${aliceWebhook.id}`, {
      token: bob.token,
      body: { enabled: false },
    }),
  'delete /api/webhooks/{id}': () =>
    request('DELETE', `/api/webhooks/${aliceWebhook.id}`, { token: bob.token }),
  'post /api/webhooks/{id}/test': () =>
    request('POST', `/api/webhooks/${aliceWebhook.id}/test`, { token: bob.token }),
  'get /api/webhooks/{id}/deliveries': () =>
    request('GET', `/api/webhooks/${aliceWebhook.id}/deliveries`, { token: bob.token }),
  'get /api/webhooks/{id}/secret': () =>
    request('GET', `/api/webhooks/${aliceWebhook.id}/secret`, { token: bob.token }),
  'post /api/webhooks/{id}/secret': () =>
    request('POST', `/api/webhooks/${aliceWebhook.id}/secret`, { token: bob.token }),
  'post /api/videos/{id}/move': () =>
    request('POST', `/api/videos/${aliceVideo.id}/move`, {
      token: bob.token,
      body: { categoryId: bobUnsorted, afterId: null },
    }),
};

/** Routes whose id names no user's row: an extension's id is the same for everyone (decision 0080). */
const NOT_OWNED = new Set(['get /api/extensions/{id}', 'post /api/extensions/{id}/tokens']);

describe(`isolation (${testDriver()})`, () => {
  it('has an entry for every route that takes an id', () => {
    const withIds = app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && r.path !== OPENAPI_PATH)
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`)
      .filter(
        (route) =>
          route.includes('{') || route === 'post /api/videos' || route === 'post /api/videos/bulk',
      )
      .filter((route) => !NOT_OWNED.has(route));
    expect(Object.keys(attempts).sort()).toEqual([...new Set(withIds)].sort());
  });

  it.each(Object.keys(attempts))(
    '%s with another user’s id: not found, nothing changed',
    async (route) => {
      const before = await snapshotOf(database.db, alice.id);
      const bobBefore = await snapshotOf(database.db, bob.id);
      const res = await attempts[route]!();
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
      expect(JSON.stringify(res.body)).not.toContain('Private');
      expect(await snapshotOf(database.db, alice.id)).toEqual(before);
      expect(await snapshotOf(database.db, bob.id)).toEqual(bobBefore);
      expect((await request('GET', '/api/auth/user', { token: alice.token })).status).toBe(200);
    },
  );

  it('never shows another user’s rows in the library', async () => {
    const library = await bob.library();
    expect(library.categories.map((c: { name: string }) => c.name)).toEqual(['Unsorted']);
    expect(library.videos).toEqual([]);
    expect(library.tags).toEqual([]);
  });
});
