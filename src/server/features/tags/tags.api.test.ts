import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TAG_NAME_MAX_LENGTH, VIDEO_NOTE_MAX_LENGTH, VIDEO_TAGS_MAX } from '@shared/constants';
import type { Library, Tag, Video } from '@shared/contracts/library';
import { TAG_MESSAGES } from '@shared/tag-name';
import { executeRows } from '@server/db/execute-rows';
import { deletedVideos, tags, videoTags } from '@server/db/schema';
import {
  expectRefusals,
  fetchLibrary,
  signUpUser,
  snapshotOf,
  type Refusal,
} from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { newTag } from './tags.repo';

// Tags and notes (docs/product/tags-and-notes.md): set with the Edit Video request, listed with the
// library, renamed, merged and deleted, kept by an undone delete, carried by the export.
const { app, request, database } = await createTestApp({ signUpsPerIp: 100 });
const { db } = database;

type User = Awaited<ReturnType<typeof signUpUser>>;

async function add(user: User, url: string, categoryId?: string): Promise<Video> {
  const res = await request<Video>('POST', '/api/videos', {
    token: user.token,
    body: { url, categoryId: categoryId ?? (await user.unsortedId()) },
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** PATCH /api/videos/{id} with the video's own title, URL and collection, and `extra`. */
const edit = (user: User, video: Video, extra: Record<string, unknown>) =>
  request<Video>('PATCH', `/api/videos/${video.id}`, {
    token: user.token,
    body: { title: video.title, url: video.url, categoryId: video.categoryId, ...extra },
  });

async function tagged(user: User, video: Video, names: string[]): Promise<Video> {
  const res = await edit(user, video, { tags: names });
  expect(res.status).toBe(200);
  return res.body;
}

const libraryOf = (user: User): Promise<Library> => fetchLibrary(request, user.token);
const tagsOf = async (user: User, video: Video) =>
  (await libraryOf(user)).videos.find((v) => v.id === video.id)?.tags;
const tagNames = async (user: User) => (await libraryOf(user)).tags.map((tag) => tag.name);
/** Every tag row of the user, unused ones included (there must be none). */
const storedTags = (user: User) =>
  db.system(async (tx) =>
    (await tx.select().from(tags).where(eq(tags.userId, user.id))).map((t) => t.name).sort(),
  );
const tagId = async (user: User, name: string) => {
  const tag = (await libraryOf(user)).tags.find((t) => t.name === name);
  expect(tag, name).toBeDefined();
  return tag!.id;
};
/**
 * Every video's copy of its tags' names (videos.tag_names, what the library answers) is what
 * video_tags says, in tag order: the writes of tags keep the two together.
 */
async function expectNamesInSync(user: User): Promise<void> {
  const rows = await db.system((tx) =>
    executeRows<{ copy: string[]; truth: string[] }>(
      tx,
      sql`select v.tag_names as copy, coalesce(
            (select array_agg(t.name order by lower(t.name), t.name)
             from video_tags vt join tags t on t.id = vt.tag_id
             where vt.video_id = v.id), '{}') as truth
          from videos v where v.user_id = ${user.id}`,
    ),
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.copy).toEqual(row.truth);
}

const rename = (user: User, id: string, name: unknown) =>
  request<Tag & { error?: { message: string } }>('PATCH', `/api/tags/${id}`, {
    token: user.token,
    body: { name },
  });
const remove = (user: User, id: string) =>
  request('DELETE', `/api/tags/${id}`, { token: user.token });

describe(`tags and notes (${testDriver()})`, () => {
  it('sets a video’s tags and note with the edit, sorted in any case; absent fields stay', async () => {
    const user = await signUpUser(request);
    const video = await add(user, 'https://example.com/concert');
    expect(video).toMatchObject({ tags: [], note: '' });

    const res = await edit(user, video, {
      tags: ['  live ', 'Zurich', 'acoustic', 'Live'],
      note: '  Front row.\n\tBest encore.  ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...video,
      tags: ['acoustic', 'live', 'Zurich'],
      note: 'Front row.\n\tBest encore.',
    });
    const library = await libraryOf(user);
    expect(library.videos[0]).toEqual(res.body);
    expect(library.tags.map((tag) => tag.name)).toEqual(['acoustic', 'live', 'Zurich']);

    // The spec's form alone changes neither; the other answers carry them too.
    const renamed = await edit(user, video, { title: 'Renamed' });
    expect(renamed.body).toMatchObject({
      title: 'Renamed',
      tags: res.body.tags,
      note: res.body.note,
    });
    const watched = await request<Video>('PUT', `/api/videos/${video.id}/watched`, {
      token: user.token,
      body: { watched: true },
    });
    expect(watched.body.tags).toEqual(res.body.tags);
    const moved = await request<Video>('POST', `/api/videos/${video.id}/move`, {
      token: user.token,
      body: { categoryId: video.categoryId, afterId: null },
    });
    expect(moved.body).toMatchObject({ tags: res.body.tags, note: res.body.note });

    const cleared = await edit(user, video, { tags: [], note: '' });
    expect(cleared.body).toMatchObject({ tags: [], note: '' });
    expect((await libraryOf(user)).tags).toEqual([]);
    expect(await storedTags(user)).toEqual([]);
  });

  it('refuses tags and notes it cannot keep, with a clear message, changing nothing', async () => {
    const user = await signUpUser(request);
    const video = await tagged(user, await add(user, 'https://example.com/kept'), ['kept']);
    const tooMany = Array.from({ length: VIDEO_TAGS_MAX + 1 }, (_, i) => `tag ${i}`);
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        'too long',
        { tags: ['ok', 'x'.repeat(TAG_NAME_MAX_LENGTH + 1)] },
        'tags.1',
        TAG_MESSAGES.tooLong,
      ],
      ['too many', { tags: tooMany }, 'tags', TAG_MESSAGES.tooMany],
      ['a comma', { tags: ['rock, pop'] }, 'tags.0', TAG_MESSAGES.comma],
      ['empty', { tags: ['   '] }, 'tags.0', TAG_MESSAGES.empty],
      ['invisible only', { tags: ['\u200B'] }, 'tags.0', TAG_MESSAGES.empty],
      ['a control character', { tags: ['bell\u0007'] }, 'tags.0', TAG_MESSAGES.control],
      ['a broken character', { tags: ['half \uD83C'] }, 'tags.0', TAG_MESSAGES.control],
      ['not a list', { tags: 'rock' }, 'tags', TAG_MESSAGES.notAList],
      ['not text', { tags: [7] }, 'tags.0', TAG_MESSAGES.notText],
      [
        'a long note',
        { note: 'n'.repeat(VIDEO_NOTE_MAX_LENGTH + 1) },
        'note',
        TAG_MESSAGES.noteTooLong,
      ],
      ['a NUL in the note', { note: 'a\u0000b' }, 'note', TAG_MESSAGES.noteControl],
      ['a note that is no text', { note: null }, 'note', TAG_MESSAGES.noteNotText],
    ];
    const before = await snapshotOf(db, user.id);
    for (const [name, extra, field, message] of cases) {
      const res = await edit(user, video, { note: 'changed', ...extra });
      expect({ name, status: res.status, error: res.body }).toEqual({
        name,
        status: 400,
        error: { error: { code: 'validation_failed', message, field } },
      });
    }
    // The spec's fields are still checked first, in its order.
    const untitled = await edit(user, video, { title: ' ', tags: ['a,b'] });
    expect(untitled.body).toMatchObject({ error: { field: 'title' } });
    expect(await snapshotOf(db, user.id)).toEqual(before);

    // Exactly the most, and repeats that count once, pass; so does a note of the longest.
    const most = tooMany.slice(0, VIDEO_TAGS_MAX);
    const full = await edit(user, video, {
      tags: [...most, 'TAG 0'],
      note: 'n'.repeat(VIDEO_NOTE_MAX_LENGTH),
    });
    expect(full.status).toBe(200);
    expect(full.body.tags).toHaveLength(VIDEO_TAGS_MAX);
    expect(full.body.tags).toContain('tag 0');
  });

  it('reuses a tag whatever the case, keeping the first spelling', async () => {
    const user = await signUpUser(request);
    const first = await tagged(user, await add(user, 'https://example.com/1'), ['Jazz', 'Éclair']);
    const second = await tagged(user, await add(user, 'https://example.com/2'), [
      'JAZZ',
      'ｊａｚｚ',
      'éCLAIR',
      'new',
    ]);
    expect(first.tags).toEqual(['Jazz', 'Éclair']);
    expect(second.tags).toEqual(['Jazz', 'new', 'Éclair']);
    expect(await tagNames(user)).toEqual(['Jazz', 'new', 'Éclair']);
    expect(await storedTags(user)).toEqual(['Jazz', 'new', 'Éclair'].sort());

    // Another user's tags are theirs: the same name is a tag of their own.
    const other = await signUpUser(request);
    const theirs = await tagged(other, await add(other, 'https://example.com/3'), ['jazz']);
    expect(theirs.tags).toEqual(['jazz']);
    expect(await tagNames(user)).toEqual(['Jazz', 'new', 'Éclair']);
  });

  it('removes a tag no video carries any more, in the same write', async () => {
    const user = await signUpUser(request);
    const one = await tagged(user, await add(user, 'https://example.com/one'), ['shared', 'solo']);
    const two = await tagged(user, await add(user, 'https://example.com/two'), ['shared']);
    await tagged(user, one, ['shared']);
    expect(await storedTags(user)).toEqual(['shared']);
    await tagged(user, two, []);
    expect(await storedTags(user)).toEqual(['shared']);
    await tagged(user, one, ['other']);
    expect(await storedTags(user)).toEqual(['other']);
    expect(await tagNames(user)).toEqual(['other']);

    // A collection deleted with its videos takes the tags only they carried.
    const box = (
      await request('POST', '/api/categories', { token: user.token, body: { name: 'Box' } })
    ).body.id as string;
    await tagged(user, await add(user, 'https://example.com/boxed', box), ['boxed', 'other']);
    expect(await storedTags(user)).toEqual(['boxed', 'other']);
    expect((await request('DELETE', `/api/categories/${box}`, { token: user.token })).status).toBe(
      204,
    );
    expect(await storedTags(user)).toEqual(['other']);
  });

  it('renames a tag, and merges it into another of that name', async () => {
    const user = await signUpUser(request);
    const a = await tagged(user, await add(user, 'https://example.com/a'), ['Live']);
    const b = await tagged(user, await add(user, 'https://example.com/b'), ['Live', 'Concerts']);
    const c = await tagged(user, await add(user, 'https://example.com/c'), ['Concerts']);
    const live = await tagId(user, 'Live');
    const concerts = await tagId(user, 'Concerts');

    const renamed = await rename(user, live, '  On stage ');
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ id: live, name: 'On stage' });
    expect(await tagsOf(user, a)).toEqual(['On stage']);
    // Its own name in another case is a new spelling, not a merge.
    expect((await rename(user, live, 'ON STAGE')).body).toEqual({ id: live, name: 'ON STAGE' });

    const merged = await rename(user, live, 'concerts');
    expect(merged.status).toBe(200);
    expect(merged.body).toEqual({ id: concerts, name: 'Concerts' });
    expect(await tagsOf(user, a)).toEqual(['Concerts']);
    expect(await tagsOf(user, b)).toEqual(['Concerts']);
    expect(await tagsOf(user, c)).toEqual(['Concerts']);
    expect((await libraryOf(user)).tags).toEqual([{ id: concerts, name: 'Concerts' }]);
    expect(await storedTags(user)).toEqual(['Concerts']);
    await expectNamesInSync(user);
  });

  it('deletes a tag from every video, the videos staying', async () => {
    const user = await signUpUser(request);
    const a = await tagged(user, await add(user, 'https://example.com/a'), ['gone', 'kept']);
    const b = await tagged(user, await add(user, 'https://example.com/b'), ['gone']);
    const gone = await tagId(user, 'gone');
    expect((await remove(user, gone)).status).toBe(204);
    const library = await libraryOf(user);
    expect(library.videos.map((v) => [v.id, v.tags])).toEqual([
      [b.id, []],
      [a.id, ['kept']],
    ]);
    expect(library.tags.map((tag) => tag.name)).toEqual(['kept']);
    await expectNamesInSync(user);
    expect((await remove(user, gone)).status).toBe(404);
  });

  it('answers another user’s tag as a missing one, and refuses a bad name; changing nothing', async () => {
    const owner = await signUpUser(request);
    await tagged(owner, await add(owner, 'https://example.com/mine'), ['Mine']);
    const mine = await tagId(owner, 'Mine');
    const other = await signUpUser(request);
    await tagged(other, await add(other, 'https://example.com/theirs'), ['theirs']);
    const ownerBefore = await snapshotOf(db, owner.id);
    const otherBefore = await snapshotOf(db, other.id);
    const refusals: Refusal[] = [
      ['rename another user’s', () => rename(other, mine, 'Taken'), 404, 'not_found'],
      ['merge into another user’s', () => rename(other, mine, 'theirs'), 404, 'not_found'],
      ['delete another user’s', () => remove(other, mine), 404, 'not_found'],
      ['rename a missing one', () => rename(owner, crypto.randomUUID(), 'x'), 404, 'not_found'],
      ['delete a missing one', () => remove(owner, crypto.randomUUID()), 404, 'not_found'],
      ['not an id', () => rename(owner, 'nope', 'x'), 400, 'validation_failed'],
      ['a comma', () => rename(owner, mine, 'a,b'), 400, 'validation_failed'],
      ['empty', () => rename(owner, mine, ' '), 400, 'validation_failed'],
      ['no name', () => rename(owner, mine, undefined), 400, 'validation_failed'],
      ['signed out', () => request('DELETE', `/api/tags/${mine}`), 401, 'session_missing'],
    ];
    await expectRefusals(refusals);
    expect((await rename(owner, mine, 'a,b')).body.error?.message).toBe(TAG_MESSAGES.comma);
    expect((await rename(owner, mine, undefined)).body.error?.message).toBe(TAG_MESSAGES.empty);
    expect(await snapshotOf(db, owner.id)).toEqual(ownerBefore);
    expect(await snapshotOf(db, other.id)).toEqual(otherBefore);
  });

  it('keeps a deleted video’s tags and note, and brings them back with an undo', async () => {
    const user = await signUpUser(request);
    const video = await add(user, 'https://example.com/undo');
    const withBoth = (await edit(user, video, { tags: ['Solo', 'Shared'], note: 'Remember' })).body;
    const other = await tagged(user, await add(user, 'https://example.com/other'), ['shared']);
    expect(other.tags).toEqual(['Shared']);

    expect((await request('DELETE', `/api/videos/${video.id}`, { token: user.token })).status).toBe(
      204,
    );
    // The tag only it carried is gone from the library and the tables; the tombstone names both.
    expect(await tagNames(user)).toEqual(['Shared']);
    expect(await storedTags(user)).toEqual(['Shared']);
    const [tombstone] = await db.system((tx) =>
      tx.select().from(deletedVideos).where(eq(deletedVideos.id, video.id)),
    );
    expect(tombstone).toMatchObject({ tagNames: ['Shared', 'Solo'], note: 'Remember' });

    // Meanwhile the user spells the gone tag anew on another video: the restore takes that one.
    await tagged(user, other, ['Shared', 'SOLO']);
    const restored = await request<Video>('POST', `/api/videos/${video.id}/restore`, {
      token: user.token,
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ ...withBoth, tags: ['Shared', 'SOLO'] });
    expect(await tagNames(user)).toEqual(['Shared', 'SOLO']);

    // Gone altogether, the tag is made again by the restore.
    await tagged(user, other, []);
    await request('DELETE', `/api/videos/${video.id}`, { token: user.token });
    expect(await storedTags(user)).toEqual([]);
    const again = await request<Video>('POST', `/api/videos/${video.id}/restore`, {
      token: user.token,
    });
    expect(again.body.tags).toEqual(['Shared', 'SOLO']);
    expect(await tagNames(user)).toEqual(['Shared', 'SOLO']);
    await expectNamesInSync(user);
  });

  it('exports each video’s tags and note, and the tags in the bookmark file', async () => {
    const user = await signUpUser(request);
    const plain = await add(user, 'https://example.com/plain');
    const video = (
      await edit(user, await add(user, 'https://example.com/tagged'), {
        tags: ['rock', 'Live & "loud"'],
        note: 'Seen in 2019.',
      })
    ).body;
    const headers = { Authorization: `Bearer ${user.token}` };
    const file = await (await app.request('/api/export', { headers })).json();
    expect(file.videos).toEqual([
      expect.objectContaining({
        id: video.id,
        tags: ['Live & "loud"', 'rock'],
        note: 'Seen in 2019.',
      }),
      expect.objectContaining({ id: plain.id, tags: [], note: '' }),
    ]);
    const html = await (await app.request('/api/export/bookmarks.html', { headers })).text();
    expect(html).toContain('TAGS="Live &amp; &quot;loud&quot;,rock">');
    expect(html.match(/TAGS=/g)).toHaveLength(1);
  });

  it('holds a video’s tags to its owner in the database itself', async () => {
    const owner = await signUpUser(request);
    const video = await add(owner, 'https://example.com/owned');
    const other = await signUpUser(request);
    await tagged(other, await add(other, 'https://example.com/theirs'), ['theirs']);
    const theirs = await tagId(other, 'theirs');
    // Another user's tag on the owner's video, whoever's user id the row names.
    for (const userId of [owner.id, other.id]) {
      await expect(
        db.system((tx) =>
          tx.insert(videoTags).values({ videoId: video.id, tagId: theirs, userId }),
        ),
      ).rejects.toThrow();
    }
    // Two tags of one name in another case: the unique index is on the name's key.
    await expect(
      db.system((tx) => tx.insert(tags).values(newTag(other.id, 'THEIRS'))),
    ).rejects.toThrow();
    // And the app's role sees no one else's.
    const seen = await db.asUser(owner.id, (tx) =>
      tx.select({ n: sql<number>`count(*)::int` }).from(tags),
    );
    expect(seen).toEqual([{ n: 0 }]);
  });
});
