import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ExportFileSchema } from '@shared/contracts/export';
import type { Database, Tx } from '@server/db/client';
import { openPglite } from '@server/db/pglite';
import { collections, tags, users, videos, videoTags } from '@server/db/schema';
import { writeTagNames } from '@server/features/tags';
import { seedVideos, signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import {
  createTestDatabase,
  testDatabaseUrl,
  testDriver,
} from '@server/test-support/test-database';
import { createExportService } from './export.service';
import { EXPORTED_VIDEO_FIELDS } from '@server/test-support/export-fields';
import { collectionNameKey } from '@shared/collection-name';

const NOW = Date.parse('2026-11-21T12:34:56.789Z');
// More than the videos turned into text per turn (100): a page is written in slices.
const PAGE = 250;

/** Video rows the export's cursor has handed over so far, and the most in one fetch. */
let rowsRead = 0;
let largestFetch = 0;
const counting = (db: Database): Database => ({
  ...db,
  asUser: (userId, fn, options) =>
    db.asUser(
      userId,
      (tx) =>
        fn(
          new Proxy(tx, {
            get(target, key, receiver) {
              if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
              return async (query: Parameters<Tx['execute']>[0]) => {
                const result = (await target.execute(query)) as unknown as { rows: object[] };
                const fetched = result.rows.filter((row) => 'category_id' in row).length;
                rowsRead += fetched;
                largestFetch = Math.max(largestFetch, fetched);
                return result;
              };
            },
          }),
        ),
      options,
    ),
});

const {
  app,
  request,
  database: testDb,
} = await createTestApp({
  wrapDb: counting,
  now: () => NOW,
  exportOptions: { pageSize: PAGE },
});

const exportOf = (token: string) =>
  app.request('/api/export', { headers: { Authorization: `Bearer ${token}` } });

describe(`export (${testDriver()})`, () => {
  it('downloads the library as a 2-space indented JSON file, in library order', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    const music = (
      await request('POST', '/api/categories', { token: user.token, body: { name: 'Music' } })
    ).body.id as string;
    await request('POST', `/api/categories/${music}/move`, {
      token: user.token,
      body: { afterId: null },
    });
    await seedVideos(testDb.db, user.id, unsorted, 3);
    await seedVideos(testDb.db, user.id, music, 2);
    const seeded = (await user.library()).videos as Array<{ id: string }>;
    await request('PUT', `/api/videos/${seeded[1]!.id}/watched`, {
      token: user.token,
      body: { watched: true },
    });
    const tagged = seeded[2] as { id: string; title: string; url: string; categoryId: string };
    await request('PATCH', `/api/videos/${tagged.id}`, {
      token: user.token,
      body: { ...tagged, tags: ['live', 'Favourites'], note: 'Front row.\nAgain in May.' },
    });
    const library = await user.library();

    const res = await exportOf(user.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="vidshelf-links-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const file = ExportFileSchema.parse(JSON.parse(text));
    expect(text).toBe(JSON.stringify(file, null, 2));

    expect(file.exportedAt).toBe('2026-11-21T12:34:56.789Z');
    expect(file.user).toEqual({ id: user.id, email: user.email });
    expect(file.categories).toEqual([
      { id: music, name: 'Music' },
      { id: unsorted, name: 'Unsorted' },
    ]);
    // The seven fields of docs/product/entities.md in order, then the watch state
    // (docs/product/watch-later-and-player.md), the publish and unavailable dates, tags and note
    // (docs/product/tags-and-notes.md).
    expect(Object.keys(file.videos[0]!)).toEqual(EXPORTED_VIDEO_FIELDS);
    expect(file.videos).toEqual(
      library.videos.map((v: Record<string, unknown>) => ({
        id: v.id,
        title: v.title,
        url: v.url,
        description: v.description,
        channelName: v.channelName,
        categoryId: v.categoryId,
        createdAt: v.createdAt,
        watchedAt: v.watchedAt,
        publishedAt: v.publishedAt,
        unavailableSince: v.unavailableSince,
        tags: v.tags,
        note: v.note,
      })),
    );
    expect(file.videos[2]).toMatchObject({
      tags: ['Favourites', 'live'],
      note: 'Front row.\nAgain in May.',
    });
    expect(file.videos.map((v) => v.watchedAt !== null)).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
    expect(file.videos.map((v) => `${v.categoryId === music ? 'M' : 'U'}${v.title}`)).toEqual([
      'MSeeded 0',
      'MSeeded 1',
      'USeeded 0',
      'USeeded 1',
      'USeeded 2',
    ]);
  });

  it('an empty library exports an empty list', async () => {
    const user = await signUpUser(request);
    const file = JSON.parse(await (await exportOf(user.token)).text());
    expect(file.videos).toEqual([]);
    expect(file.categories).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    const res = await request('GET', '/api/export');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('session_missing');
  });

  it('reads the library a page at a time, however large it is', async () => {
    const user = await signUpUser(request);
    await seedVideos(testDb.db, user.id, await user.unsortedId(), 1000);
    rowsRead = 0;
    largestFetch = 0;
    const text = await (await exportOf(user.token)).text();
    const file = JSON.parse(text) as { videos: unknown[] };
    expect(file.videos).toHaveLength(1000);
    // Written a slice of each page at a time, it is still the spec's file byte for byte.
    expect(text).toBe(JSON.stringify(file, null, 2));
    expect(rowsRead).toBe(1000);
    // What the server holds of the library at once is one page, never the whole of it.
    expect(largestFetch).toBe(PAGE);
  });
});

// docs/product/large-libraries.md: the export reads its pages a transaction each; a write between
// two of them makes it start again from one snapshot, so the file is never a mix of before and
// after.
describe(`export read in pages (${testDriver()})`, () => {
  it('starts again, as one read, when the library changed between pages', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    await seedVideos(testDb.db, user.id, unsorted, 5);
    let asked = 0;
    const racing: Database = {
      ...testDb.db,
      asUser: async (userId, fn, options) => {
        // Before the third transaction: between the first page and the second.
        if (++asked === 3) {
          await testDb.db.system((tx) =>
            tx.update(videos).set({ title: 'Renamed meanwhile' }).where(eq(videos.userId, userId)),
          );
        }
        return testDb.db.asUser(userId, fn, options);
      },
    };
    let text = '';
    let restarts = 0;
    await createExportService({ db: racing, now: () => NOW, pageSize: 2 }).write(
      user.id,
      async (chunk) => {
        text += chunk;
      },
      async () => {
        restarts += 1;
        text = '';
      },
    );
    expect(restarts).toBe(1);
    const file = ExportFileSchema.parse(JSON.parse(text));
    expect(file.videos.map((video) => video.title)).toEqual(Array(5).fill('Renamed meanwhile'));
  });

  it('reads an unchanged library once, in pages', async () => {
    const user = await signUpUser(request);
    await seedVideos(testDb.db, user.id, await user.unsortedId(), 5);
    let restarts = 0;
    let text = '';
    await createExportService({ db: testDb.db, now: () => NOW, pageSize: 2 }).write(
      user.id,
      async (chunk) => {
        text += chunk;
      },
      async () => {
        restarts += 1;
      },
    );
    expect(restarts).toBe(0);
    expect(ExportFileSchema.parse(JSON.parse(text)).videos).toHaveLength(5);
  });
});

describe.runIf(testDatabaseUrl())('export on both drivers', () => {
  it('gives the same bytes from PGlite and from PostgreSQL for the same data', async () => {
    const postgres = await createTestDatabase();
    const pglite = await openPglite();
    try {
      const outputs = [];
      for (const db of [postgres.db, pglite]) {
        await seedFixedLibrary(db);
        let text = '';
        await createExportService({ db, now: () => NOW, pageSize: 2 }).write(
          FIXED.user,
          async (chunk) => {
            text += chunk;
          },
          async () => {
            text = '';
          },
        );
        outputs.push(text);
      }
      expect(outputs[0]).toBe(outputs[1]);
      const exported = JSON.parse(outputs[0]!).videos;
      expect(exported).toHaveLength(5);
      // Any case for ASCII letters, then by code point (both drivers alike).
      expect(exported.map((v: { tags: string[] }) => v.tags)).toEqual([
        ['Alpha', 'Éclair'],
        [],
        ['beta', 'zeta', 'éa'],
        [],
        [],
      ]);
    } finally {
      await pglite.close();
      await postgres.drop();
    }
  });
});

const FIXED = {
  user: '10000000-0000-4000-8000-000000000001',
  unsorted: '20000000-0000-4000-8000-000000000001',
  music: '20000000-0000-4000-8000-000000000002',
};

/** One user, two collections, five videos with awkward text: the same ids and times each time. */
async function seedFixedLibrary(db: Database) {
  await db.system(async (tx) => {
    await tx
      .insert(users)
      .values({ id: FIXED.user, email: 'Fixed@Example.com', passwordHash: 'x' });
    await tx.insert(collections).values([
      {
        id: FIXED.unsorted,
        userId: FIXED.user,
        name: 'Unsorted',
        nameKey: 'unsorted',
        position: 'a1',
        isDefault: true,
      },
      {
        id: FIXED.music,
        userId: FIXED.user,
        name: 'Musik “Ö” 🎵',
        nameKey: collectionNameKey('Musik “Ö” 🎵'),
        position: 'a0',
      },
    ]);
    await tx.insert(videos).values(
      ['a0', 'a1', 'a2', 'a3', 'a4'].map((position, i) => ({
        id: `30000000-0000-4000-8000-00000000000${i}`,
        userId: FIXED.user,
        categoryId: i % 2 ? FIXED.music : FIXED.unsorted,
        title: `Título ${i} <b>"quoted"</b>\u202E`,
        url: `https://example.com/${i}?q=a&b=ü`,
        description: i ? `Content from example.com` : '',
        channelName: i === 2 ? null : 'Chännel',
        position,
        createdAt: new Date(Date.UTC(2026, 10, 20, 8, 0, i, 123)),
        note: i === 1 ? 'Noted “here”\n\ttwice' : '',
      })),
    );
    // Tags in any case and beyond ASCII: listed in the same order by both drivers.
    const names = ['zeta', 'Alpha', 'éa', 'Éclair', 'beta'];
    await tx.insert(tags).values(
      names.map((name, i) => ({
        id: `40000000-0000-4000-8000-00000000000${i}`,
        userId: FIXED.user,
        name,
        nameKey: collectionNameKey(name),
      })),
    );
    await tx.insert(videoTags).values(
      names.map((_, i) => ({
        videoId: `30000000-0000-4000-8000-00000000000${i % 2}`,
        tagId: `40000000-0000-4000-8000-00000000000${i}`,
        userId: FIXED.user,
      })),
    );
    // Each video's copy of its tags' names, written as the app's writes of tags write it.
    await writeTagNames(
      tx,
      FIXED.user,
      [0, 1].map((i) => `30000000-0000-4000-8000-00000000000${i}`),
    );
  });
}
