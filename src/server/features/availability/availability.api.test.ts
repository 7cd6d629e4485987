import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { executeRows } from '@server/db/execute-rows';
import { videos } from '@server/db/schema';
import { startFakeOembed } from '@server/test-support/fake-oembed';
import { fetchLibrary, signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { AVAILABILITY_VIDEOS_PER_USER } from './availability-sweep';

// The sweep of dead links (docs/product/availability.md): saved videos looked up again, users
// in turn; gone ones marked unavailable and counted into a notice, ones back unmarked.
const oembed = await startFakeOembed();
afterAll(() => oembed.close());
const { request, database, background } = await createTestApp({
  signUpsPerIp: 100,
  youtubeOembedUrl: oembed.url,
});
const { db } = database;

type User = Awaited<ReturnType<typeof signUpUser>>;

let serial = 0;
const youtubeId = () => `sw${String(++serial).padStart(9, '0')}`;

async function save(user: User, id: string): Promise<string> {
  const res = await request('POST', '/api/videos', {
    token: user.token,
    body: { url: `https://www.youtube.com/watch?v=${id}`, categoryId: await user.unsortedId() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** One turn of the sweep, waited out; the videos saved so far count as saved days ago. */
async function turn(): Promise<void> {
  await db.system((tx) => tx.update(videos).set({ createdAt: new Date('2026-01-01T00:00:00Z') }));
  background.availability.wake();
  await background.availability.settled();
}
const notice = async (user: User) =>
  (await request('GET', '/api/availability/notice', { token: user.token })).body;
const unavailableOf = async (user: User) =>
  Object.fromEntries(
    (await fetchLibrary(request, user.token)).videos.map((v) => [v.youtubeId, v.unavailable]),
  );

/** Each video's date noticed unavailable, by YouTube id. */
const sinceOf = async (user: User) =>
  Object.fromEntries(
    (await fetchLibrary(request, user.token)).videos.map((v) => [v.youtubeId, v.unavailableSince]),
  );

describe(`availability sweep (${testDriver()})`, () => {
  it('marks a removed video unavailable and counts it once, unmarks one that came back', async () => {
    const user = await signUpUser(request);
    const [removed, fine] = [youtubeId(), youtubeId()];
    await save(user, removed);
    const backId = await save(user, fine);
    await background.details.settled();
    await db.system((tx) =>
      tx.update(videos).set({ unavailable: true }).where(eq(videos.id, backId)),
    );
    oembed.respondWith(removed, { status: 404, text: 'Not Found' });
    expect(await notice(user)).toEqual({ count: 0, noticedAt: null });

    const sweptFrom = Date.now();
    await turn();
    expect(await unavailableOf(user)).toEqual({ [removed]: true, [fine]: false });
    expect(await notice(user)).toMatchObject({ count: 1 });
    // The day it was noticed is kept with it; the one back has none.
    const noticed = (await sinceOf(user))[removed] as string;
    expect(Date.parse(noticed)).toBeGreaterThanOrEqual(sweptFrom - 1_000);
    expect(Date.parse(noticed)).toBeLessThanOrEqual(Date.now() + 1_000);
    expect((await sinceOf(user))[fine]).toBeNull();

    // The next pass finds it still gone: not counted again, and noticed when it was first.
    await db.system((tx) => tx.execute(sql`update availability_walks set next_at = now()`));
    await turn();
    await turn();
    expect(await notice(user)).toMatchObject({ count: 1 });
    expect((await sinceOf(user))[removed]).toBe(noticed);

    const dismissed = await request('DELETE', '/api/availability/notice', { token: user.token });
    expect(dismissed.status).toBe(204);
    expect(await notice(user)).toEqual({ count: 0, noticedAt: null });
    expect(await unavailableOf(user)).toMatchObject({ [removed]: true });
  });

  it('gives every user turns: a large library does not hold up a small one', async () => {
    const big = await signUpUser(request);
    const small = await signUpUser(request);
    for (let i = 0; i < 6; i++) await save(big, youtubeId());
    const smallsVideo = youtubeId();
    await save(small, smallsVideo);
    await background.details.settled();
    oembed.respondWith(smallsVideo, { status: 401, text: 'Unauthorized' });
    const before = oembed.requests.length;
    await turn();
    const asked = oembed.requests.slice(before).map((r) => r.url);
    expect(asked.some((url) => url.includes(smallsVideo))).toBe(true);
    expect(asked.filter((url) => url.includes('sw')).length).toBeLessThanOrEqual(
      AVAILABILITY_VIDEOS_PER_USER * 5,
    );
    expect(await unavailableOf(small)).toEqual({ [smallsVideo]: true });
    expect(await notice(big)).toEqual({ count: 0, noticedAt: null });
  });

  it("tells the user's webhooks of a video found gone, in the marking's transaction", async () => {
    const user = await signUpUser(request);
    const hook = await request('POST', '/api/webhooks', {
      token: user.token,
      body: { url: 'https://hooks.example.com/vidshelf', events: ['video.unavailable'] },
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    const gone = youtubeId();
    await save(user, gone);
    await background.details.settled();
    oembed.respondWith(gone, { status: 404, text: 'Not Found' });
    await turn();
    const rows = await db.system((tx) =>
      executeRows<{
        event: string;
        payload: { youtubeId: string; unavailable: boolean; unavailableSince: string | null };
      }>(tx, sql`select event, payload from webhook_deliveries where user_id = ${user.id}`),
    );
    expect(rows.map((row) => [row.event, row.payload.youtubeId, row.payload.unavailable])).toEqual([
      ['video.unavailable', gone, true],
    ]);
    // With the time it was noticed, as the library says it.
    expect(rows[0]?.payload.unavailableSince).toBe((await sinceOf(user))[gone]);
    expect(rows[0]?.payload.unavailableSince).not.toBeNull();
  });

  it('keeps each notice to its own user', async () => {
    const other = await signUpUser(request);
    expect(await notice(other)).toEqual({ count: 0, noticedAt: null });
    const res = await request('DELETE', '/api/availability/notice', { token: other.token });
    expect(res.status).toBe(204);
  });
});
