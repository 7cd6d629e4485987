import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tags, videos } from '@server/db/schema';
import { seedVideos, setTier, signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { toCollection } from '@server/features/collections';
import { tagOrder, toTag } from '@server/features/tags';
import { toVideo } from '@server/features/videos';
import { listCollections, libraryOrderedVideos } from '@server/core';

// The library load's JSON is written by the database (library.repo.ts); every other answer maps
// rows with toCollection / toVideo. Both must say the same, key for key and in the same order.
const { request, database } = await createTestApp();
const { db } = database;

describe(`library JSON (${testDriver()})`, () => {
  it('is what mapping the rows one by one gives, in library order', async () => {
    const user = await signUpUser(request);
    await setTier(db, user.id, 'pro');
    const unsorted = await user.unsortedId();
    const music = (
      await request('POST', '/api/categories', { token: user.token, body: { name: 'Mü "sic"' } })
    ).body.id as string;
    await request('POST', `/api/categories/${music}/move`, {
      token: user.token,
      body: { afterId: null },
    });
    await seedVideos(db, user.id, unsorted, 3);
    await seedVideos(db, user.id, music, 2);
    const tagged = (
      await request('POST', '/api/videos', {
        token: user.token,
        body: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', categoryId: music },
      })
    ).body;
    // Tags in mixed case and beyond ASCII, a note with what JSON must escape
    // (docs/product/tags-and-notes.md).
    await request('PATCH', `/api/videos/${tagged.id}`, {
      token: user.token,
      body: {
        title: tagged.title,
        url: tagged.url,
        categoryId: music,
        tags: ['zebra', 'Apple', 'éclair', 'banana "b"'],
        note: 'Line one\n\t"quoted" \\ 🎬',
      },
    });
    // Text JSON must escape, and timestamps with microseconds (the API shows milliseconds).
    await db.system((tx) =>
      tx
        .update(videos)
        .set({
          title: sql`'Tab\tquote" back\\ newline\n émoji 🎬 ' || ${videos.id}::text`,
          description: 'line\r\n\u0001',
          createdAt: sql`'2026-11-21 12:34:56.789987+00'`,
        })
        .where(sql`${videos.userId} = ${user.id} and ${videos.categoryId} = ${music}`),
    );

    const res = await request('GET', '/api/library', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const expected = await db.asUser(user.id, async (tx) => {
      return {
        categories: (await listCollections(tx, user.id)).map(toCollection),
        videos: (await libraryOrderedVideos(tx, user.id)).map(({ video }) => toVideo(video)),
        tags: (
          await tx
            .select()
            .from(tags)
            .orderBy(...tagOrder())
        ).map(toTag),
      };
    });
    expect(expected.tags.map((tag) => tag.name)).toEqual([
      'Apple',
      'banana "b"',
      'zebra',
      'éclair',
    ]);
    expect(expected.videos).toHaveLength(6);
    expect(expected.videos.find((video) => video.id === tagged.id)?.tags).toEqual([
      'Apple',
      'banana "b"',
      'zebra',
      'éclair',
    ]);
    expect(expected.videos[0]?.createdAt).toBe('2026-11-21T12:34:56.789Z');
    expect(JSON.stringify(res.body)).toBe(JSON.stringify(expected));
  });

  it('answers empty lists for a library with no videos', async () => {
    const user = await signUpUser(request);
    const res = await request('GET', '/api/library', { token: user.token });
    expect(res.body.videos).toEqual([]);
    expect(res.body.tags).toEqual([]);
    expect(res.body.categories).toHaveLength(1);
  });
});
