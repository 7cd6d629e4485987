import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VIDEO_UNDO_WINDOW_MS } from '@shared/constants';
import type { Video } from '@shared/contracts/library';
import { deletedVideos, videos } from '@server/db/schema';
import {
  seedVideos,
  signUpUser,
  snapshotOf,
  type Refusal,
  expectRefusals,
} from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { RESTORE_TOO_LATE_MESSAGE } from '../videos.service';

const { request, database } = await createTestApp({ signUpsPerIp: 100 });
const { db } = database;

type User = Awaited<ReturnType<typeof signUpUser>>;

const add = async (user: User, url: string, categoryId: string): Promise<Video> => {
  const res = await request<Video>('POST', '/api/videos', {
    token: user.token,
    body: { url, categoryId },
  });
  expect(res.status).toBe(201);
  return res.body;
};
const remove = (user: User, id: string) =>
  request('DELETE', `/api/videos/${id}`, { token: user.token });
const restore = (user: User, id: string) =>
  request('POST', `/api/videos/${id}/restore`, { token: user.token });
const titlesOf = async (user: User, categoryId: string): Promise<string[]> =>
  ((await user.library()).videos as Video[])
    .filter((video) => video.categoryId === categoryId)
    .map((video) => video.title);
const tombstones = (userId: string) =>
  db.system((tx) => tx.select().from(deletedVideos).where(eq(deletedVideos.userId, userId)));
/** Makes the user's tombstones look `ms` older than they are (the window is the server's). */
const ageTombstones = (userId: string, ms: number) =>
  db.system(async (tx) => {
    for (const row of await tx
      .select()
      .from(deletedVideos)
      .where(eq(deletedVideos.userId, userId))) {
      await tx
        .update(deletedVideos)
        .set({ deletedAt: new Date(row.deletedAt.getTime() - ms) })
        .where(eq(deletedVideos.id, row.id));
    }
  });

/** Three videos in Unsorted, shown newest first: c, b, a. */
async function userWithThree() {
  const user = await signUpUser(request);
  const unsorted = await user.unsortedId();
  const [a, b, c] = [
    await add(user, 'https://example.com/a', unsorted),
    await add(user, 'https://example.com/b', unsorted),
    await add(user, 'https://example.com/c', unsorted),
  ] as [Video, Video, Video];
  return { user, unsorted, a, b, c };
}

describe(`undo a video delete (${testDriver()})`, () => {
  it('brings the same video back where it was, with its id, date and order', async () => {
    const { user, unsorted, b } = await userWithThree();
    expect(await titlesOf(user, unsorted)).toEqual(['example.com', 'example.com', 'example.com']);
    const before = await user.library();

    expect((await remove(user, b.id)).status).toBe(204);
    const during = await user.library();
    expect(during.videos.map((video: Video) => video.id)).not.toContain(b.id);
    const limits = await request('GET', '/api/limits?type=video', { token: user.token });
    expect(limits.body).toMatchObject({ videoCount: 2 });

    const restored = await restore(user, b.id);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual(b);
    expect(await user.library()).toEqual(before);
    expect(await tombstones(user.id)).toEqual([]);
  });

  it('is refused once the video is back, for a video never deleted, and for another user', async () => {
    const { user, b, c } = await userWithThree();
    const other = await signUpUser(request);
    await remove(user, b.id);
    const before = await snapshotOf(db, user.id);
    const refusals: Refusal[] = [
      ['another user', () => restore(other, b.id), 404, 'not_found'],
      ['never deleted', () => restore(user, c.id), 404, 'not_found'],
      ['not an id', () => restore(user, 'nope'), 400, 'validation_failed'],
      ['signed out', () => request('POST', `/api/videos/${b.id}/restore`), 401, 'session_missing'],
    ];
    await expectRefusals(refusals);
    expect(await snapshotOf(db, user.id)).toEqual(before);

    expect((await restore(user, b.id)).status).toBe(200);
    const again = await restore(user, b.id);
    expect(again.status).toBe(404);
    expect(again.body.error).toEqual({ code: 'not_found', message: RESTORE_TOO_LATE_MESSAGE });
  });

  it('is refused after the undo window, and the next delete forgets the old tombstone', async () => {
    const { user, a, b } = await userWithThree();
    await remove(user, b.id);
    await ageTombstones(user.id, VIDEO_UNDO_WINDOW_MS + 1000);
    const late = await restore(user, b.id);
    expect(late.status).toBe(404);
    expect(late.body.error.message).toBe(RESTORE_TOO_LATE_MESSAGE);

    await remove(user, a.id);
    expect((await tombstones(user.id)).map((row) => row.id)).toEqual([a.id]);
  });

  it('puts the video right after one that took its place meanwhile', async () => {
    const { user, unsorted, a, b, c } = await userWithThree();
    await remove(user, b.id);
    // A video given exactly the deleted one's order key (as a move into that gap can).
    const d = await add(user, 'https://example.com/d', unsorted);
    await db.system((tx) =>
      tx.update(videos).set({ position: b.position }).where(eq(videos.id, d.id)),
    );
    const restored = await restore(user, b.id);
    expect(restored.status).toBe(200);
    expect(restored.body.position > b.position).toBe(true);
    const order = ((await user.library()).videos as Video[]).map((video) => video.id);
    expect(order).toEqual([c.id, d.id, b.id, a.id]);
  });

  it('respects the plan: a free library filled since the delete has no room for it', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    await seedVideos(db, user.id, unsorted, 49);
    const video = await add(user, 'https://example.com/fiftieth', unsorted);
    await remove(user, video.id);
    await add(user, 'https://example.com/another', unsorted);
    const before = await snapshotOf(db, user.id);

    const full = await restore(user, video.id);
    expect(full.status).toBe(403);
    expect(full.body.error).toMatchObject({ code: 'plan_limit_reached', limitType: 'video' });
    expect(await snapshotOf(db, user.id)).toEqual(before);

    // Room again: the tombstone was kept, so the undo still works.
    const seeded = ((await user.library()).videos as Video[]).find((v) => v.title === 'Seeded 0');
    await remove(user, seeded!.id);
    expect((await restore(user, video.id)).status).toBe(200);
  });

  it('is gone with its collection: a deleted collection takes its tombstones', async () => {
    const user = await signUpUser(request);
    const created = await request<{ id: string }>('POST', '/api/categories', {
      token: user.token,
      body: { name: 'Talks' },
    });
    const video = await add(user, 'https://example.com/talk', created.body.id);
    await remove(user, video.id);
    await request('DELETE', `/api/categories/${created.body.id}`, { token: user.token });
    expect(await tombstones(user.id)).toEqual([]);
    expect((await restore(user, video.id)).status).toBe(404);
  });

  it('leaves deleted videos out of the export', async () => {
    const { user, b } = await userWithThree();
    await remove(user, b.id);
    const exported = await request('GET', '/api/export', { token: user.token });
    expect(exported.status).toBe(200);
    const ids = (exported.body.videos as Array<{ id: string }>).map((video) => video.id);
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain(b.id);
  });
});
