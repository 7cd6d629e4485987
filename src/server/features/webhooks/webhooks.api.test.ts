import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Video } from '@shared/contracts/library';
import {
  CreatedWebhookSchema,
  WebhookDeliveriesSchema,
  WebhooksSchema,
  type WebhookBody,
  type WebhookDelivery,
} from '@shared/contracts/webhooks';
import { fetchLibrary, signUpUser } from '@server/test-support/library-fixtures';
import { startFakeSite } from '@server/test-support/fake-site';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { createYouTubeTestApp } from '@server/test-support/youtube-test-app';
import { PRIVATE_ADDRESS_MESSAGE } from './delivery-failure';
import { retryDelay } from './webhook-deliveries';
import { webhookDeliveries, webhooks } from './webhooks.tables';

// Webhooks (docs/product/webhooks.md) against a local receiver that checks each delivery's
// signature: a delivery written with the add (the outbox), its body and headers, retries with
// their pauses and Retry-After, the private network refused, the log, the limits, and one user's
// webhooks out of another's reach. The clock is the test's, moved on to make retries due.

let offset = 0;
const now = () => Date.now() + offset;
const receiver = await startFakeSite();
afterAll(() => receiver.close());
const { request, database, background, youtube } = await createYouTubeTestApp({
  now,
  outbound: { allowAddresses: [receiver.allowance] },
});
const { db } = database;

type User = Awaited<ReturnType<typeof signUpUser>>;

/** What reached a receiver's path: each POST's headers and its exact body. */
interface Received {
  method: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

let paths = 0;
/**
 * A receiving address on the fake site, answering `answers` in turn (the last one again after):
 * a status, and any headers.
 */
function receiverAt(...answers: Array<number | [number, Record<string, string>]>) {
  paths += 1;
  const path = `/hook-${paths}`;
  const received: Received[] = [];
  receiver.on(path, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = answers[Math.min(received.length, answers.length) - 1] ?? 200;
      const [status, headers] = typeof answer === 'number' ? [answer, {}] : answer;
      res.writeHead(status, { 'content-type': 'text/plain', ...headers });
      res.end('thanks');
    });
  });
  return { url: `${receiver.url}${path}`, received };
}

/** The receiver's check, as the README shows it: the HMAC of the raw body, compared in constant time. */
function signatureIsValid(secret: string, { headers, body }: Received): boolean {
  const expected = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const given = String(headers['x-vidshelf-signature'] ?? '');
  return (
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

async function createWebhook(user: User, body: Record<string, unknown>) {
  const res = await request('POST', '/api/webhooks', { token: user.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return CreatedWebhookSchema.parse(res.body);
}

async function logOf(user: User, webhookId: string): Promise<WebhookDelivery[]> {
  const res = await request('GET', `/api/webhooks/${webhookId}/deliveries`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return WebhookDeliveriesSchema.parse(res.body).deliveries;
}

async function addVideo(user: User, url: string): Promise<Video> {
  const res = await request('POST', '/api/videos', {
    token: user.token,
    body: { url, categoryId: await user.unsortedId() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Video;
}

/** Lets the background send what is due now, and waits until it has. */
const deliver = () => background.webhooks.settled();

/** Moves the test's clock on by `ms`, then lets what fell due be sent. */
async function after(ms: number) {
  offset += ms;
  await deliver();
}

const webhookRows = (userId: string) =>
  db.system((tx) => tx.select().from(webhooks).where(eq(webhooks.userId, userId)));

describe(`webhooks (${testDriver()})`, () => {
  it('sends one signed delivery when a video is added, with the video as the add answered it', async () => {
    const user = await signUpUser(request, 'hooked');
    const hook = receiverAt(200);
    const webhook = await createWebhook(user, { url: hook.url, events: ['video.added'] });
    expect(webhook).toMatchObject({
      url: hook.url,
      events: ['video.added'],
      enabled: true,
      lastDelivery: null,
    });
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const video = await addVideo(user, 'https://example.com/first-hooked');
    await deliver();

    expect(hook.received).toHaveLength(1);
    const [sent] = hook.received as [Received];
    expect(sent.method).toBe('POST');
    expect(signatureIsValid(webhook.secret, sent)).toBe(true);
    const body = JSON.parse(sent.body) as WebhookBody<Video>;
    expect(body).toEqual({
      id: expect.any(String),
      event: 'video.added',
      createdAt: expect.any(String),
      sentAt: expect.any(String),
      attempt: 1,
      data: video,
    });
    expect(sent.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'Vidshelf (+self-hosted bookmark manager)',
      'x-vidshelf-event': 'video.added',
      'x-vidshelf-delivery': body.id,
    });

    const [entry, ...others] = await logOf(user, webhook.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      id: body.id,
      event: 'video.added',
      createdAt: body.createdAt,
      state: 'delivered',
      attempts: 1,
      lastStatus: 200,
      lastError: null,
      nextAttemptAt: null,
    });
    const listed = WebhooksSchema.parse(
      (await request('GET', '/api/webhooks', { token: user.token })).body,
    );
    expect(listed.webhooks.map((w) => w.lastDelivery?.id)).toEqual([body.id]);
    expect(JSON.stringify(listed)).not.toContain(webhook.secret);
  });

  it('tries a failing receiver again after 30 s, then as long as its Retry-After asks, until it answers', async () => {
    const user = await signUpUser(request, 'retried');
    const hook = receiverAt(500, [503, { 'Retry-After': '120' }], 204);
    const webhook = await createWebhook(user, { url: hook.url, events: ['video.added'] });
    await addVideo(user, 'https://example.com/retried');
    await deliver();

    const [first] = await logOf(user, webhook.id);
    expect(first).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastStatus: 500,
      lastError: 'The receiver answered HTTP 500.',
    });
    const firstWait = Date.parse(first!.nextAttemptAt!) - now();
    expect(firstWait).toBeGreaterThan(25_000);
    expect(firstWait).toBeLessThanOrEqual(30_000);

    // Not due yet: nothing is sent.
    await after(20_000);
    expect(hook.received).toHaveLength(1);
    await after(10_000);
    expect(hook.received).toHaveLength(2);
    const [second] = await logOf(user, webhook.id);
    expect(second).toMatchObject({ state: 'pending', attempts: 2, lastStatus: 503 });
    // The receiver asked for 120 s, more than the 60 s the second pause would be.
    const secondWait = Date.parse(second!.nextAttemptAt!) - now();
    expect(secondWait).toBeGreaterThan(115_000);
    expect(secondWait).toBeLessThanOrEqual(120_000);

    await after(60_000);
    expect(hook.received).toHaveLength(2);
    await after(60_000);
    expect(hook.received).toHaveLength(3);
    const [done, ...others] = await logOf(user, webhook.id);
    expect(others).toEqual([]);
    expect(done).toMatchObject({
      state: 'delivered',
      attempts: 3,
      lastStatus: 204,
      lastError: null,
      nextAttemptAt: null,
    });
    // One delivery, the same id on every try, each try signed and numbered.
    const bodies = hook.received.map((sent) => JSON.parse(sent.body) as WebhookBody);
    expect(bodies.map((body) => [body.id, body.attempt])).toEqual([
      [done!.id, 1],
      [done!.id, 2],
      [done!.id, 3],
    ]);
    expect(hook.received.every((sent) => signatureIsValid(webhook.secret, sent))).toBe(true);
  });

  it('fails for good after the 8th try', async () => {
    const user = await signUpUser(request, 'given-up');
    const hook = receiverAt(500);
    const webhook = await createWebhook(user, { url: hook.url, events: ['video.added'] });
    await addVideo(user, 'https://example.com/given-up');
    await deliver();
    // Six more tries made (their pauses are retryDelay's, tested below): the 8th is next.
    await db.system((tx) =>
      tx
        .update(webhookDeliveries)
        .set({ attempts: 7 })
        .where(eq(webhookDeliveries.webhookId, webhook.id)),
    );
    await after(30_000);
    expect(hook.received.map((sent) => (JSON.parse(sent.body) as WebhookBody).attempt)).toEqual([
      1, 8,
    ]);
    const [entry] = await logOf(user, webhook.id);
    expect(entry).toMatchObject({
      state: 'failed',
      attempts: 8,
      lastStatus: 500,
      lastError: 'The receiver answered HTTP 500.',
      nextAttemptAt: null,
    });
    await after(60 * 60_000);
    expect(hook.received).toHaveLength(2);
    offset -= 60 * 60_000;
  });

  it('waits 30 s, then twice as long each time: the 8 tries span about an hour', () => {
    const pauses = [1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelay(attempt));
    expect(pauses).toEqual([30, 60, 120, 240, 480, 960, 1920].map((s) => s * 1000));
    expect(retryDelay(1, 120_000)).toBe(120_000);
    expect(retryDelay(1, 24 * 60 * 60_000)).toBe(60 * 60_000);
  });

  it('refuses an address on a private network, says so, and does not try again', async () => {
    const user = await signUpUser(request, 'private');
    const webhook = await createWebhook(user, {
      url: 'http://192.168.1.20:8000/api/hook',
      events: ['video.added'],
    });
    await addVideo(user, 'https://example.com/private');
    await deliver();
    const [entry] = await logOf(user, webhook.id);
    expect(entry).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastStatus: null,
      lastError: PRIVATE_ADDRESS_MESSAGE,
      nextAttemptAt: null,
    });
    expect(PRIVATE_ADDRESS_MESSAGE).toBe(
      'The address is on a private network, which Vidshelf does not reach.',
    );
  });

  it('sends a ping on "Send test", even while the webhook is off', async () => {
    const user = await signUpUser(request, 'pinged');
    const hook = receiverAt(200);
    const webhook = await createWebhook(user, {
      url: hook.url,
      events: ['subscription.item_added'],
      enabled: false,
    });
    const res = await request('POST', `/api/webhooks/${webhook.id}/test`, { token: user.token });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ event: 'ping', state: 'pending', attempts: 0 });
    await deliver();
    const [sent] = hook.received as [Received];
    expect(sent.headers['x-vidshelf-event']).toBe('ping');
    expect(signatureIsValid(webhook.secret, sent)).toBe(true);
    expect(JSON.parse(sent.body)).toMatchObject({
      id: (res.body as WebhookDelivery).id,
      event: 'ping',
      data: { webhook: { id: webhook.id, url: hook.url, events: ['subscription.item_added'] } },
    });
    expect((await logOf(user, webhook.id))[0]).toMatchObject({ event: 'ping', state: 'delivered' });
  });

  it('writes deliveries only for the enabled webhooks that listen to the event', async () => {
    const user = await signUpUser(request, 'listening');
    const [listening, other, off] = [receiverAt(200), receiverAt(200), receiverAt(200)];
    await createWebhook(user, { url: listening.url, events: ['video.unavailable', 'video.added'] });
    await createWebhook(user, { url: other.url, events: ['subscription.item_added'] });
    const turnedOff = await createWebhook(user, { url: off.url, events: ['video.added'] });
    const patched = await request('PATCH', `/api/webhooks/${turnedOff.id}`, {
      token: user.token,
      body: { enabled: false },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ enabled: false, events: ['video.added'] });
    await addVideo(user, 'https://example.com/listened');
    await deliver();
    expect([listening, other, off].map((hook) => hook.received.length)).toEqual([1, 0, 0]);
    expect(await logOf(user, turnedOff.id)).toEqual([]);
  });

  it('tells a subscription’s new video, with the subscription and the video as the library has it', async () => {
    const user = await signUpUser(request, 'subscribed');
    const hook = receiverAt(200);
    const webhook = await createWebhook(user, {
      url: hook.url,
      events: ['subscription.item_added'],
    });
    const handle = 'hookedchannel';
    const id = `UC${handle.padEnd(22, 'x').slice(0, 22)}`;
    youtube.channel({
      id,
      handle,
      title: 'The hooked channel',
      videos: [
        { id: 'hookvid0002', title: 'Newest', published: '2026-01-02T00:00:00.000Z' },
        { id: 'hookvid0001', title: 'Older', published: '2026-01-01T00:00:00.000Z' },
      ],
    });
    const followed = await request('POST', '/api/subscriptions', {
      token: user.token,
      body: { url: `https://www.youtube.com/@${handle}`, addNewest: 1 },
    });
    expect(followed.status, JSON.stringify(followed.body)).toBe(201);
    const subscription = (followed.body as { subscription: { id: string; title: string } })
      .subscription;
    await deliver();

    const library = await fetchLibrary(request, user.token);
    const added = library.videos.find((v) => v.title === 'Newest');
    expect(added).toBeDefined();
    const [sent] = hook.received as [Received];
    expect(signatureIsValid(webhook.secret, sent)).toBe(true);
    expect(JSON.parse(sent.body)).toMatchObject({
      event: 'subscription.item_added',
      data: {
        subscription: { id: subscription.id, title: subscription.title },
        video: added,
      },
    });
    expect((JSON.parse(sent.body) as WebhookBody<{ video: Video }>).data.video).toEqual(added);
  });

  it('shows and rotates the secret; the next delivery is signed with the new one', async () => {
    const user = await signUpUser(request, 'rotated');
    const hook = receiverAt(200);
    const webhook = await createWebhook(user, { url: hook.url, events: ['video.added'] });
    const shown = await request('GET', `/api/webhooks/${webhook.id}/secret`, { token: user.token });
    expect(shown.body).toEqual({ secret: webhook.secret });
    const rotated = await request('POST', `/api/webhooks/${webhook.id}/secret`, {
      token: user.token,
    });
    expect(rotated.status).toBe(200);
    const { secret } = rotated.body as { secret: string };
    expect(secret).not.toBe(webhook.secret);
    expect(
      (await request('GET', `/api/webhooks/${webhook.id}/secret`, { token: user.token })).body,
    ).toEqual({ secret });
    await addVideo(user, 'https://example.com/rotated');
    await deliver();
    const [sent] = hook.received as [Received];
    expect(signatureIsValid(secret, sent)).toBe(true);
    expect(signatureIsValid(webhook.secret, sent)).toBe(false);
  });

  it('keeps the newest 100 entries of a log', async () => {
    const user = await signUpUser(request, 'pruned');
    const hook = receiverAt(200);
    const webhook = await createWebhook(user, { url: hook.url, events: ['video.added'] });
    // 120 old entries, settled (each one's job finds nothing left to send).
    await db.system((tx) =>
      tx.insert(webhookDeliveries).values(
        Array.from({ length: 120 }, (_, i) => ({
          webhookId: webhook.id,
          userId: user.id,
          event: 'ping',
          payload: {},
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
          attempts: 1,
          lastStatus: 200,
          deliveredAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
          nextAttemptAt: null,
        })),
      ),
    );
    const video = await addVideo(user, 'https://example.com/pruned');
    await deliver();
    const log = await logOf(user, webhook.id);
    expect(log).toHaveLength(100);
    expect(log[0]).toMatchObject({ event: 'video.added', state: 'delivered' });
    const [{ count } = { count: 0 }] = await db.system((tx) =>
      tx
        .select({ count: sql<number>`count(*)::int` })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, webhook.id)),
    );
    expect(count).toBe(100);
    expect((JSON.parse(hook.received[0]!.body) as WebhookBody).data).toEqual(video);
  });

  it('deletes a webhook with its log; what it had still to send is not sent', async () => {
    const user = await signUpUser(request, 'deleted');
    const hook = receiverAt(500);
    const webhook = await createWebhook(user, { url: hook.url, events: ['video.added'] });
    await addVideo(user, 'https://example.com/deleted');
    await deliver();
    expect(hook.received).toHaveLength(1);
    const res = await request('DELETE', `/api/webhooks/${webhook.id}`, { token: user.token });
    expect(res.status).toBe(204);
    await after(30_000);
    expect(hook.received).toHaveLength(1);
    const left = await db.system((tx) =>
      tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhook.id)),
    );
    expect(left).toEqual([]);
    expect(
      (await request('GET', `/api/webhooks/${webhook.id}/deliveries`, { token: user.token }))
        .status,
    ).toBe(404);
  });

  it('sends nothing more of a webhook turned off, and its log says why', async () => {
    const user = await signUpUser(request, 'turned-off');
    const hook = receiverAt(500);
    const webhook = await createWebhook(user, { url: hook.url, events: ['video.added'] });
    await addVideo(user, 'https://example.com/turned-off');
    await deliver();
    const off = await request('PATCH', `/api/webhooks/${webhook.id}`, {
      token: user.token,
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    await after(30_000);
    expect(hook.received).toHaveLength(1);
    expect((await logOf(user, webhook.id))[0]).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'Not sent: the webhook was turned off.',
      nextAttemptAt: null,
    });
  });

  it('keeps one user’s webhooks out of another’s sight and reach (404)', async () => {
    const alice = await signUpUser(request, 'alice-hooks');
    const bob = await signUpUser(request, 'bob-hooks');
    const hook = receiverAt(200);
    const webhook = await createWebhook(alice, { url: hook.url, events: ['video.added'] });
    const before = await webhookRows(alice.id);
    const bobs = await request('GET', '/api/webhooks', { token: bob.token });
    expect(bobs.body).toEqual({ webhooks: [] });
    const path = `/api/webhooks/${webhook.id}`;
    for (const [method, url, body] of [
      ['PATCH', path, { enabled: false, url: 'https://evil.example/' }],
      ['DELETE', path, undefined],
      ['POST', `${path}/test`, undefined],
      ['GET', `${path}/deliveries`, undefined],
      ['GET', `${path}/secret`, undefined],
      ['POST', `${path}/secret`, undefined],
    ] as const) {
      const res = await request(method, url, { token: bob.token, ...(body ? { body } : {}) });
      expect([method, url, res.status, res.body?.error?.code]).toEqual([
        method,
        url,
        404,
        'not_found',
      ]);
    }
    expect(await webhookRows(alice.id)).toEqual(before);
    await deliver();
    expect(hook.received).toEqual([]);
    // Bob's add tells Alice's webhook nothing.
    await addVideo(bob, 'https://example.com/bobs');
    await deliver();
    expect(hook.received).toEqual([]);
  });

  it('answers a signed-in session only: an API token is refused', async () => {
    const user = await signUpUser(request, 'token-hooks');
    const made = await request('POST', '/api/tokens', {
      token: user.token,
      body: { name: 'script' },
    });
    const token = (made.body as { token: string }).token;
    const res = await request('POST', '/api/webhooks', {
      token,
      body: { url: 'https://hooks.example/', events: ['video.added'] },
    });
    expect([res.status, res.body.error.code]).toEqual([403, 'token_not_allowed']);
    expect((await request('GET', '/api/webhooks', { token })).status).toBe(403);
    expect(await webhookRows(user.id)).toEqual([]);
  });

  it('refuses bad input with a clear message, changing nothing', async () => {
    const user = await signUpUser(request, 'refused-hooks');
    const webhook = await createWebhook(user, {
      url: 'https://hooks.example/in',
      events: ['video.added'],
    });
    const before = await webhookRows(user.id);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { url: '  ', events: ['video.added'] },
        'url',
        'Enter the address that receives the webhook.',
      ],
      [{ events: ['video.added'] }, 'url', 'Enter the address that receives the webhook.'],
      [
        { url: 'ftp://hooks.example/', events: ['video.added'] },
        'url',
        'Enter an address that starts with http:// or https://.',
      ],
      [
        { url: 'javascript:alert(1)', events: ['video.added'] },
        'url',
        'Enter an address that starts with http:// or https://.',
      ],
      [
        { url: 'https://me:pw@hooks.example/', events: ['video.added'] },
        'url',
        'Leave the user name and password out of the address.',
      ],
      [
        { url: `https://hooks.example/${'x'.repeat(2030)}`, events: ['video.added'] },
        'url',
        'Use at most 2048 characters.',
      ],
      [{ url: 'https://hooks.example/', events: [] }, 'events', 'Pick at least one event.'],
      [{ url: 'https://hooks.example/' }, 'events', 'Pick at least one event.'],
      [
        { url: 'https://hooks.example/', events: ['video.deleted'] },
        'events.0',
        'Pick events among video.added, video.unavailable and subscription.item_added.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await request('POST', '/api/webhooks', { token: user.token, body });
      expect([JSON.stringify(body).slice(0, 80), res.status, res.body.error]).toEqual([
        JSON.stringify(body).slice(0, 80),
        400,
        { code: 'validation_failed', message, field },
      ]);
      // A change may leave a field out; one it names is held to the same rules.
      if (!(field.split('.')[0]! in body)) continue;
      const patch = await request('PATCH', `/api/webhooks/${webhook.id}`, {
        token: user.token,
        body: { ...body, enabled: false },
      });
      expect([patch.status, patch.body.error.message]).toEqual([400, message]);
    }
    const unknown = await request('POST', '/api/webhooks', {
      token: user.token,
      body: { url: 'https://hooks.example/', events: ['video.added'], secret: 'mine' },
    });
    expect(unknown.status).toBe(400);
    expect(await webhookRows(user.id)).toEqual(before);
  });

  it('holds an account to 5 webhooks', async () => {
    const user = await signUpUser(request, 'five-hooks');
    for (let i = 0; i < 5; i++) {
      await createWebhook(user, { url: `https://hooks.example/${i}`, events: ['video.added'] });
    }
    const sixth = await request('POST', '/api/webhooks', {
      token: user.token,
      body: { url: 'https://hooks.example/6', events: ['video.added'] },
    });
    expect([sixth.status, sixth.body.error]).toEqual([
      409,
      {
        code: 'webhook_limit_reached',
        message:
          'You have 5 webhooks, the most an account may have: delete one before you add another.',
      },
    ]);
    expect(await webhookRows(user.id)).toHaveLength(5);
  });
});

describe(`webhooks with outside lookups turned off (${testDriver()})`, () => {
  it('still delivers: the address is the user’s own', async () => {
    const off = await createTestApp({
      metadataFetch: 'off',
      outbound: { allowAddresses: [receiver.allowance] },
    });
    const user = await signUpUser(off.request, 'lookups-off');
    const hook = receiverAt(200);
    const made = await off.request('POST', '/api/webhooks', {
      token: user.token,
      body: { url: hook.url, events: ['video.added'] },
    });
    expect(made.status).toBe(201);
    await off.request('POST', '/api/videos', {
      token: user.token,
      body: { url: 'https://example.com/off', categoryId: await user.unsortedId() },
    });
    await off.background.webhooks.settled();
    expect(hook.received).toHaveLength(1);
  });
});
