import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '@server/app';
import { contactMessages } from '@server/db/schema';
import { signUpUser } from '@server/test-support/library-fixtures';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { createContactInbox, CONTACT_MESSAGES_PER_HOUR } from './contact.service';

// The app's clock is ours: the hourly limit is tested by moving time, not waiting.
let clock = Date.parse('2026-11-25T10:00:00Z');
const { request, database } = await createTestApp({ now: () => clock });
const { db } = database;
const inbox = createContactInbox(db, () => clock);

const filled = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Hello.\nThe app is lovely.',
};

const send = (token: string, body: unknown) => request('POST', '/api/contact', { token, body });

const storedFor = (userId: string) =>
  db.system((tx) => tx.select().from(contactMessages).where(eq(contactMessages.userId, userId)));

describe(`POST /api/contact (${testDriver()})`, () => {
  it('stores the message, trimmed, with the sender’s account and the time', async () => {
    const user = await signUpUser(request, 'contact');
    const res = await send(user.token, {
      name: '  Ada Lovelace ',
      email: ' ada@example.com ',
      message: '\n Hello.\nThe app is lovely.  ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), createdAt: new Date(clock).toISOString() });
    expect(await storedFor(user.id)).toEqual([
      {
        id: res.body.id,
        userId: user.id,
        ...filled,
        createdAt: new Date(clock),
        readAt: null,
      },
    ]);
    const [listed] = (await inbox.list()).filter((row) => row.message.id === res.body.id);
    expect(listed?.accountEmail).toBe(user.email);
  });

  it.each([
    [{ ...filled, name: '' }, 'name', 'Please fill in all fields'],
    [{ ...filled, email: ' \t ' }, 'email', 'Please fill in all fields'],
    [{ ...filled, message: ' \n ' }, 'message', 'Please fill in all fields'],
    [{ name: 'Ada', email: 'ada@example.com' }, 'message', 'Please fill in all fields'],
    [{ ...filled, email: 'not an address' }, 'email', 'Enter a valid e-mail address.'],
    [{ ...filled, name: 'x'.repeat(201) }, 'name', 'Use at most 200 characters for the name.'],
    [
      { ...filled, email: `${'a'.repeat(250)}@example.com` },
      'email',
      'Use at most 254 characters for the e-mail address.',
    ],
    [
      { ...filled, message: 'x'.repeat(5001) },
      'message',
      'Use at most 5000 characters for the message.',
    ],
    [
      { ...filled, message: 'Hi\u0000there' },
      'message',
      'The message contains characters that cannot be sent.',
    ],
    [
      { ...filled, name: 'Ada\u001b[2J' },
      'name',
      'The name contains characters that cannot be sent.',
    ],
    [
      { ...filled, name: 'Ada\nLovelace' },
      'name',
      'The name contains characters that cannot be sent.',
    ],
  ])('refuses %j: 400 on %s, “%s”, and stores nothing', async (body, field, message) => {
    const user = await signUpUser(request, 'invalid');
    const res = await send(user.token, body);
    expect([res.status, res.body.error]).toEqual([
      400,
      { code: 'validation_failed', message, field },
    ]);
    expect(await storedFor(user.id)).toEqual([]);
  });

  it('takes the longest fields allowed, and a message of several lines', async () => {
    const user = await signUpUser(request, 'long');
    const res = await send(user.token, {
      name: 'n'.repeat(200),
      email: `${'a'.repeat(242)}@example.com`,
      message: `${'m'.repeat(4990)}\r\n\tend.`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it(`allows ${CONTACT_MESSAGES_PER_HOUR} messages an hour per account, then 429 with Retry-After`, async () => {
    const user = await signUpUser(request, 'limited');
    const other = await signUpUser(request, 'unlimited');
    const start = clock;
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++) {
      expect((await send(user.token, { ...filled, message: `Message ${i}` })).status).toBe(201);
      clock += 60_000;
    }
    const refused = await send(user.token, filled);
    expect([refused.status, refused.body.error]).toEqual([
      429,
      {
        code: 'rate_limited',
        message: `You can send ${CONTACT_MESSAGES_PER_HOUR} messages an hour. Please try again in 55 minutes.`,
      },
    ]);
    expect(refused.headers.get('Retry-After')).toBe(String(55 * 60));
    expect(await storedFor(user.id)).toHaveLength(CONTACT_MESSAGES_PER_HOUR);
    // A refused body does not count, nor does it use another account's allowance.
    expect((await send(user.token, { ...filled, name: '' })).status).toBe(400);
    expect((await send(other.token, filled)).status).toBe(201);
    // The first message leaves the window an hour after it was sent.
    clock = start + 60 * 60 * 1000;
    // (The access token has expired meanwhile: sign in again.)
    const signedIn = await request('POST', '/api/auth/signin', {
      body: { email: user.email, password: STRONG_PASSWORD },
    });
    const token = signedIn.body.access_token as string;
    expect((await send(token, filled)).status).toBe(201);
    expect((await send(token, filled)).status).toBe(429);
  });

  it('needs a signed-in session: none is 401, an API token 403', async () => {
    const none = await request('POST', '/api/contact', { body: filled });
    expect([none.status, none.body.error.code]).toEqual([401, 'session_missing']);
    const user = await signUpUser(request, 'token');
    const made = await request('POST', '/api/tokens', {
      token: user.token,
      body: { name: 'Script' },
    });
    const byToken = await send(made.body.token, filled);
    expect([byToken.status, byToken.body.error.code]).toEqual([403, 'token_not_allowed']);
    expect(await storedFor(user.id)).toEqual([]);
  });

  it('lets a sender write only as themselves, and read no message back, not even their own', async () => {
    const alice = await signUpUser(request, 'alice');
    const bob = await signUpUser(request, 'bob');
    expect((await send(alice.token, filled)).status).toBe(201);
    // Row-level security: the app role inserts as its user only, and cannot select at all.
    await expect(
      db.asUser(bob.id, (tx) => tx.insert(contactMessages).values({ ...filled, userId: alice.id })),
    ).rejects.toThrow();
    await expect(db.asUser(alice.id, (tx) => tx.select().from(contactMessages))).rejects.toThrow();
    await expect(
      db.asUser(alice.id, (tx) => tx.update(contactMessages).set({ readAt: new Date() })),
    ).rejects.toThrow();
    // No route reads messages.
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
      const res = await request(method, '/api/contact', { token: bob.token });
      expect(res.status).toBeGreaterThanOrEqual(404);
    }
  });

  it('keeps a deleted account’s messages, without the account', async () => {
    const user = await signUpUser(request, 'leaving');
    const sent = await send(user.token, filled);
    const deleted = await request('POST', '/api/account/delete', {
      token: user.token,
      body: { password: STRONG_PASSWORD },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    const found = await inbox.read(sent.body.id);
    expect(found?.message).toMatchObject({ userId: null, ...filled });
    expect(found?.accountEmail).toBeNull();
  });

  it('is in the OpenAPI document, with its 429 and the session scheme only', async () => {
    const doc = (await request('GET', OPENAPI_PATH)).body;
    const post = doc.paths['/api/contact'].post;
    expect(post.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(post.responses).sort()).toEqual(['201', '400', '401', '403', '429']);
    expect(post.responses['429'].headers['Retry-After']).toBeDefined();
  });
});

describe(`the operator's inbox (${testDriver()})`, () => {
  it('lists newest first, reads one whole and marks it read once', async () => {
    clock += 24 * 60 * 60 * 1000;
    const user = await signUpUser(request, 'inbox');
    const first = (await send(user.token, { ...filled, message: 'First' })).body.id as string;
    clock += 1000;
    const second = (await send(user.token, { ...filled, message: 'Second' })).body.id as string;
    const ids = (await inbox.list()).map((row) => row.message.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));

    const readAt = clock + 5000;
    clock = readAt;
    expect((await inbox.read(first))?.message.readAt).toBeNull();
    clock += 5000;
    expect((await inbox.read(first))?.message.readAt).toEqual(new Date(readAt));
    const unread = (await inbox.list(true)).map((row) => row.message.id);
    expect(unread).toContain(second);
    expect(unread).not.toContain(first);

    expect(await inbox.read('00000000-0000-0000-0000-000000000000')).toBeUndefined();
    expect(await inbox.read('not-an-id')).toBeUndefined();
    expect(await inbox.delete(second)).toBe(true);
    expect(await inbox.delete(second)).toBe(false);
    const [count] = await db.system((tx) =>
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(contactMessages)
        .where(eq(contactMessages.id, second)),
    );
    expect(count?.n).toBe(0);
  });
});
