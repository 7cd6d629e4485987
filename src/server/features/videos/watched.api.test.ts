import { describe, expect, it } from 'vitest';
import type { Video } from '@shared/contracts/library';
import {
  expectRefusals,
  signUpUser,
  snapshotOf,
  type Refusal,
} from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';

const { request, database } = await createTestApp({ signUpsPerIp: 100 });

type User = Awaited<ReturnType<typeof signUpUser>>;

async function userWithVideo(): Promise<{ user: User; video: Video }> {
  const user = await signUpUser(request);
  const res = await request<Video>('POST', '/api/videos', {
    token: user.token,
    body: { url: 'https://example.com/later', categoryId: await user.unsortedId() },
  });
  return { user, video: res.body };
}

const mark = (user: User, id: string, body: unknown) =>
  request<Video>('PUT', `/api/videos/${id}/watched`, { token: user.token, body });

describe(`watched (${testDriver()})`, () => {
  it('marks a video watched, keeps the first time when marked again, and unmarks it', async () => {
    const { user, video } = await userWithVideo();
    expect(video.watchedAt).toBeNull();

    const watched = await mark(user, video.id, { watched: true });
    expect(watched.status).toBe(200);
    expect(watched.body).toEqual({ ...video, watchedAt: expect.any(String) });
    const at = Date.parse(watched.body.watchedAt!);
    expect(Math.abs(at - Date.now())).toBeLessThan(60_000);
    expect((await user.library()).videos[0].watchedAt).toBe(watched.body.watchedAt);

    const again = await mark(user, video.id, { watched: true });
    expect(again.body.watchedAt).toBe(watched.body.watchedAt);

    const unwatched = await mark(user, video.id, { watched: false });
    expect(unwatched.body).toEqual(video);
    expect((await user.library()).videos[0].watchedAt).toBeNull();
  });

  it('comes back with a deleted video that is restored', async () => {
    const { user, video } = await userWithVideo();
    const watched = (await mark(user, video.id, { watched: true })).body;
    await request('DELETE', `/api/videos/${video.id}`, { token: user.token });
    const restored = await request<Video>('POST', `/api/videos/${video.id}/restore`, {
      token: user.token,
    });
    expect(restored.body.watchedAt).toBe(watched.watchedAt);
  });

  it('refuses what is not a yes or no, another user’s video, and no sign-in; changes nothing', async () => {
    const { user, video } = await userWithVideo();
    const other = await signUpUser(request);
    const before = await snapshotOf(database.db, user.id);
    const refusals: Refusal[] = [
      ['a string', () => mark(user, video.id, { watched: 'yes' }), 400, 'validation_failed'],
      ['no field', () => mark(user, video.id, {}), 400, 'validation_failed'],
      ['not an id', () => mark(user, 'nope', { watched: true }), 400, 'validation_failed'],
      ['another user', () => mark(other, video.id, { watched: true }), 404, 'not_found'],
      [
        'signed out',
        () => request('PUT', `/api/videos/${video.id}/watched`, { body: { watched: true } }),
        401,
        'session_missing',
      ],
    ];
    await expectRefusals(refusals);
    expect(await snapshotOf(database.db, user.id)).toEqual(before);
  });
});
