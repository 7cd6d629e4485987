import { describe, expect, it } from 'vitest';
import {
  expectRefusals,
  seedVideos,
  signUpUser,
  snapshotOf,
  type Refusal,
} from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';

const { request, database } = await createTestApp();

type User = Awaited<ReturnType<typeof signUpUser>>;
interface VideoBody {
  id: string;
  title: string;
  categoryId: string;
  position: string;
}

/** A user with two collections: "Unsorted" holding Seeded 0..3, and "Music" holding 2 videos. */
async function userWithVideos() {
  const user = await signUpUser(request);
  const unsorted = await user.unsortedId();
  const music = (
    await request('POST', '/api/categories', { token: user.token, body: { name: 'Music' } })
  ).body.id as string;
  await seedVideos(database.db, user.id, unsorted, 4);
  await seedVideos(database.db, user.id, music, 2);
  const videos: VideoBody[] = (await user.library()).videos;
  const id = (title: string, collectionId = unsorted) =>
    videos.find((v) => v.title === title && v.categoryId === collectionId)!.id;
  return { user, unsorted, music, id };
}

const move = (user: User, id: string, collectionId: string, afterId: string | null) =>
  request('POST', `/api/videos/${id}/move`, {
    token: user.token,
    body: { categoryId: collectionId, afterId },
  });

/** Titles of one collection's videos in library order, tagged when not in `Unsorted`. */
async function titlesIn(user: User, collectionId: string) {
  const videos: VideoBody[] = (await user.library()).videos;
  return videos.filter((v) => v.categoryId === collectionId).map((v) => v.title);
}

describe(`moving videos (${testDriver()})`, () => {
  it('reorders within a collection: right after a neighbour, or first', async () => {
    const { user, unsorted, id } = await userWithVideos();
    expect(await titlesIn(user, unsorted)).toEqual([
      'Seeded 0',
      'Seeded 1',
      'Seeded 2',
      'Seeded 3',
    ]);

    const res = await move(user, id('Seeded 3'), unsorted, id('Seeded 0'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: id('Seeded 3'), categoryId: unsorted });
    expect(await titlesIn(user, unsorted)).toEqual([
      'Seeded 0',
      'Seeded 3',
      'Seeded 1',
      'Seeded 2',
    ]);

    await move(user, id('Seeded 2'), unsorted, null);
    expect(await titlesIn(user, unsorted)).toEqual([
      'Seeded 2',
      'Seeded 0',
      'Seeded 3',
      'Seeded 1',
    ]);

    await move(user, id('Seeded 2'), unsorted, id('Seeded 1'));
    expect(await titlesIn(user, unsorted)).toEqual([
      'Seeded 0',
      'Seeded 3',
      'Seeded 1',
      'Seeded 2',
    ]);
  });

  it('moves a video to another collection, first there (docs/product/states.md); both lists stay whole', async () => {
    const { user, unsorted, music, id } = await userWithVideos();
    const res = await move(user, id('Seeded 2'), music, null);
    expect(res.status).toBe(200);
    expect(res.body.categoryId).toBe(music);
    expect(await titlesIn(user, music)).toEqual(['Seeded 2', 'Seeded 0', 'Seeded 1']);
    expect(await titlesIn(user, unsorted)).toEqual(['Seeded 0', 'Seeded 1', 'Seeded 3']);
  });

  it('can also place a moved video after a given video of the other collection', async () => {
    const { user, music, id } = await userWithVideos();
    await move(user, id('Seeded 3'), music, id('Seeded 0', music));
    expect(await titlesIn(user, music)).toEqual(['Seeded 0', 'Seeded 3', 'Seeded 1']);
  });

  it('writes nothing when the video already sits in that place', async () => {
    const { user, unsorted, id } = await userWithVideos();
    const before = await snapshotOf(database.db, user.id);
    const res = await move(user, id('Seeded 1'), unsorted, id('Seeded 0'));
    expect(res.status).toBe(200);
    expect(await snapshotOf(database.db, user.id)).toEqual(before);
  });

  it('refuses a drop onto a video of another collection (stale view): 409, nothing changed', async () => {
    const { user, unsorted, music, id } = await userWithVideos();
    const before = await snapshotOf(database.db, user.id);
    const res = await move(user, id('Seeded 1'), unsorted, id('Seeded 0', music));
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'conflict',
      message: 'That video is not in this collection any more.',
    });
    expect(await snapshotOf(database.db, user.id)).toEqual(before);
  });

  it('refuses other bad moves with a clear error and changes nothing', async () => {
    const { user, unsorted, id } = await userWithVideos();
    const other = await userWithVideos();
    const before = await snapshotOf(database.db, user.id);
    const otherBefore = await snapshotOf(database.db, other.user.id);
    const missing = '00000000-0000-4000-8000-000000000000';
    const post = (path: string, body: unknown, signedIn = true) =>
      request('POST', path, { body, ...(signedIn ? { token: user.token } : {}) });

    const cases: Refusal[] = [
      [
        'after itself',
        () => move(user, id('Seeded 1'), unsorted, id('Seeded 1')),
        400,
        'validation_failed',
      ],
      ['unknown video', () => move(user, missing, unsorted, null), 404, 'not_found'],
      ['unknown neighbour', () => move(user, id('Seeded 1'), unsorted, missing), 404, 'not_found'],
      ['unknown collection', () => move(user, id('Seeded 1'), missing, null), 404, 'not_found'],
      [
        'another user’s video',
        () => move(user, other.id('Seeded 0', other.unsorted), unsorted, null),
        404,
        'not_found',
      ],
      [
        'another user’s neighbour',
        () => move(user, id('Seeded 1'), unsorted, other.id('Seeded 0', other.unsorted)),
        404,
        'not_found',
      ],
      [
        'another user’s collection',
        () => move(user, id('Seeded 1'), other.music, null),
        404,
        'not_found',
      ],
      [
        'no categoryId',
        () => post(`/api/videos/${id('Seeded 1')}/move`, { afterId: null }),
        400,
        'validation_failed',
      ],
      [
        'no afterId',
        () => post(`/api/videos/${id('Seeded 1')}/move`, { categoryId: unsorted }),
        400,
        'validation_failed',
      ],
      [
        'afterId a number',
        () => post(`/api/videos/${id('Seeded 1')}/move`, { categoryId: unsorted, afterId: 3 }),
        400,
        'validation_failed',
      ],
      [
        'id not a uuid',
        () => post('/api/videos/x/move', { categoryId: unsorted, afterId: null }),
        400,
        'validation_failed',
      ],
      [
        'no token',
        () =>
          post(
            `/api/videos/${id('Seeded 1')}/move`,
            { categoryId: unsorted, afterId: null },
            false,
          ),
        401,
        'session_missing',
      ],
    ];
    await expectRefusals(cases);
    expect(await snapshotOf(database.db, user.id)).toEqual(before);
    expect(await snapshotOf(database.db, other.user.id)).toEqual(otherBefore);
  });

  it('the library lists videos collection by collection, in the collections’ order', async () => {
    const { user, unsorted, music, id } = await userWithVideos();
    await move(user, id('Seeded 3'), unsorted, null);
    const listed = async () =>
      ((await user.library()).videos as VideoBody[]).map(
        (v) => `${v.categoryId === music ? 'Music' : 'Unsorted'}/${v.title}`,
      );
    expect(await listed()).toEqual([
      'Unsorted/Seeded 3',
      'Unsorted/Seeded 0',
      'Unsorted/Seeded 1',
      'Unsorted/Seeded 2',
      'Music/Seeded 0',
      'Music/Seeded 1',
    ]);
    await request('POST', `/api/categories/${music}/move`, {
      token: user.token,
      body: { afterId: null },
    });
    expect((await listed()).slice(0, 3)).toEqual([
      'Music/Seeded 0',
      'Music/Seeded 1',
      'Unsorted/Seeded 3',
    ]);
  });

  it('an edit that changes the collection puts the video first there too', async () => {
    const { user, music, id } = await userWithVideos();
    const res = await request('PATCH', `/api/videos/${id('Seeded 3')}`, {
      token: user.token,
      body: { title: 'Seeded 3', url: 'https://example.com/3', categoryId: music },
    });
    expect(res.status).toBe(200);
    expect(await titlesIn(user, music)).toEqual(['Seeded 3', 'Seeded 0', 'Seeded 1']);
  });
});
