import { describe, expect, it } from 'vitest';
import { SUBSCRIPTIONS_PER_USER_MAX, SubscriptionsSchema } from '@shared/contracts/subscriptions';
import {
  SubscriptionImportPreviewSchema,
  SubscriptionImportReportSchema,
} from '@shared/contracts/subscription-import';
import { SUBSCRIPTION_FILE_MAX_BYTES } from '@shared/subscription-file';
import { subscriptions as subscriptionsTable } from '@server/db/schema';
import { fetchLibrary, signUpUser, snapshotOf } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { createYouTubeTestApp } from '@server/test-support/youtube-test-app';

// Subscriptions moved in and out as a file (docs/product/subscriptions.md#move-in-and-out), against
// a local fake YouTube: a Takeout CSV, OPML and NewPipe's JSON previewed and imported without a
// read of any feed; the first background check of an imported feed adds nothing from the past;
// the cap; refusals that change nothing; the OPML export read back by the import.
const { app, request, database, background, youtube, video, channel } =
  await createYouTubeTestApp();
const { db } = database;

type User = Awaited<ReturnType<typeof signUpUser>>;

const takeoutCsv = (rows: readonly { id: string; title: string }[]) =>
  [
    'Channel Id,Channel Url,Channel Title',
    ...rows.map(({ id, title }) => `${id},http://www.youtube.com/channel/${id},"${title}"`),
    '',
  ].join('\r\n');

/** Sends a file as the body, as the screen does (its bytes as they are). */
async function send(user: User, path: string, file: string | Uint8Array<ArrayBuffer>) {
  const response = await app.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/octet-stream' },
    body: file,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as any };
}
async function preview(user: User, file: string | Uint8Array<ArrayBuffer>) {
  const res = await send(user, '/api/subscriptions/import/preview', file);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return SubscriptionImportPreviewSchema.parse(res.body);
}
async function imported(user: User, file: string | Uint8Array<ArrayBuffer>, query = '') {
  const res = await send(user, `/api/subscriptions/import${query}`, file);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return SubscriptionImportReportSchema.parse(res.body);
}
const subscriptionsOf = async (user: User) => {
  const res = await request('GET', '/api/subscriptions', { token: user.token });
  expect(res.status).toBe(200);
  return SubscriptionsSchema.parse(res.body).subscriptions;
};
/** Asks for a check now and waits until the background made it. */
async function checkNow(user: User, id: string) {
  const res = await request('POST', `/api/subscriptions/${id}/check`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await background.feeds.settled();
  const found = (await subscriptionsOf(user)).find((s) => s.id === id);
  if (!found) throw new Error('subscription gone');
  return found;
}
const feedOf = (id: string) => `${youtube.feedUrl}?channel_id=${id}`;

describe(`subscription import (${testDriver()})`, () => {
  it('previews a Takeout CSV, imports it into a new "Inbox" without reading a feed, and a second import adds nothing', async () => {
    const user = await signUpUser(request);
    const cooking = channel('takeoutcook');
    const music = channel('takeoutmusic');
    const file = takeoutCsv([
      { id: cooking.id, title: 'Cooking, from the file' },
      { id: music.id, title: 'Music' },
      { id: 'UCnotachannel', title: 'Broken' },
    ]);
    const before = await snapshotOf(db, user.id);

    expect(await preview(user, file)).toEqual({
      format: 'youtube_takeout_csv',
      entries: 2,
      alreadyFollowing: 0,
      new: 2,
      room: SUBSCRIPTIONS_PER_USER_MAX,
      problems: [{ source: 'line 4', value: 'UCnotachannel', reason: 'Not a YouTube channel id.' }],
    });
    // The preview wrote nothing.
    expect(await snapshotOf(db, user.id)).toEqual(before);
    expect(await subscriptionsOf(user)).toEqual([]);

    const report = await imported(user, file);
    expect(report).toEqual({
      format: 'youtube_takeout_csv',
      followed: 2,
      alreadyFollowing: 0,
      skipped: 0,
      collectionName: 'Inbox',
      problems: [{ source: 'line 4', value: 'UCnotachannel', reason: 'Not a YouTube channel id.' }],
      results: [
        {
          source: 'line 2',
          title: 'Cooking, from the file',
          url: `https://www.youtube.com/channel/${cooking.id}`,
          outcome: 'followed',
        },
        {
          source: 'line 3',
          title: 'Music',
          url: `https://www.youtube.com/channel/${music.id}`,
          outcome: 'followed',
        },
      ],
    });
    // The first check, due at once, is made; the second waits (see below).
    await background.feeds.settled();
    const library = await fetchLibrary(request, user.token);
    const inbox = library.categories.find((c) => c.name === 'Inbox');
    expect(inbox).toBeDefined();
    // Nothing the feeds list was added.
    expect(library.videos).toEqual([]);
    const listed = await subscriptionsOf(user);
    expect(
      listed
        .map(({ kind, title, feedUrl, sourceUrl, collectionId, status, lastCheckedAt }) => ({
          kind,
          title,
          feedUrl,
          sourceUrl,
          collectionId,
          status,
          lastCheckedAt,
        }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    ).toEqual([
      {
        kind: 'youtube_channel',
        title: 'Music',
        feedUrl: feedOf(music.id),
        sourceUrl: `https://www.youtube.com/channel/${music.id}`,
        collectionId: inbox!.id,
        status: 'waiting',
        lastCheckedAt: null,
      },
      {
        kind: 'youtube_channel',
        // Checked: named as its feed names it, and nothing it listed added.
        title: cooking.title,
        feedUrl: feedOf(cooking.id),
        sourceUrl: `https://www.youtube.com/channel/${cooking.id}`,
        collectionId: inbox!.id,
        status: 'ok',
        lastCheckedAt: expect.any(String),
      },
    ]);
    // The first checks are spread over one poll interval (1,800 s here): the second half-way.
    const second = listed.find((s) => s.title === 'Music')!;
    const wait = Date.parse(second.nextCheckAt!) - Date.parse(second.createdAt);
    expect(wait).toBeGreaterThan(850_000);
    expect(wait).toBeLessThan(950_000);

    // The same file again: all followed already, nothing written.
    const again = await preview(user, file);
    expect(again).toMatchObject({ entries: 2, alreadyFollowing: 2, new: 0 });
    const twice = await imported(user, file);
    expect(twice).toMatchObject({
      followed: 0,
      alreadyFollowing: 2,
      skipped: 0,
      collectionName: null,
    });
    expect(twice.results.map((r) => r.outcome)).toEqual(['already_following', 'already_following']);
    expect(await subscriptionsOf(user)).toHaveLength(2);
  });

  it('the first check of an imported channel adds nothing from the past and names it from its feed; a later video is added', async () => {
    const user = await signUpUser(request);
    const { id, title } = channel('firstcheck');
    await imported(
      user,
      takeoutCsv([{ id, title: 'As the file named it' }]),
      `?collectionId=${await user.unsortedId()}`,
    );
    const [subscription] = await subscriptionsOf(user);
    expect(subscription).toMatchObject({
      title: 'As the file named it',
      collectionName: 'Unsorted',
    });

    const checked = await checkNow(user, subscription!.id);
    expect(checked).toMatchObject({ status: 'ok', title, lastNewAt: null, skippedForLimit: 0 });
    expect((await fetchLibrary(request, user.token)).videos).toEqual([]);
    expect(youtube.fetches(id).full).toBeGreaterThanOrEqual(1);

    // Asked again with the feed unchanged: still nothing.
    await checkNow(user, subscription!.id);
    expect((await fetchLibrary(request, user.token)).videos).toEqual([]);

    const fresh = video('firstcheck new');
    youtube.publish(id, fresh);
    const later = await checkNow(user, subscription!.id);
    expect(later.lastNewAt).not.toBeNull();
    const library = await fetchLibrary(request, user.token);
    expect(
      library.videos.map((v) => ({ title: v.title, url: v.url, categoryId: v.categoryId })),
    ).toEqual([
      {
        title: 'firstcheck new',
        url: `https://www.youtube.com/watch?v=${fresh.id}`,
        categoryId: await user.unsortedId(),
      },
    ]);
  });

  it('imports OPML: YouTube channels and playlists in folders, and any feed, by their feeds’ addresses', async () => {
    const user = await signUpUser(request);
    const workshop = channel('opmlworkshop');
    youtube.playlist('PLopmlplaylist001', 'Tools', workshop.id, workshop.videos.slice(0, 2));
    const opml = `<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0"><head><title>Mine</title></head><body>
  <outline text="Video">
    <outline type="rss" text="Workshop" xmlUrl="https://www.youtube.com/feeds/videos.xml?channel_id=${workshop.id}"/>
    <outline type="rss" text="Tools &amp; more" xmlUrl="https://www.youtube.com/feeds/videos.xml?playlist_id=PLopmlplaylist001"/>
  </outline>
  <outline type="rss" text="Talks" title="Talks" xmlUrl="${youtube.url}/talks/feed.atom" htmlUrl="https://talks.example.org/"/>
  <outline type="rss" text="Not a feed" xmlUrl="ftp://files.example.org/feed"/>
</body></opml>`;
    expect(await preview(user, opml)).toMatchObject({ format: 'opml', entries: 3, new: 3 });
    const report = await imported(user, opml);
    expect(report).toMatchObject({ format: 'opml', followed: 3, skipped: 0 });
    expect(report.problems).toEqual([
      {
        source: 'line 8',
        value: 'ftp://files.example.org/feed',
        reason: 'Not a web address (http or https).',
      },
    ]);
    const listed = await subscriptionsOf(user);
    expect(
      listed.map(({ kind, title, feedUrl, sourceUrl, newestOnly }) => ({
        kind,
        title,
        feedUrl,
        sourceUrl,
        newestOnly,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          kind: 'youtube_channel',
          title: 'Workshop',
          feedUrl: feedOf(workshop.id),
          sourceUrl: `https://www.youtube.com/channel/${workshop.id}`,
          newestOnly: false,
        },
        {
          kind: 'youtube_playlist',
          title: 'Tools & more',
          feedUrl: `${youtube.feedUrl}?playlist_id=PLopmlplaylist001`,
          sourceUrl: 'https://www.youtube.com/playlist?list=PLopmlplaylist001',
          newestOnly: true,
        },
        {
          kind: 'feed',
          title: 'Talks',
          feedUrl: `${youtube.url}/talks/feed.atom`,
          sourceUrl: 'https://talks.example.org/',
          newestOnly: false,
        },
      ]),
    );
    expect(listed).toHaveLength(3);
  });

  it('imports NewPipe’s export, its YouTube channels into the collection picked', async () => {
    const user = await signUpUser(request);
    const one = channel('newpipeone');
    const two = channel('newpipetwo');
    const file = JSON.stringify({
      app_version: '0.27.6',
      app_version_int: 1002,
      subscriptions: [
        { service_id: 0, url: `https://www.youtube.com/channel/${one.id}`, name: 'One' },
        { service_id: 0, url: `https://www.youtube.com/channel/${two.id}`, name: 'Two' },
        { service_id: 1, url: 'https://soundcloud.com/someone', name: 'Someone' },
      ],
    });
    const collection = await request('POST', '/api/categories', {
      token: user.token,
      body: { name: 'Watch' },
    });
    expect(collection.status).toBe(201);
    const report = await imported(user, file, `?collectionId=${collection.body.id}`);
    expect(report).toMatchObject({ format: 'newpipe_json', followed: 2, collectionName: 'Watch' });
    expect(report.problems).toEqual([
      {
        source: 'subscription 3',
        value: 'https://soundcloud.com/someone',
        reason: 'Not a YouTube or PeerTube channel.',
      },
    ]);
    const listed = await subscriptionsOf(user);
    expect(listed.map((s) => s.feedUrl).sort()).toEqual([feedOf(one.id), feedOf(two.id)].sort());
    expect(new Set(listed.map((s) => s.collectionName))).toEqual(new Set(['Watch']));
    // No "Inbox" was made for them.
    expect((await fetchLibrary(request, user.token)).categories.map((c) => c.name)).not.toContain(
      'Inbox',
    );
  });

  it('follows up to the cap and reports the rest as skipped; at the cap, nothing more', async () => {
    const user = await signUpUser(request);
    // Paused, so the background has no checks to make of them.
    await db.system((tx) =>
      tx.insert(subscriptionsTable).values(
        Array.from({ length: SUBSCRIPTIONS_PER_USER_MAX - 2 }, (_, i) => ({
          userId: user.id,
          kind: 'feed',
          title: `Seeded ${i}`,
          sourceUrl: `https://seed.example/${i}`,
          feedUrl: `https://seed.example/${i}/feed`,
          paused: true,
        })),
      ),
    );
    const channels = ['capone', 'captwo', 'capthree', 'capfour'].map(channel);
    const file = takeoutCsv(channels.map(({ id, handle }) => ({ id, title: handle })));
    expect(await preview(user, file)).toMatchObject({ entries: 4, new: 4, room: 2 });
    const report = await imported(user, file);
    expect(report).toMatchObject({ followed: 2, alreadyFollowing: 0, skipped: 2 });
    expect(report.results.map((r) => [r.title, r.outcome])).toEqual([
      ['capone', 'followed'],
      ['captwo', 'followed'],
      ['capthree', 'over_limit'],
      ['capfour', 'over_limit'],
    ]);
    expect(await subscriptionsOf(user)).toHaveLength(SUBSCRIPTIONS_PER_USER_MAX);

    const full = await imported(user, file);
    expect(full).toMatchObject({ followed: 0, alreadyFollowing: 2, skipped: 2 });
    expect(await preview(user, file)).toMatchObject({ room: 0, new: 2 });
    // A follow from the screen is refused as before.
    const follow = await request('POST', '/api/subscriptions', {
      token: user.token,
      body: { url: `https://www.youtube.com/channel/${channels[3]!.id}` },
    });
    expect(follow.status).toBe(409);
    expect(follow.body.error.code).toBe('subscription_limit_reached');
  });

  it('refuses a bad file with its reason (4xx, never a 500), and changes nothing', async () => {
    const user = await signUpUser(request);
    const { id } = channel('refusedfiles');
    await imported(user, takeoutCsv([{ id, title: 'Kept' }]));
    // Its first check (due at once) made, so the background changes nothing below.
    await background.feeds.settled();
    const before = await snapshotOf(db, user.id);
    const subscriptionsBefore = await subscriptionsOf(user);
    const expected =
      'Choose the subscriptions.csv of a Google Takeout of YouTube, an OPML file from a feed reader, or a subscriptions export of NewPipe (JSON) or FreeTube (profiles.db).';
    const cases: Array<[string, string | Uint8Array<ArrayBuffer>, string]> = [
      [
        'a ZIP',
        new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]),
        'This is a ZIP archive (a Google Takeout download is one): unzip it first, then import the subscriptions.csv inside.',
      ],
      ['Latin-1 bytes', new Uint8Array([0x43, 0x61, 0x66, 0xe9]), 'This file is not text.'],
      ['empty', '', 'This file is empty.'],
      [
        'a Takeout playlist',
        'Video ID,Time Added\ndQw4w9WgXcQ,2024-01-01\n',
        'This CSV file names no YouTube channel (no "Channel Id" column).',
      ],
      [
        'an RSS feed',
        '<rss version="2.0"><channel/></rss>',
        'This XML file is not OPML (it starts with <rss>).',
      ],
      [
        'deep OPML',
        `<opml><body>${'<outline>'.repeat(100_000)}`,
        'This file cannot be imported: its outlines are nested more than 64 levels deep.',
      ],
      [
        'deep JSON',
        `{"subscriptions":${'['.repeat(100_000)}`,
        'This file cannot be imported: line 1 is nested more than 8 levels deep.',
      ],
      [
        'JSON of no subscriptions',
        '{"videos":[]}',
        'This JSON file is not a NewPipe or FreeTube subscriptions export (it has no "subscriptions" list).',
      ],
      [
        'an endless line',
        `Channel Id\n${id},${'x'.repeat(100_000)}`,
        'This file cannot be imported: line 2 is longer than 64 KB.',
      ],
    ];
    for (const [name, file, reason] of cases) {
      for (const path of ['/api/subscriptions/import/preview', '/api/subscriptions/import']) {
        const res = await send(user, path, file);
        expect(res.status, `${name} ${path}`).toBe(400);
        expect(res.body.error, `${name} ${path}`).toEqual({
          code: 'import_file_invalid',
          message: `${reason} ${expected}`,
        });
      }
    }
    // Past the size cap: 413 with the screen's words, whatever the file.
    const large = await send(
      user,
      '/api/subscriptions/import',
      'x'.repeat(SUBSCRIPTION_FILE_MAX_BYTES + 1),
    );
    expect(large.status).toBe(413);
    expect(large.body.error).toEqual({
      code: 'payload_too_large',
      message: 'Subscription files can be at most 2 MB.',
    });
    // A collection that is not the user's, or no id at all.
    const file = takeoutCsv([{ id: channel('refusedtarget').id, title: 'New' }]);
    const missing = await send(
      user,
      '/api/subscriptions/import?collectionId=00000000-0000-4000-8000-000000000000',
      file,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Collection not found.');
    const malformed = await send(user, '/api/subscriptions/import?collectionId=inbox', file);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({
      code: 'validation_failed',
      message: 'Pick a collection.',
    });

    expect(await snapshotOf(db, user.id)).toEqual(before);
    expect(await subscriptionsOf(user)).toEqual(subscriptionsBefore);
    // Signed out: 401, as every route.
    const anonymous = await app.request('/api/subscriptions/import/preview', {
      method: 'POST',
      body: file,
    });
    expect(anonymous.status).toBe(401);
  });

  it('exports the subscriptions as OPML that the import reads back whole, into another account or the same', async () => {
    const user = await signUpUser(request);
    const { id, handle } = channel('exported');
    const follow = await request('POST', '/api/subscriptions', {
      token: user.token,
      body: { url: `https://www.youtube.com/@${handle}` },
    });
    expect(follow.status).toBe(201);
    await imported(
      user,
      `<opml version="2.0"><body><outline type="rss" title="Talks &quot;live&quot; &lt;&amp;&gt;" xmlUrl="${youtube.url}/talks/export.atom" htmlUrl="https://talks.example.org/?a=1&amp;b=2"/></body></opml>`,
    );

    const res = await app.request('/api/subscriptions/export.opml', {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/x-opml; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="vidshelf-subscriptions-\d{4}-\d{2}-\d{2}\.opml"$/,
    );
    const opml = await res.text();
    expect(opml).toContain(
      `<outline type="rss" text="The ${handle} channel" title="The ${handle} channel" xmlUrl="${feedOf(id).replace(/&/g, '&amp;')}" htmlUrl="https://www.youtube.com/channel/${id}"/>`,
    );
    expect(opml).toContain('title="Talks &quot;live&quot; &lt;&amp;&gt;"');
    expect(opml).toContain('htmlUrl="https://talks.example.org/?a=1&amp;b=2"');

    // The same account: everything followed already.
    expect(await preview(user, opml)).toMatchObject({
      format: 'opml',
      entries: 2,
      alreadyFollowing: 2,
      new: 0,
    });
    // Another account: the same subscriptions, kinds, titles and pages.
    const other = await signUpUser(request);
    expect(await imported(other, opml)).toMatchObject({ followed: 2, problems: [] });
    const shape = (list: Awaited<ReturnType<typeof subscriptionsOf>>) =>
      list
        .map(({ kind, title, feedUrl, sourceUrl, newestOnly }) => ({
          kind,
          title,
          feedUrl,
          sourceUrl,
          newestOnly,
        }))
        .sort((a, b) => a.feedUrl.localeCompare(b.feedUrl));
    expect(shape(await subscriptionsOf(other))).toEqual(shape(await subscriptionsOf(user)));

    // An account with none exports an empty list.
    const none = await signUpUser(request);
    const empty = await app.request('/api/subscriptions/export.opml', {
      headers: { Authorization: `Bearer ${none.token}` },
    });
    expect(await empty.text()).toContain('<body>\n  </body>');
  });
});

describe(`subscription import with METADATA_FETCH=off (${testDriver()})`, async () => {
  const off = await createTestApp({ metadataFetch: 'off', youtubeFeedUrl: youtube.feedUrl });

  it('refuses the preview and the import with the screen’s message; the export still works', async () => {
    const user = await signUpUser(off.request);
    for (const path of ['/api/subscriptions/import/preview', '/api/subscriptions/import']) {
      const res = await off.app.request(path, {
        method: 'POST',
        headers: { Authorization: `Bearer ${user.token}` },
        body: takeoutCsv([{ id: 'UCq8Wd1zX7kQp3nV5rT2yLmA', title: 'Any' }]),
      });
      expect(res.status).toBe(409);
      expect(((await res.json()) as any).error).toEqual({
        code: 'lookups_off',
        message: 'Following channels and feeds is turned off on this server.',
      });
    }
    const exported = await off.app.request('/api/subscriptions/export.opml', {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(exported.status).toBe(200);
  });
});
