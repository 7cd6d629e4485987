import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ExportFileSchema } from '@shared/contracts/export';
import { importItems, imports, videos } from '@server/db/schema';
import { startFakeOembed } from '@server/test-support/fake-oembed';
import {
  fetchLibrary,
  seedVideos,
  setTier,
  signUpUser,
  snapshotOf,
} from '@server/test-support/library-fixtures';
import {
  bookmarkFile,
  finishedImport,
  startImport,
  uploadImport,
  wholeReport,
} from '@server/test-support/import-api';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';

const { app, request, database } = await createTestApp();
const db = database.db;

const vimeo = await startFakeOembed('vimeo');
afterAll(() => vimeo.close());
/** Vimeo on its fake; METADATA_FETCH=oembed (the tests' default): no page is read. */
const sites = await createTestApp({ vimeoOembedUrl: vimeo.url });

const fixture = (name: string) =>
  readFileSync(new URL(`./formats/fixtures/${name}`, import.meta.url), 'utf8');

const importRows = (userId: string) =>
  db.system(async (tx) => ({
    imports: await tx.select().from(imports).where(eq(imports.userId, userId)),
    items: await tx.select().from(importItems).where(eq(importItems.userId, userId)),
  }));

const namesOf = (library: Awaited<ReturnType<typeof fetchLibrary>>) =>
  library.categories.map((c) => c.name);

describe(`import (${testDriver()})`, () => {
  it('previews a browser’s bookmarks without writing, then imports them into their folders', async () => {
    const user = await signUpUser(request, 'chrome');
    const libraryRows = async () => {
      const { categories, videos } = await snapshotOf(db, user.id);
      return { categories, videos };
    };
    const before = await libraryRows();
    const uploaded = await uploadImport(
      request,
      user.token,
      'bookmarks.html',
      fixture('chrome-bookmarks.html'),
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      status: 'staged',
      format: 'bookmarks-html',
      fileName: 'bookmarks.html',
      found: { links: 5, collections: 3, newCollections: 3, inLibrary: 0, repeated: 0, invalid: 1 },
      room: { videos: 50, collections: 5 },
      progress: { processed: 0, added: 0 },
    });
    expect(await libraryRows()).toEqual(before);
    const current = await request('GET', '/api/imports/current', { token: user.token });
    expect(current.body.import.id).toBe(uploaded.body.id);

    const started = await request('POST', `/api/imports/${uploaded.body.id}/start`, {
      token: user.token,
      body: { collectionId: null },
    });
    expect(started.status).toBe(202);
    expect(started.body.status).toBe('running');
    const done = await finishedImport(request, user.token);
    expect(done.progress).toEqual({
      processed: 5,
      added: 4,
      duplicates: 0,
      invalid: 1,
      overLimit: 0,
    });

    const library = await fetchLibrary(request, user.token);
    // Chrome marks its bookmarks bar, not "Other bookmarks", which reads as any folder would.
    expect(namesOf(library)).toEqual(['Unsorted', 'Music', 'Music / Live', 'Other bookmarks']);
    const inCollection = (name: string) => {
      const id = library.categories.find((c) => c.name === name)?.id;
      return library.videos.filter((v) => v.categoryId === id);
    };
    // The bookmarks bar is no topic: its own links land in Unsorted.
    expect(inCollection('Unsorted').map((v) => [v.title, v.url, v.createdAt])).toEqual([
      [
        'Rick Astley - Never Gonna Give You Up (Official Music Video)',
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        new Date(1_700_000_100_000).toISOString(),
      ],
    ]);
    expect(inCollection('Other bookmarks').map((v) => [v.title, v.url, v.createdAt])).toEqual([
      [
        'The New Vimeo Player (You Know, For Videos)',
        'https://vimeo.com/76979871',
        new Date(1_700_000_310_000).toISOString(),
      ],
    ]);
    expect(inCollection('Music').map((v) => [v.title, v.youtubeId])).toEqual([
      ['PSY - GANGNAM STYLE(강남스타일) M/V', '9bZkp7q19f0'],
    ]);
    expect(inCollection('Music / Live').map((v) => v.title)).toEqual([
      'Luis Fonsi & Daddy Yankee – Despacito',
    ]);
    expect(inCollection('Other bookmarks')[0]).toMatchObject({
      channelName: 'vimeo.com',
      description: 'Content from vimeo.com',
      youtubeId: '',
    });

    const report = await wholeReport(request, user.token, done.id);
    expect(report.map((item) => [item.source, item.outcome, item.detail])).toEqual([
      ['link 1', 'added', 'Unsorted'],
      ['link 2', 'added', 'Music'],
      ['link 3', 'added', 'Music / Live'],
      ['link 4', 'invalid', 'Not a web link (only http and https links are saved).'],
      ['link 5', 'added', 'Other bookmarks'],
    ]);
    const invalidOnly = await request('GET', `/api/imports/${done.id}/items?outcome=invalid`, {
      token: user.token,
    });
    expect(invalidOnly.body.items.map((item: { url: string }) => item.url)).toEqual([
      'javascript:alert(document.title)',
    ]);
  });

  it('skips links already in the library, in any URL form, and repeats within the file', async () => {
    const user = await signUpUser(request, 'dupes');
    const unsorted = await user.unsortedId();
    await request('POST', '/api/videos', {
      token: user.token,
      body: { url: 'https://youtu.be/dQw4w9WgXcQ', categoryId: unsorted },
    });
    await request('POST', '/api/videos', {
      token: user.token,
      body: { url: 'https://example.com/talk/', categoryId: unsorted },
    });
    const file = [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
      'http://www.example.com/talk?utm_source=feed',
      'https://vimeo.com/1',
      'https://m.youtube.com/watch?v=9bZkp7q19f0',
      'https://vimeo.com/1#comments',
      'https://youtu.be/9bZkp7q19f0',
    ].join('\n');
    const uploaded = await uploadImport(request, user.token, 'links.txt', file);
    expect(uploaded.body.found).toMatchObject({ links: 6, inLibrary: 2, repeated: 2, invalid: 0 });
    await request('POST', `/api/imports/${uploaded.body.id}/start`, {
      token: user.token,
      body: { collectionId: null },
    });
    const done = await finishedImport(request, user.token);
    expect(done.progress).toMatchObject({ added: 2, duplicates: 4 });
    const report = await wholeReport(request, user.token, done.id);
    expect(report.map((item) => [item.outcome, item.detail])).toEqual([
      ['duplicate', 'Already in Unsorted.'],
      ['duplicate', 'Already in Unsorted.'],
      ['added', 'Unsorted'],
      ['added', 'Unsorted'],
      ['duplicate', 'Same link as line 3.'],
      ['duplicate', 'Same link as line 4.'],
    ]);
    expect((await fetchLibrary(request, user.token)).videos).toHaveLength(4);

    // The same file again adds nothing: every link is now in the library.
    await startImport(request, user.token, 'links.txt', file);
    expect((await finishedImport(request, user.token)).progress).toMatchObject({
      added: 0,
      duplicates: 6,
    });
  });

  it('holds a free plan’s limits: the rest is reported as over the limit', async () => {
    const user = await signUpUser(request, 'free');
    await seedVideos(db, user.id, await user.unsortedId(), 20);
    const links = Array.from({ length: 200 }, (_, i) => `https://example.org/v/${i}`);
    const uploaded = await uploadImport(request, user.token, 'links.txt', links.join('\n'));
    expect(uploaded.body.room, JSON.stringify(uploaded.body)).toEqual({
      videos: 30,
      collections: 5,
    });
    await request('POST', `/api/imports/${uploaded.body.id}/start`, {
      token: user.token,
      body: { collectionId: null },
    });
    const done = await finishedImport(request, user.token);
    expect(done.progress).toEqual({
      processed: 200,
      added: 30,
      duplicates: 0,
      invalid: 0,
      overLimit: 170,
    });
    expect((await fetchLibrary(request, user.token)).videos).toHaveLength(50);
    const over = await request('GET', `/api/imports/${done.id}/items?outcome=over_limit&limit=1`, {
      token: user.token,
    });
    expect(over.body.items[0]).toMatchObject({
      source: 'line 31',
      detail: 'The free plan holds at most 50 videos. Upgrade to Pro for unlimited videos.',
    });
  });

  it('creates at most the plan’s collections; links of the others are over the limit', async () => {
    const user = await signUpUser(request, 'folders');
    await request('POST', '/api/categories', { token: user.token, body: { name: 'music' } });
    const folders = Object.fromEntries(
      ['Music', 'A', 'B', 'C', 'D', 'E', 'F'].map((name, i) => [
        name,
        [`https://example.net/${i}`],
      ]),
    );
    const uploaded = await uploadImport(request, user.token, 'b.html', bookmarkFile(folders));
    expect(uploaded.body.found).toMatchObject({ collections: 7, newCollections: 6 });
    expect(uploaded.body.room).toEqual({ videos: 50, collections: 4 });
    await request('POST', `/api/imports/${uploaded.body.id}/start`, {
      token: user.token,
      body: { collectionId: null },
    });
    const done = await finishedImport(request, user.token);
    expect(done.progress).toMatchObject({ added: 5, overLimit: 2 });
    expect(namesOf(await fetchLibrary(request, user.token))).toEqual([
      'Unsorted',
      'music',
      'A',
      'B',
      'C',
      'D',
    ]);
    const report = await wholeReport(request, user.token, done.id);
    expect(report.at(-1)).toMatchObject({
      outcome: 'over_limit',
      detail:
        'The free plan holds at most 5 collections. Upgrade to Pro for unlimited collections.',
    });
  });

  it('puts everything into one chosen collection when asked', async () => {
    const user = await signUpUser(request, 'target');
    const target = (
      await request('POST', '/api/categories', { token: user.token, body: { name: 'Inbox' } })
    ).body;
    await startImport(request, user.token, 'b.html', fixture('chrome-bookmarks.html'), target.id);
    expect((await finishedImport(request, user.token)).progress.added).toBe(4);
    const library = await fetchLibrary(request, user.token);
    expect(namesOf(library)).toEqual(['Unsorted', 'Inbox']);
    expect(library.videos.every((v) => v.categoryId === target.id)).toBe(true);
  });

  it('makes a Google Takeout playlist a collection named after its file', async () => {
    const user = await signUpUser(request, 'takeout');
    await startImport(
      request,
      user.token,
      'Watch later-videos.csv',
      fixture('Watch later-videos.csv'),
    );
    const done = await finishedImport(request, user.token);
    expect(done.progress).toMatchObject({ added: 2, invalid: 1 });
    const library = await fetchLibrary(request, user.token);
    expect(namesOf(library)).toEqual(['Unsorted', 'Watch later']);
    expect(library.videos.map((v) => [v.youtubeId, v.createdAt])).toEqual([
      ['dQw4w9WgXcQ', '2023-03-01T10:00:00.000Z'],
      ['9bZkp7q19f0', '2023-03-02T11:30:00.000Z'],
    ]);
  });

  it('brings a Vidshelf export back whole into another account', async () => {
    const source = await signUpUser(request, 'source');
    await setTier(db, source.id, 'pro');
    const jazz = (
      await request('POST', '/api/categories', { token: source.token, body: { name: 'Jazz' } })
    ).body;
    for (const url of [
      'https://youtu.be/aaaaaaaaaaa',
      'https://example.com/a',
      'https://youtu.be/bbbbbbbbbbb',
    ]) {
      await request('POST', '/api/videos', {
        token: source.token,
        body: { url, categoryId: jazz.id },
      });
    }
    const edited = (await fetchLibrary(request, source.token)).videos[0]!;
    await request('PATCH', `/api/videos/${edited.id}`, {
      token: source.token,
      // Tags and a note travel too (docs/product/tags-and-notes.md).
      body: {
        title: 'My own title',
        url: edited.url,
        categoryId: jazz.id,
        tags: ['Live', 'bebop'],
        note: 'Line one\nline two',
      },
    });
    // So do when it was watched and when its site published it (a followed feed's date).
    await request('PUT', `/api/videos/${edited.id}/watched`, {
      token: source.token,
      body: { watched: true },
    });
    await db.system((tx) =>
      tx
        .update(videos)
        .set({ publishedAt: new Date('2024-05-06T07:08:09.000Z') })
        .where(eq(videos.id, edited.id)),
    );
    const exported = await request('GET', '/api/export', { token: source.token });
    const sourceFile = ExportFileSchema.parse(exported.body);

    const target = await signUpUser(request, 'target');
    await startImport(request, target.token, 'export.json', JSON.stringify(exported.body));
    expect((await finishedImport(request, target.token)).progress).toMatchObject({ added: 3 });
    const targetFile = ExportFileSchema.parse(
      (await request('GET', '/api/export', { token: target.token })).body,
    );
    const comparable = (file: typeof sourceFile) => {
      const nameOf = new Map(file.categories.map((c) => [c.id, c.name]));
      return file.videos.map(({ id: _id, categoryId, ...video }) => ({
        ...video,
        collection: nameOf.get(categoryId),
      }));
    };
    expect(comparable(targetFile)).toEqual(comparable(sourceFile));
    expect(targetFile.categories.map((c) => c.name)).toEqual(['Unsorted', 'Jazz']);
    expect(comparable(targetFile)[0]).toMatchObject({
      title: 'My own title',
      tags: ['bebop', 'Live'],
      note: 'Line one\nline two',
      watchedAt: sourceFile.videos[0]!.watchedAt,
      publishedAt: '2024-05-06T07:08:09.000Z',
    });
    expect(sourceFile.videos[0]!.watchedAt).not.toBeNull();
  });

  it('gives imported links the tags a bookmark file names, spelt as the user’s own', async () => {
    const user = await signUpUser(request, 'tags');
    const mine = (await fetchLibrary(request, user.token)).categories[0]!;
    const video = (
      await request('POST', '/api/videos', {
        token: user.token,
        body: { url: 'https://example.com/mine', categoryId: mine.id },
      })
    ).body;
    await request('PATCH', `/api/videos/${video.id}`, {
      token: user.token,
      body: { title: video.title, url: video.url, categoryId: mine.id, tags: ['Jazz'] },
    });
    const file = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<DL><p>
<DT><A HREF="https://example.com/a" TAGS="jazz,Live, ,${'x'.repeat(60)}">A</A>
<DT><A HREF="https://example.com/b" TAGS="a\u0001b">B</A>
<DT><A HREF="https://example.com/c">C</A>
</DL>`;
    await startImport(request, user.token, 'bookmarks.html', file);
    expect((await finishedImport(request, user.token)).progress).toMatchObject({ added: 3 });
    const library = await fetchLibrary(request, user.token);
    const tagsOf = (url: string) => library.videos.find((v) => v.url === url)?.tags;
    // The user's "Jazz" spelling; a too long name cut to a tag's length; a blank one left out.
    expect(tagsOf('https://example.com/a')).toEqual(['Jazz', 'Live', 'x'.repeat(50)]);
    // A name with a control character cannot be a tag: left out, the link kept.
    expect(tagsOf('https://example.com/b')).toEqual([]);
    expect(tagsOf('https://example.com/c')).toEqual([]);
    expect(library.tags.map((tag) => tag.name)).toEqual(['Jazz', 'Live', 'x'.repeat(50)]);
  });

  it('refuses a file it cannot read, naming what it takes, and changes nothing', async () => {
    const user = await signUpUser(request, 'refused');
    const zip = String.fromCharCode(0x50, 0x4b, 0x03, 0x04) + 'rest of an archive';
    const cases: Array<[string, string, string]> = [
      ['takeout.zip', zip, 'This is a ZIP archive: unzip it first, then import the file inside.'],
      ['empty.txt', '   \n', 'This file is empty.'],
      [
        'page.html',
        '<html><body><p>Hello</p></body></html>',
        'This HTML file is not a bookmarks file',
      ],
      ['broken.json', '{"exportedAt": "2026-01-01T00:00:00Z", "videos": [', ''],
      ['notes.txt', 'just some words\nand more words', ''],
    ];
    for (const [name, text, reason] of cases) {
      const res = await uploadImport(request, user.token, name, text);
      expect(res.status, name).toBe(400);
      expect(res.body.error.code, name).toBe('import_file_invalid');
      expect(res.body.error.message, name).toContain(reason);
      expect(res.body.error.message, name).toContain(
        'Choose a bookmarks file exported from a browser or bookmark service (HTML), a Vidshelf export (JSON), a YouTube playlist from Google Takeout (CSV), or a list of links, one per line.',
      );
    }
    expect(await importRows(user.id)).toEqual({ imports: [], items: [] });
    expect((await request('GET', '/api/imports/current', { token: user.token })).body).toEqual({
      import: null,
    });
  });

  it('refuses a file over the size cap while it arrives', async () => {
    const user = await signUpUser(request, 'large');
    // Blank lines: cheap to read, so the cap is what stops it.
    const megabyte = new TextEncoder().encode('\n'.repeat(1024 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('https://example.com/a\n'));
        if (sent++ < 40) controller.enqueue(megabyte);
        else controller.close();
      },
    });
    const res = await fetchThroughApp(`/api/imports?fileName=big.txt`, user.token, body);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toEqual({
      code: 'payload_too_large',
      message: 'Import files can be at most 32 MB.',
    });
    expect(sent).toBeLessThan(40);
    expect(await importRows(user.id)).toEqual({ imports: [], items: [] });
  });

  it('runs one import per user at a time; a new upload replaces one waiting to start', async () => {
    const user = await signUpUser(request, 'one');
    await setTier(db, user.id, 'pro');
    const first = await uploadImport(request, user.token, 'a.txt', 'https://example.com/a');
    const second = await uploadImport(request, user.token, 'b.txt', 'https://example.com/b');
    expect(second.status).toBe(201);
    const gone = await request('POST', `/api/imports/${first.body.id}/start`, {
      token: user.token,
      body: { collectionId: null },
    });
    expect(gone.status).toBe(404);

    // Two uploads at once: one is read, the other refused.
    const links = Array.from({ length: 3000 }, (_, i) => `https://example.com/many/${i}`).join(
      '\n',
    );
    const both = await Promise.all([
      uploadImport(request, user.token, 'c.txt', links),
      uploadImport(request, user.token, 'd.txt', links),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(both.find((res) => res.status === 409)?.body.error).toEqual({
      code: 'import_in_progress',
      message: 'An import is already under way. Wait for it to finish, then import the next file.',
    });
    const staged = both.find((res) => res.status === 201)!.body;
    await request('POST', `/api/imports/${staged.id}/start`, {
      token: user.token,
      body: { collectionId: null },
    });
    const again = await request('POST', `/api/imports/${staged.id}/start`, {
      token: user.token,
      body: { collectionId: null },
    });
    expect([again.status, again.body.error.code]).toEqual([409, 'conflict']);
    const done = await finishedImport(request, user.token);
    expect(done.progress.added).toBe(3000);
    expect((await fetchLibrary(request, user.token)).videos).toHaveLength(3000);
    // Two files of 3,000 links read and one imported: longer than the usual bound on a busy machine.
  }, 90_000);

  it('keeps each user’s imports their own', async () => {
    const alice = await signUpUser(request, 'alice');
    const bob = await signUpUser(request, 'bob');
    const hers = await uploadImport(
      request,
      alice.token,
      'private.txt',
      'https://example.com/private',
    );
    const bobSees = await request('GET', '/api/imports/current', { token: bob.token });
    expect(bobSees.body).toEqual({ import: null });
    for (const [method, path, body] of [
      ['POST', `/api/imports/${hers.body.id}/start`, { collectionId: null }],
      ['DELETE', `/api/imports/${hers.body.id}`, undefined],
      ['GET', `/api/imports/${hers.body.id}/items`, undefined],
      ['GET', `/api/imports/${hers.body.id}/report.csv`, undefined],
    ] as const) {
      const res = await request(method, path, { token: bob.token, ...(body ? { body } : {}) });
      expect([path, res.status, res.body.error.code]).toEqual([path, 404, 'not_found']);
    }
    // Nor can Bob aim his own import at Alice's collection.
    const aliceCollection = (
      await request('POST', '/api/categories', { token: alice.token, body: { name: 'Hers' } })
    ).body;
    const his = await uploadImport(request, bob.token, 'x.txt', 'https://example.com/x');
    const aimed = await request('POST', `/api/imports/${his.body.id}/start`, {
      token: bob.token,
      body: { collectionId: aliceCollection.id },
    });
    expect(aimed.status).toBe(404);
    expect(
      (await request('GET', '/api/imports/current', { token: alice.token })).body.import.status,
    ).toBe('staged');
  });

  it('lets a waiting import or a finished report be discarded, not a running one', async () => {
    const user = await signUpUser(request, 'discard');
    const staged = await uploadImport(request, user.token, 'a.txt', 'https://example.com/a');
    expect(
      (await request('DELETE', `/api/imports/${staged.body.id}`, { token: user.token })).status,
    ).toBe(204);
    expect(await importRows(user.id)).toEqual({ imports: [], items: [] });
    expect((await fetchLibrary(request, user.token)).videos).toHaveLength(0);
  });

  it('writes the report as a CSV file a spreadsheet opens as text', async () => {
    const user = await signUpUser(request, 'csv');
    const file = [
      'url,title',
      'https://example.com/1,"=HYPERLINK(""http://evil"")"',
      'mailto:a@b.c,Mail',
    ].join('\n');
    await startImport(request, user.token, 'raindrop.csv', file);
    const done = await finishedImport(request, user.token);
    const res = await request('GET', `/api/imports/${done.id}/report.csv`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="vidshelf-import-report-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const raw = await app.request(`/api/imports/${done.id}/report.csv`, {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    // A byte-order mark first, so spreadsheets read the file as UTF-8.
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(String(res.body).split('\n')).toEqual([
      'Entry,Where in the file,Link,Title,Result,Detail',
      `1,line 2,https://example.com/1,"'=HYPERLINK(""http://evil"")",Added,Unsorted`,
      '2,line 3,mailto:a@b.c,Mail,Not a link,Not a web link (only http and https links are saved).',
      '',
    ]);
  });
});

describe(`bookmark HTML export (${testDriver()})`, () => {
  it('writes every collection as a folder (empty ones too) that any importer reads back', async () => {
    const source = await signUpUser(request, 'leaver');
    const talks = (
      await request('POST', '/api/categories', {
        token: source.token,
        body: { name: 'Talks & <Demos>' },
      })
    ).body;
    await request('POST', '/api/categories', { token: source.token, body: { name: 'Empty' } });
    const added = [];
    for (const [url, categoryId] of [
      ['https://example.com/a?x=1&y="2"', talks.id],
      ['https://youtu.be/dQw4w9WgXcQ', talks.id],
      ['https://example.com/unsorted', await source.unsortedId()],
    ] as const) {
      added.push(
        (await request('POST', '/api/videos', { token: source.token, body: { url, categoryId } }))
          .body,
      );
    }
    await request('PATCH', `/api/videos/${added[0].id}`, {
      token: source.token,
      body: { title: 'A <b>bold</b> "talk" & more', url: added[0].url, categoryId: talks.id },
    });

    const res = await request('GET', '/api/export/bookmarks.html', { token: source.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="vidshelf-bookmarks-\d{4}-\d{2}-\d{2}\.html"$/,
    );
    const html = String(res.body);
    expect(html.startsWith('<!DOCTYPE NETSCAPE-Bookmark-file-1>')).toBe(true);
    expect(html).toContain('<H3 ADD_DATE="');
    expect(html).toContain('>Talks &amp; &lt;Demos&gt;</H3>');
    expect(html).toContain('HREF="https://example.com/a?x=1&amp;y=%222%22"');
    expect(html).toContain('>A &lt;b&gt;bold&lt;/b&gt; "talk" &amp; more</A>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('>Empty</H3>');

    const target = await signUpUser(request, 'arriver');
    await startImport(request, target.token, 'bookmarks.html', html);
    expect((await finishedImport(request, target.token)).progress).toMatchObject({ added: 3 });
    const before = await fetchLibrary(request, source.token);
    const after = await fetchLibrary(request, target.token);
    const seen = (library: typeof before) => {
      const nameOf = new Map(library.categories.map((c) => [c.id, c.name]));
      return library.videos.map((v) => ({
        title: v.title,
        url: v.url,
        collection: nameOf.get(v.categoryId),
        savedAt: Math.floor(Date.parse(v.createdAt) / 1000),
      }));
    };
    // Folders come back as collections (the empty one is no folder with links: not created).
    expect(after.categories.map((c) => c.name)).toEqual(['Unsorted', 'Talks & <Demos>']);
    expect(seen(after)).toEqual(seen(before));
  });
});

describe(`imported links get their details in the background (${testDriver()})`, () => {
  it('an imported Vimeo link gets its title from Vimeo; a page, which this server does not read, does not wait', async () => {
    const user = await signUpUser(sites.request, 'vimeo-import');
    await startImport(
      sites.request,
      user.token,
      'bookmarks.html',
      bookmarkFile({ Talks: ['https://vimeo.com/76979871', 'https://example.com/page'] }),
    );
    await finishedImport(sites.request, user.token);
    sites.background.details.wake();
    await sites.background.details.settled();

    const rows = await sites.database.db.system((tx) =>
      tx
        .select({ url: videos.url, title: videos.title, pending: videos.detailsPending })
        .from(videos)
        .where(eq(videos.userId, user.id))
        .orderBy(videos.url),
    );
    expect(rows).toEqual([
      // The file's title stays: no lookup replaces it.
      { url: 'https://example.com/page', title: 'Talks link 2', pending: false },
      { url: 'https://vimeo.com/76979871', title: 'Vimeo video 76979871', pending: false },
    ]);
    expect(vimeo.requests).toEqual([{ url: 'https://vimeo.com/76979871', format: 'json' }]);
    expect((await fetchLibrary(sites.request, user.token)).videos).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          url: 'https://vimeo.com/76979871',
          channelName: 'Vimeo author 76979871',
          thumbnailUrl: 'https://i.vimeocdn.com/video/76979871-d_640',
          duration: '213',
        }),
      ]),
    );
  });
});

/** A request with a streamed body (no Content-Length), as a browser sends a large file. */
async function fetchThroughApp(path: string, token: string, body: ReadableStream<Uint8Array>) {
  return app.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream' },
    body,
    duplex: 'half',
  } as RequestInit);
}
