import { afterAll, describe, expect, it } from 'vitest';
import { startFakeOembed } from '@server/test-support/fake-oembed';
import { seedVideos, setTier, signUpUser, snapshotOf } from '@server/test-support/library-fixtures';
import { addLookedUp } from '@server/test-support/added-video';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';

const oembed = await startFakeOembed();
afterAll(() => oembed.close());
// A new user per test: more than the default 20 sign-ups an hour from the one in-process address.
const app = await createTestApp({
  youtubeOembedUrl: oembed.url,
  signUpsPerIp: 100,
});
const { request, database } = app;

const add = (token: string, url: string, collectionId: string) =>
  request('POST', '/api/videos', { token, body: { url, categoryId: collectionId } });

describe(`videos (${testDriver()})`, () => {
  it('saves a YouTube link with the title and channel from oEmbed', async () => {
    const user = await signUpUser(request);
    oembed.respondWith('dQw4w9WgXcQ', {
      json: { title: 'Never Gonna Give You Up', author_name: 'Rick Astley' },
    });
    const res = await addLookedUp(app, user.token, {
      url: ' https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42 ',
      categoryId: await user.unsortedId(),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      youtubeId: 'dQw4w9WgXcQ',
      title: 'Never Gonna Give You Up',
      channelName: 'Rick Astley',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
      duration: null,
    });
    expect(Date.parse(res.body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers at once with what it knows, and brings the details in after', async () => {
    const user = await signUpUser(request);
    // oEmbed answers in 2 s, within its timeout (3 s): the add does not wait for it.
    oembed.respondWith('slowslowslo', { delayMs: 2_000 });
    const res = await add(user.token, 'https://youtu.be/slowslowslo', await user.unsortedId());
    expect(res.status).toBe(201);
    const fallbacks = {
      youtubeId: 'slowslowslo',
      title: 'YouTube Video',
      channelName: 'YouTube',
      thumbnailUrl: 'https://i.ytimg.com/vi/slowslowslo/maxresdefault.jpg',
    };
    expect(res.body).toMatchObject(fallbacks);
    expect((await user.library()).videos).toMatchObject([fallbacks]);
    await app.background.details.settled();
    expect((await user.library()).videos).toMatchObject([
      { ...fallbacks, title: 'Video slowslowslo', channelName: 'Channel slowslowslo' },
    ]);
  });

  it('describes other links by their host, and fetches nothing for them', async () => {
    const user = await signUpUser(request);
    const before = oembed.requests.length;
    const res = await add(
      user.token,
      'https://www.example.org/some/page?x=1',
      await user.unsortedId(),
    );
    expect(res.body).toMatchObject({
      youtubeId: '',
      title: 'example.org',
      description: 'Content from example.org',
      channelName: 'example.org',
      thumbnailUrl: '/video-placeholder.svg',
    });
    expect(oembed.requests.length).toBe(before);
  });

  it('stores a link as parsed, whatever form was typed, on add and on edit', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    for (const [typed, stored] of [
      ['http:///x', 'http://x/'],
      ['HTTPS://Example.COM', 'https://example.com/'],
      ['https://example.com/a b?q=ü', 'https://example.com/a%20b?q=%C3%BC'],
      ['https://example.com/./a/../b', 'https://example.com/b'],
    ] as const) {
      const added = await add(user.token, typed, unsorted);
      expect(added.status, typed).toBe(201);
      expect(added.body.url, typed).toBe(stored);
      const edited = await request('PATCH', `/api/videos/${added.body.id}`, {
        token: user.token,
        body: { title: 'T', url: typed, categoryId: unsorted },
      });
      expect(edited.body.url, typed).toBe(stored);
    }
    const stored = (await user.library()).videos.map((v: { url: string }) => v.url);
    expect(stored).toContain('http://x/');
    expect(stored).not.toContain('http:///x');
  });

  it('puts new videos first in their collection', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    for (const n of [1, 2, 3]) await add(user.token, `https://example.com/${n}`, unsorted);
    const urls = (await user.library()).videos.map((v: { url: string }) => v.url);
    expect(urls).toEqual([
      'https://example.com/3',
      'https://example.com/2',
      'https://example.com/1',
    ]);
  });

  it.each([
    ['', 'Please enter a URL', 'url'],
    ['   ', 'Please enter a URL', 'url'],
    ['not a url', 'Please enter a valid URL', 'url'],
    ['javascript:alert(1)', 'Please enter a valid URL', 'url'],
    ['data:text/html,<script>alert(1)</script>', 'Please enter a valid URL', 'url'],
    ['vbscript:msgbox(1)', 'Please enter a valid URL', 'url'],
    ['ftp://example.com/file', 'Please enter a valid URL', 'url'],
    ['/relative/path', 'Please enter a valid URL', 'url'],
    [`https://example.com/${'x'.repeat(2048)}`, 'Use at most 2048 characters.', 'url'],
  ])('refuses the URL %j: %s', async (url, message, field) => {
    const user = await signUpUser(request);
    const before = await snapshotOf(database.db, user.id);
    const res = await add(user.token, url, await user.unsortedId());
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'validation_failed', message, field });
    expect(await snapshotOf(database.db, user.id)).toEqual(before);
  });

  it('asks for a collection when none is given', async () => {
    const user = await signUpUser(request);
    const res = await add(user.token, 'https://example.com', '');
    expect(res.body.error).toEqual({
      code: 'validation_failed',
      message: 'Please select a category',
      field: 'categoryId',
    });
  });

  it('edits title, URL and collection, trimmed; a move puts the video first there', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    const music = (
      await request('POST', '/api/categories', { token: user.token, body: { name: 'Music' } })
    ).body;
    const resident = (await add(user.token, 'https://example.com/resident', music.id)).body;
    const video = (await add(user.token, 'https://example.com/a', unsorted)).body;
    const res = await request('PATCH', `/api/videos/${video.id}`, {
      token: user.token,
      body: {
        title: '  A better title  ',
        url: ' https://youtu.be/dQw4w9WgXcQ ',
        categoryId: music.id,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'A better title',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      categoryId: music.id,
      youtubeId: 'dQw4w9WgXcQ',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
    });
    const inMusic = (await user.library()).videos.filter(
      (v: { categoryId: string }) => v.categoryId === music.id,
    );
    expect(inMusic.map((v: { id: string }) => v.id)).toEqual([video.id, resident.id]);
  });

  it.each([
    [
      { title: '  ', url: 'https://example.com', categoryId: 'cat' },
      'Please enter a title',
      'title',
    ],
    [{ title: 'T', url: ' ', categoryId: 'cat' }, 'Please enter a URL', 'url'],
    [{ title: 'T', url: 'nope', categoryId: 'cat' }, 'Please enter a valid URL', 'url'],
    [
      { title: 'T', url: 'https://example.com', categoryId: '' },
      'Please select a category',
      'categoryId',
    ],
    [
      { title: 'x'.repeat(501), url: 'https://example.com', categoryId: 'cat' },
      'Use at most 500 characters.',
      'title',
    ],
    // Checked in the order of docs/product/validation.md: the title first, even when everything is
    // wrong.
    [{ title: '', url: '', categoryId: '' }, 'Please enter a title', 'title'],
  ])('refuses the edit %j: %s', async (body, message, field) => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    const video = (await add(user.token, 'https://example.com/a', unsorted)).body;
    const before = await snapshotOf(database.db, user.id);
    const res = await request('PATCH', `/api/videos/${video.id}`, {
      token: user.token,
      body: { ...body, categoryId: body.categoryId === 'cat' ? unsorted : body.categoryId },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'validation_failed', message, field });
    expect(await snapshotOf(database.db, user.id)).toEqual(before);
  });

  it('deletes a video', async () => {
    const user = await signUpUser(request);
    const video = (await add(user.token, 'https://example.com/a', await user.unsortedId())).body;
    expect((await request('DELETE', `/api/videos/${video.id}`, { token: user.token })).status).toBe(
      204,
    );
    expect((await user.library()).videos).toEqual([]);
    expect((await request('DELETE', `/api/videos/${video.id}`, { token: user.token })).status).toBe(
      404,
    );
  });
});

describe(`plan limits (${testDriver()})`, () => {
  it('lets a free user have 5 collections besides "Unsorted", then refuses with limitType', async () => {
    const user = await signUpUser(request);
    for (const n of [1, 2, 3, 4, 5]) {
      const res = await request('POST', '/api/categories', {
        token: user.token,
        body: { name: `C${n}` },
      });
      expect(res.status).toBe(201);
    }
    const limits = await request('GET', '/api/limits?type=category', { token: user.token });
    expect(limits.body).toEqual({
      tier: 'free',
      categoryCount: 5,
      videoCount: 0,
      categoryLimit: 5,
      videoLimit: 50,
      canAdd: false,
      limitType: 'category',
    });
    const sixth = await request('POST', '/api/categories', {
      token: user.token,
      body: { name: 'C6' },
    });
    expect(sixth.status).toBe(403);
    expect(sixth.body.error).toMatchObject({ code: 'plan_limit_reached', limitType: 'category' });
    expect((await user.library()).categories).toHaveLength(6);
  });

  it('refuses the 51st video of a free user, and lets a pro user go on', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    await seedVideos(database.db, user.id, unsorted, 50);
    const refused = await add(user.token, 'https://example.com/51', unsorted);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'plan_limit_reached', limitType: 'video' });
    const check = await request('GET', '/api/limits?type=video', { token: user.token });
    expect(check.body).toMatchObject({ videoCount: 50, canAdd: false, limitType: 'video' });

    await setTier(database.db, user.id, 'pro');
    expect((await add(user.token, 'https://example.com/51', unsorted)).status).toBe(201);
    const pro = await request('GET', '/api/limits?type=video', { token: user.token });
    expect(pro.body).toEqual({
      tier: 'pro',
      categoryCount: 0,
      videoCount: 51,
      categoryLimit: null,
      videoLimit: null,
      canAdd: true,
      limitType: 'video',
    });
  });

  it('lets exactly one of 20 concurrent adds through at 49 videos', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    await seedVideos(database.db, user.id, unsorted, 49);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        add(user.token, `https://example.com/race/${n}`, unsorted),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(19);
    expect((await snapshotOf(database.db, user.id)).videos).toHaveLength(50);
  });

  it('refuses an unknown limit type', async () => {
    const user = await signUpUser(request);
    const res = await request('GET', '/api/limits?type=everything', { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', field: 'type' });
  });
});

describe(`refused adds (${testDriver()})`, () => {
  it('make no oEmbed request when the plan is full or the collection is not the user’s', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    await seedVideos(database.db, user.id, unsorted, 50);
    const before = oembed.requests.length;
    expect((await add(user.token, 'https://youtu.be/dQw4w9WgXcQ', unsorted)).status).toBe(403);
    const other = await signUpUser(request);
    expect((await add(other.token, 'https://youtu.be/dQw4w9WgXcQ', unsorted)).status).toBe(404);
    expect(oembed.requests.length).toBe(before);
  });
});

describe(`links saved already (${testDriver()})`, () => {
  const RICK = 'dQw4w9WgXcQ';
  const addAnyway = (token: string, url: string, collectionId: string) =>
    request('POST', '/api/videos', {
      token,
      body: { url, categoryId: collectionId, allowDuplicate: true },
    });
  const newCollection = async (token: string, name: string): Promise<string> =>
    (await request('POST', '/api/categories', { token, body: { name } })).body.id;

  it('are found in any form, said where, and not saved again (nothing written, nothing fetched)', async () => {
    const user = await signUpUser(request);
    const music = await newCollection(user.token, 'Music');
    const saved = await add(user.token, `https://www.youtube.com/watch?v=${RICK}`, music);
    const page = await add(user.token, 'https://example.com/talks/page?utm_source=feed', music);
    // The first one's lookup, made after its add answered, done.
    await app.background.details.settled();
    const before = await snapshotOf(database.db, user.id);
    const fetched = oembed.requests.length;
    for (const [again, found] of [
      [`https://youtu.be/${RICK}?si=share`, saved],
      [`https://m.youtube.com/shorts/${RICK}`, saved],
      ['http://www.example.com/talks/page/', page],
      ['https://example.com/talks/page#comments', page],
    ] as const) {
      const res = await add(user.token, again, await user.unsortedId());
      expect([res.status, res.body.error], again).toEqual([
        409,
        {
          code: 'already_saved',
          message: 'Already in your library in Music.',
          video: { id: found.body.id, categoryId: music, categoryName: 'Music' },
        },
      ]);
    }
    expect(await snapshotOf(database.db, user.id)).toEqual(before);
    expect(oembed.requests.length).toBe(fetched);
  });

  it('are saved again when the user insists, and then the newest is the one named', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    const later = await newCollection(user.token, 'Later');
    await add(user.token, `https://youtu.be/${RICK}`, unsorted);
    const again = await addAnyway(user.token, `https://www.youtube.com/watch?v=${RICK}`, later);
    expect(again.status).toBe(201);
    expect((await user.library()).videos).toHaveLength(2);
    const third = await add(user.token, `https://youtu.be/${RICK}`, unsorted);
    expect(third.body.error).toMatchObject({
      message: 'Already in your library in Later.',
      video: { id: again.body.id, categoryId: later, categoryName: 'Later' },
    });
  });

  it('include videos saved before link keys existed (a library from an older backup)', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    // Seeded rows carry no link key, as rows from before the import's migration do.
    await seedVideos(database.db, user.id, unsorted, 1200);
    const res = await add(user.token, 'https://www.example.com/1100/', unsorted);
    expect([res.status, res.body.error.message]).toEqual([
      409,
      'Already in your library in Unsorted.',
    ]);
    const keys = (await snapshotOf(database.db, user.id)).videos.map((video) => video.linkKey);
    expect(keys.filter((key) => key === null)).toEqual([]);
  });

  it('are only the user’s own: the same link saved by another user does not count', async () => {
    const [one, two] = [await signUpUser(request), await signUpUser(request)];
    expect(
      (await add(one.token, 'https://example.com/shared', await one.unsortedId())).status,
    ).toBe(201);
    expect(
      (await add(two.token, 'https://example.com/shared', await two.unsortedId())).status,
    ).toBe(201);
  });

  it('are said rather than the plan limit: saving it again would not have added anything', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    await seedVideos(database.db, user.id, unsorted, 49);
    expect((await add(user.token, 'https://example.com/fiftieth', unsorted)).status).toBe(201);
    const res = await add(user.token, 'https://www.example.com/fiftieth', unsorted);
    expect([res.status, res.body.error.code]).toEqual([409, 'already_saved']);
    const insisted = await addAnyway(user.token, 'https://example.com/fiftieth', unsorted);
    expect(insisted.body.error).toMatchObject({ code: 'plan_limit_reached', limitType: 'video' });
  });

  it('go in once when the same link is added many times at once', async () => {
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        add(
          user.token,
          n % 2 ? `https://youtu.be/${RICK}` : `https://youtube.com/watch?v=${RICK}`,
          unsorted,
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect((await snapshotOf(database.db, user.id)).videos).toHaveLength(1);
  });

  it('refuses an insistence that is not a yes or no', async () => {
    const user = await signUpUser(request);
    const res = await request('POST', '/api/videos', {
      token: user.token,
      body: {
        url: 'https://example.com',
        categoryId: await user.unsortedId(),
        allowDuplicate: 'yes',
      },
    });
    expect([res.status, res.body.error.code, res.body.error.field]).toEqual([
      400,
      'validation_failed',
      'allowDuplicate',
    ]);
  });
});
