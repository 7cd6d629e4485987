import { describe, expect, it } from 'vitest';
import { BULK_VIDEOS_MAX, FREE_VIDEO_LIMIT, VIDEO_TAGS_MAX } from '@shared/constants';
import type { Library, Video } from '@shared/contracts/library';
import { TAG_MESSAGES } from '@shared/tag-name';
import {
  expectRefusals,
  fetchLibrary,
  seedVideos,
  setTier,
  signUpUser,
  snapshotOf,
  type Refusal,
} from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { BULK_NOT_FOUND_MESSAGE } from './bulk-videos.service';
import { RESTORE_TOO_LATE_MESSAGE } from './videos.service';

// Bulk actions (docs/product/bulk-actions.md): one request and one transaction per action, whatever
// the number of videos; all or nothing; the plan's rules and ownership enforced by the server.
const { request, database } = await createTestApp({ signUpsPerIp: 100 });
const { db } = database;

type User = Awaited<ReturnType<typeof signUpUser>>;

const bulk = (user: User, body: Record<string, unknown>) =>
  request<{ videos: Video[]; error?: { code: string; message: string } }>(
    'POST',
    '/api/videos/bulk',
    { token: user.token, body },
  );
const libraryOf = (user: User): Promise<Library> => fetchLibrary(request, user.token);

async function collection(user: User, name: string): Promise<string> {
  const res = await request('POST', '/api/categories', { token: user.token, body: { name } });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** The titles of a collection's videos, in their order. */
const titlesIn = (library: Library, collectionId: string) =>
  library.videos.filter((video) => video.categoryId === collectionId).map((video) => video.title);

const idsOf = (library: Library, titles: string[]) =>
  titles.map((title) => library.videos.find((video) => video.title === title)!.id);

async function userWithVideos() {
  const user = await signUpUser(request);
  await setTier(db, user.id, 'pro');
  const unsorted = await user.unsortedId();
  const talks = await collection(user, 'Talks');
  await seedVideos(db, user.id, unsorted, 4);
  await seedVideos(db, user.id, talks, 2);
  return { user, unsorted, talks, library: await libraryOf(user) };
}

describe(`bulk actions (${testDriver()})`, () => {
  it('moves videos first into a collection in their library order, in one request', async () => {
    const { user, unsorted, talks, library } = await userWithVideos();
    expect(titlesIn(library, unsorted)).toEqual(['Seeded 0', 'Seeded 1', 'Seeded 2', 'Seeded 3']);
    // Named in any order; one is in Talks already and stays where it is.
    const ids = idsOf(library, ['Seeded 3', 'Seeded 1', 'Seeded 0']);
    const alreadyThere = library.videos.find((video) => video.categoryId === talks)!;
    const res = await bulk(user, {
      action: 'move',
      ids: [...ids, alreadyThere.id],
      categoryId: talks,
    });
    expect(res.status).toBe(200);
    expect(res.body.videos.map((video) => [video.title, video.categoryId])).toEqual([
      ['Seeded 0', talks],
      ['Seeded 1', talks],
      ['Seeded 3', talks],
      [alreadyThere.title, talks],
    ]);
    const after = await libraryOf(user);
    expect(titlesIn(after, unsorted)).toEqual(['Seeded 2']);
    // The moved three first, then Talks' own two (seeded with the same titles).
    expect(titlesIn(after, talks)).toEqual([
      'Seeded 0',
      'Seeded 1',
      'Seeded 3',
      ...titlesIn(library, talks),
    ]);
  });

  it('moves 500 videos in one request', async () => {
    const user = await signUpUser(request);
    await setTier(db, user.id, 'pro');
    const unsorted = await user.unsortedId();
    const target = await collection(user, 'Later');
    await seedVideos(db, user.id, unsorted, 500);
    const before = await libraryOf(user);
    const res = await bulk(user, {
      action: 'move',
      ids: before.videos.map((video) => video.id).reverse(),
      categoryId: target,
    });
    expect(res.status).toBe(200);
    const after = await libraryOf(user);
    expect(titlesIn(after, unsorted)).toEqual([]);
    expect(titlesIn(after, target)).toEqual(before.videos.map((video) => video.title));
  });

  it('tags and untags videos by name, keeping the user’s spelling; an unused tag goes', async () => {
    const { user, library } = await userWithVideos();
    const [a, b, c] = library.videos;
    await request('PATCH', `/api/videos/${a!.id}`, {
      token: user.token,
      body: { title: a!.title, url: a!.url, categoryId: a!.categoryId, tags: ['Jazz'] },
    });
    const tagged = await bulk(user, { action: 'tag', ids: [a!.id, b!.id], tag: ' JAZZ ' });
    expect(tagged.status).toBe(200);
    expect(tagged.body.videos.map((video) => video.tags)).toEqual([['Jazz'], ['Jazz']]);
    const fresh = await bulk(user, { action: 'tag', ids: [c!.id], tag: 'New one' });
    expect(fresh.body.videos[0]!.tags).toEqual(['New one']);
    expect((await libraryOf(user)).tags.map((tag) => tag.name)).toEqual(['Jazz', 'New one']);

    const untagged = await bulk(user, { action: 'untag', ids: [a!.id, b!.id], tag: 'jazz' });
    expect(untagged.body.videos.map((video) => video.tags)).toEqual([[], []]);
    expect((await libraryOf(user)).tags.map((tag) => tag.name)).toEqual(['New one']);
    // A tag the user does not have: nothing to take off.
    const none = await bulk(user, { action: 'untag', ids: [c!.id], tag: 'Missing' });
    expect(none.body.videos[0]!.tags).toEqual(['New one']);
  });

  it('deletes videos, each undoable, and restores them in place with their tags', async () => {
    const { user, unsorted, library } = await userWithVideos();
    const ids = idsOf(library, ['Seeded 1', 'Seeded 2']);
    await bulk(user, { action: 'tag', ids, tag: 'Gone soon' });
    const deleted = await bulk(user, { action: 'delete', ids });
    expect(deleted.status).toBe(200);
    expect(deleted.body.videos).toEqual([]);
    const without = await libraryOf(user);
    expect(titlesIn(without, unsorted)).toEqual(['Seeded 0', 'Seeded 3']);
    expect(without.tags).toEqual([]);

    const restored = await bulk(user, { action: 'restore', ids });
    expect(restored.status).toBe(200);
    expect(restored.body.videos.map((video) => [video.title, video.tags])).toEqual([
      ['Seeded 1', ['Gone soon']],
      ['Seeded 2', ['Gone soon']],
    ]);
    const back = await libraryOf(user);
    expect(titlesIn(back, unsorted)).toEqual(['Seeded 0', 'Seeded 1', 'Seeded 2', 'Seeded 3']);
    expect(back.videos).toEqual(
      library.videos.map((video) =>
        ids.includes(video.id) ? { ...video, tags: ['Gone soon'] } : video,
      ),
    );
    // Each once: restored already.
    const again = await bulk(user, { action: 'restore', ids });
    expect(again.status).toBe(404);
    expect(again.body.error?.message).toBe(RESTORE_TOO_LATE_MESSAGE);
  });

  it(`deletes and restores the most one request may name (${BULK_VIDEOS_MAX})`, async () => {
    const user = await signUpUser(request);
    await setTier(db, user.id, 'pro');
    const unsorted = await user.unsortedId();
    await seedVideos(db, user.id, unsorted, BULK_VIDEOS_MAX);
    const before = await libraryOf(user);
    const ids = before.videos.map((video) => video.id);
    await bulk(user, { action: 'tag', ids: ids.slice(0, 3), tag: 'Kept' });
    expect((await bulk(user, { action: 'delete', ids })).status).toBe(200);
    expect((await libraryOf(user)).videos).toEqual([]);
    // One added meanwhile takes the first one's order key: that one goes right after it.
    const added = await request('POST', '/api/videos', {
      token: user.token,
      body: { url: 'https://example.com/meanwhile', categoryId: unsorted },
    });
    expect(added.status).toBe(201);
    const restored = await bulk(user, { action: 'restore', ids });
    expect(restored.status).toBe(200);
    expect(restored.body.videos).toHaveLength(BULK_VIDEOS_MAX);
    const after = await libraryOf(user);
    expect(after.videos.map((video) => video.id)).toEqual([added.body.id, ...ids]);
    expect(after.videos.slice(1, 5).map((video) => video.tags)).toEqual([
      ['Kept'],
      ['Kept'],
      ['Kept'],
      [],
    ]);
    // 10,000 rows seeded, deleted and restored: longer than the usual bound on a busy machine.
  }, 90_000);

  it('refuses what it cannot do, with a clear message, changing nothing', async () => {
    const { user, talks, library } = await userWithVideos();
    const other = await signUpUser(request);
    const theirs = await collection(other, 'Theirs');
    await seedVideos(db, other.id, await other.unsortedId(), 1);
    const theirVideo = (await libraryOf(other)).videos[0]!.id;
    const mine = library.videos.map((video) => video.id);
    // A video full of tags cannot take one more.
    const full = mine[0]!;
    await request('PATCH', `/api/videos/${full}`, {
      token: user.token,
      body: {
        ...library.videos[0],
        tags: Array.from({ length: VIDEO_TAGS_MAX }, (_, i) => `t${i}`),
      },
    });
    const before = await snapshotOf(db, user.id);
    const otherBefore = await snapshotOf(db, other.id);
    const refusals: Refusal[] = [
      [
        'another user’s video among mine',
        () => bulk(user, { action: 'delete', ids: [...mine, theirVideo] }),
        404,
        'not_found',
      ],
      [
        'another user’s video, moved to mine',
        () => bulk(user, { action: 'move', ids: [theirVideo], categoryId: talks }),
        404,
        'not_found',
      ],
      [
        'mine to another user’s collection',
        () => bulk(user, { action: 'move', ids: mine, categoryId: theirs }),
        404,
        'not_found',
      ],
      [
        'a missing video',
        () => bulk(user, { action: 'tag', ids: [crypto.randomUUID()], tag: 'x' }),
        404,
        'not_found',
      ],
      [
        'restore what was never deleted',
        () => bulk(user, { action: 'restore', ids: mine }),
        404,
        'not_found',
      ],
      [
        'one tag too many',
        () => bulk(user, { action: 'tag', ids: mine, tag: 'One more' }),
        400,
        'validation_failed',
      ],
      ['no videos', () => bulk(user, { action: 'delete', ids: [] }), 400, 'validation_failed'],
      [
        'a video twice',
        () => bulk(user, { action: 'delete', ids: [mine[1], mine[1]] }),
        400,
        'validation_failed',
      ],
      [
        'not an id',
        () => bulk(user, { action: 'delete', ids: ['nope'] }),
        400,
        'validation_failed',
      ],
      [
        'too many',
        () =>
          bulk(user, {
            action: 'delete',
            ids: Array.from({ length: BULK_VIDEOS_MAX + 1 }, () => crypto.randomUUID()),
          }),
        400,
        'validation_failed',
      ],
      ['no action', () => bulk(user, { ids: mine }), 400, 'validation_failed'],
      [
        'an unknown action',
        () => bulk(user, { action: 'copy', ids: mine }),
        400,
        'validation_failed',
      ],
      [
        'a tag with a comma',
        () => bulk(user, { action: 'tag', ids: mine, tag: 'a,b' }),
        400,
        'validation_failed',
      ],
      [
        'move without a collection',
        () => bulk(user, { action: 'move', ids: mine }),
        400,
        'validation_failed',
      ],
      [
        'signed out',
        () => request('POST', '/api/videos/bulk', { body: { action: 'delete', ids: mine } }),
        401,
        'session_missing',
      ],
    ];
    await expectRefusals(refusals);
    expect(
      (await bulk(user, { action: 'delete', ids: [...mine, theirVideo] })).body.error?.message,
    ).toBe(BULK_NOT_FOUND_MESSAGE);
    expect(
      (await bulk(user, { action: 'tag', ids: mine, tag: 'One more' })).body.error?.message,
    ).toBe(TAG_MESSAGES.tooMany);
    expect(await snapshotOf(db, user.id)).toEqual(before);
    expect(await snapshotOf(db, other.id)).toEqual(otherBefore);
  });

  it('takes a body larger than other requests’ up to its own bound', async () => {
    const user = await signUpUser(request);
    // 2,000 ids pass the usual 64 KB: read, and refused for what they name.
    const many = Array.from({ length: 2000 }, () => crypto.randomUUID());
    expect((await bulk(user, { action: 'delete', ids: many })).status).toBe(404);
    const huge = await bulk(user, { action: 'delete', ids: many, padding: 'x'.repeat(600_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.error?.code).toBe('payload_too_large');
  });

  it('restores only what the plan has room for', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    await seedVideos(db, user.id, unsorted, FREE_VIDEO_LIMIT);
    const ids = (await libraryOf(user)).videos.slice(0, 2).map((video) => video.id);
    await bulk(user, { action: 'delete', ids });
    await seedVideos(db, user.id, unsorted, 1);
    const before = await snapshotOf(db, user.id);
    const res = await bulk(user, { action: 'restore', ids });
    expect(res.status).toBe(403);
    expect(res.body.error?.code).toBe('plan_limit_reached');
    expect(await snapshotOf(db, user.id)).toEqual(before);
  });
});
