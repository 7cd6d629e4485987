import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POSITION_MAX_SECONDS } from '@shared/constants';
import type { LibraryChanges, Video } from '@shared/contracts/library';
import {
  DEFAULT_PLAYBACK_PREFERENCES,
  PlaybackPositionSchema,
  PlaybackSchema,
  type Playback,
  type PlaybackPosition,
  type PlaybackPreferences,
} from '@shared/contracts/playback';
import { playbackPositions, playbackPreferences, videos } from '@server/db/schema';
import { expectRefusals, signUpUser, type Refusal } from '@server/test-support/library-fixtures';
import { createQueryLog } from '@server/test-support/query-log';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';

// docs/product/watching.md#resume and #settings: where each user stopped in each video, and
// their player settings; neither is library data.
const PLAYERS = {
  youtubeEmbedUrl: 'https://invidious.example/embed',
  vimeoPlayerUrl: 'https://vimeo-player.example/video',
};
const queries = createQueryLog();
const { request, database, background } = await createTestApp({
  signUpsPerIp: 100,
  queryLogger: queries.logger,
  ...PLAYERS,
});
const { db } = database;

type User = Awaited<ReturnType<typeof signUpUser>>;

async function addLink(user: User, url: string): Promise<Video> {
  const res = await request<Video>('POST', '/api/videos', {
    token: user.token,
    body: { url, categoryId: await user.unsortedId() },
  });
  expect(res.status).toBe(201);
  // Its lookup, made after the add answered, written before the test counts statements.
  await background.details.settled();
  return res.body;
}
const addVideo = (user: User, name: string) => addLink(user, `https://example.com/${name}`);

const save = (user: User, id: string, body: unknown) =>
  request<PlaybackPosition>('PUT', `/api/videos/${id}/position`, { token: user.token, body });
const positionOf = (user: User, id: string) =>
  request<{ position: PlaybackPosition | null }>('GET', `/api/videos/${id}/position`, {
    token: user.token,
  });
const forget = (user: User, id: string) =>
  request('DELETE', `/api/videos/${id}/position`, { token: user.token });
const playback = async (user: User): Promise<Playback> => {
  const res = await request<Playback>('GET', '/api/playback', { token: user.token });
  expect(res.status).toBe(200);
  return PlaybackSchema.parse(res.body);
};
const setPreferences = (user: User, body: unknown) =>
  request<PlaybackPreferences>('PATCH', '/api/playback/preferences', { token: user.token, body });
const mark = (user: User, id: string, watched: boolean) =>
  request<Video>('PUT', `/api/videos/${id}/watched`, { token: user.token, body: { watched } });

/** Every position and preference row of the user, straight from the tables. */
const rowsOf = (userId: string) =>
  db.system(async (tx) => ({
    positions: await tx
      .select()
      .from(playbackPositions)
      .where(eq(playbackPositions.userId, userId))
      .orderBy(playbackPositions.videoId),
    preferences: await tx
      .select()
      .from(playbackPreferences)
      .where(eq(playbackPreferences.userId, userId)),
  }));
/** A video's length as stored (the library's `duration`). */
const durationOf = async (id: string) => {
  const [row] = await db.system((tx) =>
    tx.select({ duration: videos.duration }).from(videos).where(eq(videos.id, id)),
  );
  return row?.duration;
};

describe(`positions (${testDriver()})`, () => {
  it('saves where the user stopped and reads it back, most recently played first', async () => {
    const user = await signUpUser(request);
    const [first, second, untouched] = [
      await addVideo(user, 'first'),
      await addVideo(user, 'second'),
      await addVideo(user, 'untouched'),
    ];
    expect(await playback(user)).toEqual({
      preferences: DEFAULT_PLAYBACK_PREFERENCES,
      positions: [],
      players: PLAYERS,
    });

    const saved = await save(user, first.id, { seconds: 42.5, duration: 600.25 });
    expect(saved.status).toBe(200);
    expect(PlaybackPositionSchema.parse(saved.body)).toEqual({
      videoId: first.id,
      seconds: 42.5,
      duration: 600.25,
      updatedAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(saved.body.updatedAt) - Date.now())).toBeLessThan(60_000);
    expect((await positionOf(user, first.id)).body).toEqual({ position: saved.body });
    expect(await positionOf(user, untouched.id)).toMatchObject({
      status: 200,
      body: { position: null },
    });

    const other = (await save(user, second.id, { seconds: 10, duration: null })).body;
    expect(other).toMatchObject({ videoId: second.id, seconds: 10, duration: null });
    expect((await playback(user)).positions).toEqual([other, saved.body]);

    // Saved again: the same row, now the most recent.
    const again = (await save(user, first.id, { seconds: 50, duration: 600.25 })).body;
    expect(again).toMatchObject({ videoId: first.id, seconds: 50 });
    expect(Date.parse(again.updatedAt)).toBeGreaterThanOrEqual(Date.parse(saved.body.updatedAt));
    expect((await playback(user)).positions).toEqual([again, other]);
    expect((await rowsOf(user.id)).positions).toHaveLength(2);
    // Another user has none of them.
    expect((await playback(await signUpUser(request))).positions).toEqual([]);
  });

  it('saves a time past the length as the length, and takes the bounds themselves', async () => {
    const user = await signUpUser(request);
    const video = await addVideo(user, 'clamped');
    expect((await save(user, video.id, { seconds: 700, duration: 600 })).body).toMatchObject({
      seconds: 600,
      duration: 600,
    });
    expect((await positionOf(user, video.id)).body.position).toMatchObject({ seconds: 600 });
    expect((await save(user, video.id, { seconds: 0, duration: 0.5 })).body).toMatchObject({
      seconds: 0,
      duration: 0.5,
    });
    const longest = { seconds: POSITION_MAX_SECONDS, duration: POSITION_MAX_SECONDS };
    expect((await save(user, video.id, longest)).body).toMatchObject(longest);
    const unknownLength = { seconds: POSITION_MAX_SECONDS, duration: null };
    expect((await save(user, video.id, unknownLength)).body).toMatchObject(unknownLength);
  });

  it('forgets a position, and forgetting none is no error', async () => {
    const user = await signUpUser(request);
    const [kept, forgotten] = [await addVideo(user, 'kept'), await addVideo(user, 'forgotten')];
    const keptPosition = (await save(user, kept.id, { seconds: 30, duration: 90 })).body;
    await save(user, forgotten.id, { seconds: 20, duration: null });
    expect(await forget(user, forgotten.id)).toMatchObject({ status: 204, body: undefined });
    expect((await positionOf(user, forgotten.id)).body).toEqual({ position: null });
    expect((await forget(user, forgotten.id)).status).toBe(204);
    expect((await playback(user)).positions).toEqual([keptPosition]);
  });

  it('is cleared when the video is marked watched, and unmarking does not bring it back', async () => {
    const user = await signUpUser(request);
    const [watched, other] = [await addVideo(user, 'finished'), await addVideo(user, 'other')];
    await save(user, watched.id, { seconds: 550, duration: 600 });
    const otherPosition = (await save(user, other.id, { seconds: 5, duration: 60 })).body;

    // Unmarking a video not watched leaves its position.
    expect((await mark(user, watched.id, false)).status).toBe(200);
    expect((await positionOf(user, watched.id)).body.position).toMatchObject({ seconds: 550 });

    const marked = await mark(user, watched.id, true);
    expect(marked.status).toBe(200);
    expect(marked.body.watchedAt).not.toBeNull();
    expect((await positionOf(user, watched.id)).body).toEqual({ position: null });
    expect((await playback(user)).positions).toEqual([otherPosition]);

    expect((await mark(user, watched.id, false)).body.watchedAt).toBeNull();
    expect((await positionOf(user, watched.id)).body).toEqual({ position: null });
    // Watched again from the start: a new position, cleared again by the next mark.
    await save(user, watched.id, { seconds: 12, duration: 600 });
    await mark(user, watched.id, true);
    expect((await positionOf(user, watched.id)).body).toEqual({ position: null });
    // Another user's mark (refused) clears nothing of this user's.
    const stranger = await signUpUser(request);
    expect((await mark(stranger, other.id, true)).status).toBe(404);
    expect((await positionOf(user, other.id)).body).toEqual({ position: otherPosition });
  });

  it('goes with its video when the video is deleted, and does not come back with an undo', async () => {
    const user = await signUpUser(request);
    const video = await addVideo(user, 'deleted');
    await save(user, video.id, { seconds: 40, duration: 100 });
    expect((await request('DELETE', `/api/videos/${video.id}`, { token: user.token })).status).toBe(
      204,
    );
    expect((await rowsOf(user.id)).positions).toEqual([]);
    expect((await playback(user)).positions).toEqual([]);
    const restored = await request('POST', `/api/videos/${video.id}/restore`, {
      token: user.token,
    });
    expect(restored.status).toBe(200);
    expect((await positionOf(user, video.id)).body).toEqual({ position: null });
  });

  it('refuses another user’s video, an unknown one, bad times and no sign-in; changes nothing', async () => {
    const user = await signUpUser(request);
    const other = await signUpUser(request);
    const video = await addVideo(user, 'mine');
    const position = (await save(user, video.id, { seconds: 30, duration: 90 })).body;
    const unknown = crypto.randomUUID();
    const before = await rowsOf(user.id);
    const refusals: Refusal[] = [
      [
        'save another user’s',
        () => save(other, video.id, { seconds: 1, duration: 9 }),
        404,
        'not_found',
      ],
      ['read another user’s', () => positionOf(other, video.id), 404, 'not_found'],
      ['forget another user’s', () => forget(other, video.id), 404, 'not_found'],
      [
        'save an unknown one',
        () => save(user, unknown, { seconds: 1, duration: 9 }),
        404,
        'not_found',
      ],
      ['read an unknown one', () => positionOf(user, unknown), 404, 'not_found'],
      ['forget an unknown one', () => forget(user, unknown), 404, 'not_found'],
      [
        'not an id',
        () => save(user, 'nope', { seconds: 1, duration: 9 }),
        400,
        'validation_failed',
      ],
      [
        'signed out: save',
        () =>
          request('PUT', `/api/videos/${video.id}/position`, { body: { seconds: 1, duration: 9 } }),
        401,
        'session_missing',
      ],
      [
        'signed out: read',
        () => request('GET', `/api/videos/${video.id}/position`),
        401,
        'session_missing',
      ],
      [
        'signed out: forget',
        () => request('DELETE', `/api/videos/${video.id}/position`),
        401,
        'session_missing',
      ],
      ['signed out: playback', () => request('GET', '/api/playback'), 401, 'session_missing'],
    ];
    await expectRefusals(refusals);
    // The words of every video route for a video the user does not have.
    const notFound = { error: { code: 'not_found', message: 'Video not found.' } };
    expect((await positionOf(other, video.id)).body).toEqual(notFound);
    expect((await save(user, unknown, { seconds: 1, duration: 9 })).body).toEqual(notFound);
    expect((await forget(other, video.id)).body).toEqual(notFound);

    const invalid: Array<[name: string, body: unknown, field: string, message: string]> = [
      ['negative', { seconds: -1, duration: 90 }, 'seconds', 'A time cannot be negative.'],
      ['a string', { seconds: '12', duration: 90 }, 'seconds', 'Give the time in seconds.'],
      ['"NaN"', { seconds: 'NaN', duration: 90 }, 'seconds', 'Give the time in seconds.'],
      ['null', { seconds: null, duration: 90 }, 'seconds', 'Give the time in seconds.'],
      ['missing', { duration: 90 }, 'seconds', 'Give the time in seconds.'],
      [
        'over the most',
        { seconds: POSITION_MAX_SECONDS + 1, duration: null },
        'seconds',
        `A time is at most ${POSITION_MAX_SECONDS} seconds.`,
      ],
      [
        'a length over the most',
        { seconds: 1, duration: POSITION_MAX_SECONDS + 0.5 },
        'duration',
        `A time is at most ${POSITION_MAX_SECONDS} seconds.`,
      ],
      [
        'a length of 0',
        { seconds: 0, duration: 0 },
        'duration',
        'A length must be more than 0 seconds.',
      ],
      ['no length', { seconds: 5 }, 'duration', 'Give the time in seconds.'],
    ];
    for (const [name, body, field, message] of invalid) {
      const res = await save(user, video.id, body);
      expect({ name, status: res.status, body: res.body }).toEqual({
        name,
        status: 400,
        body: { error: { code: 'validation_failed', message, field } },
      });
    }
    // JSON has no NaN; a number too large for a double reads as Infinity, no time either.
    const infinite = await request('PUT', `/api/videos/${video.id}/position`, {
      token: user.token,
      raw: { body: '{"seconds": 1e999, "duration": null}', contentType: 'application/json' },
    });
    expect([infinite.status, infinite.body.error]).toEqual([
      400,
      { code: 'validation_failed', message: 'Give the time in seconds.', field: 'seconds' },
    ]);

    expect(await rowsOf(user.id)).toEqual(before);
    expect((await positionOf(user, video.id)).body).toEqual({ position });
    expect(await rowsOf(other.id)).toEqual({ positions: [], preferences: [] });
  });

  it('leaves the library and its version as they were', async () => {
    const user = await signUpUser(request);
    const video = await addVideo(user, 'versioned');
    const loaded = await request('GET', '/api/library', { token: user.token });
    const etag = loaded.headers.get('ETag')!;
    expect(etag).toBeTruthy();
    const unchanged = async () => {
      const headers = { 'If-None-Match': etag };
      expect((await request('GET', '/api/library', { token: user.token, headers })).status).toBe(
        304,
      );
      const changes = await request('GET', '/api/library/changes', { token: user.token, headers });
      expect(changes.status).toBe(304);
    };
    expect((await save(user, video.id, { seconds: 15, duration: 300 })).status).toBe(200);
    await unchanged();
    expect((await save(user, video.id, { seconds: 20, duration: 300 })).status).toBe(200);
    expect((await setPreferences(user, { speed: 1.5 })).status).toBe(200);
    expect((await forget(user, video.id)).status).toBe(204);
    await unchanged();
    expect((await request('GET', '/api/library', { token: user.token })).body).toEqual(loaded.body);
  });
});

// docs/product/watching.md#running-time: YouTube's oEmbed never tells a video's length (the test
// app's lookups reach no service at all), so the player's is kept, once, as library data.
describe(`a YouTube video's length from the player (${testDriver()})`, () => {
  // The adds' lookups reach nobody and say so in the log: expected here.
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());
  let ids = 0;
  /** A YouTube video of its own (11 characters), saved without a length. */
  const addYouTube = async (user: User) => {
    const id = `len${String(ids++).padStart(4, '0')}${crypto.randomUUID().slice(0, 4)}`;
    const video = await addLink(user, `https://www.youtube.com/watch?v=${id}`);
    expect(video).toMatchObject({ youtubeId: id, duration: null });
    return video;
  };
  const etagOf = async (user: User) => {
    const res = await request('GET', '/api/library', { token: user.token });
    expect(res.status).toBe(200);
    return res.headers.get('ETag')!;
  };
  const changesSince = (user: User, etag: string) =>
    request<LibraryChanges>('GET', '/api/library/changes', {
      token: user.token,
      headers: { 'If-None-Match': etag },
    });

  it('fills an unknown length from the first save that carries one, as a change of the library', async () => {
    const user = await signUpUser(request);
    const video = await addYouTube(user);
    const etag = await etagOf(user);

    const saved = await save(user, video.id, { seconds: 30, duration: 613.4 });
    expect(saved.status).toBe(200);
    // The position is the player's, to the fraction; the video's length is whole seconds.
    expect(saved.body).toMatchObject({ seconds: 30, duration: 613.4 });
    expect(await durationOf(video.id)).toBe('613');
    const changes = await changesSince(user, etag);
    expect(changes.status).toBe(200);
    expect(changes.body.videos).toEqual([{ ...video, duration: '613' }]);
    const library = await request<{ videos: Video[] }>('GET', '/api/library', {
      token: user.token,
    });
    expect(library.body.videos.find((each) => each.id === video.id)?.duration).toBe('613');

    // Known now: later saves write the position only, another length included.
    const known = await etagOf(user);
    expect((await save(user, video.id, { seconds: 40, duration: 613.4 })).status).toBe(200);
    expect((await save(user, video.id, { seconds: 50, duration: 900 })).status).toBe(200);
    expect((await changesSince(user, known)).status).toBe(304);
    expect(await durationOf(video.id)).toBe('613');
    expect((await positionOf(user, video.id)).body.position).toMatchObject({
      seconds: 50,
      duration: 900,
    });
  });

  it('rounds to whole seconds, and learns nothing from no length or one under half a second', async () => {
    const user = await signUpUser(request);
    const video = await addYouTube(user);
    const etag = await etagOf(user);
    expect((await save(user, video.id, { seconds: 5, duration: null })).status).toBe(200);
    expect((await save(user, video.id, { seconds: 0.2, duration: 0.4 })).status).toBe(200);
    expect((await changesSince(user, etag)).status).toBe(304);
    expect(await durationOf(video.id)).toBeNull();
    expect((await save(user, video.id, { seconds: 5, duration: 59.5 })).status).toBe(200);
    expect(await durationOf(video.id)).toBe('60');
    const longest = await addYouTube(user);
    const week = { seconds: 1, duration: POSITION_MAX_SECONDS };
    expect((await save(user, longest.id, week)).status).toBe(200);
    expect(await durationOf(longest.id)).toBe(String(POSITION_MAX_SECONDS));
  });

  it('never replaces a known length, and leaves other sites’ videos and web pages to their sites', async () => {
    const user = await signUpUser(request);
    const known = await addYouTube(user);
    await db.system((tx) =>
      tx.update(videos).set({ duration: '213' }).where(eq(videos.id, known.id)),
    );
    const vimeo = await addLink(user, 'https://vimeo.com/76979871');
    const page = await addVideo(user, 'a-page');
    expect([vimeo.duration, page.duration]).toEqual([null, null]);
    const etag = await etagOf(user);
    for (const video of [known, vimeo, page]) {
      expect((await save(user, video.id, { seconds: 10, duration: 600 })).status).toBe(200);
    }
    expect((await changesSince(user, etag)).status).toBe(304);
    expect([
      await durationOf(known.id),
      await durationOf(vimeo.id),
      await durationOf(page.id),
    ]).toEqual(['213', null, null]);
  });

  it('is not learnt from another user’s save, nor from a refused one', async () => {
    const user = await signUpUser(request);
    const other = await signUpUser(request);
    const video = await addYouTube(user);
    const etag = await etagOf(user);
    expect((await save(other, video.id, { seconds: 10, duration: 600 })).status).toBe(404);
    const refused = await save(user, video.id, { seconds: -1, duration: 600 });
    expect(refused.status).toBe(400);
    const tooLong = await save(user, video.id, { seconds: 1, duration: POSITION_MAX_SECONDS + 1 });
    expect(tooLong.status).toBe(400);
    expect((await changesSince(user, etag)).status).toBe(304);
    expect(await durationOf(video.id)).toBeNull();
    expect((await positionOf(user, video.id)).body).toEqual({ position: null });
  });
});

describe(`preferences (${testDriver()})`, () => {
  it('are the defaults until changed, then keep each change', async () => {
    const user = await signUpUser(request);
    const other = await signUpUser(request);
    expect((await playback(user)).preferences).toEqual(DEFAULT_PLAYBACK_PREFERENCES);

    const faster = await setPreferences(user, { speed: 1.5 });
    expect(faster).toMatchObject({
      status: 200,
      body: { ...DEFAULT_PLAYBACK_PREFERENCES, speed: 1.5 },
    });
    const changed = await setPreferences(user, { autoplayNext: false, autoMarkWatched: false });
    expect(changed.body).toEqual({ autoMarkWatched: false, autoplayNext: false, speed: 1.5 });
    expect((await setPreferences(user, { speed: 0.25 })).body).toEqual({
      autoMarkWatched: false,
      autoplayNext: false,
      speed: 0.25,
    });
    expect((await playback(user)).preferences).toEqual({
      autoMarkWatched: false,
      autoplayNext: false,
      speed: 0.25,
    });
    expect((await playback(other)).preferences).toEqual(DEFAULT_PLAYBACK_PREFERENCES);
    expect((await rowsOf(user.id)).preferences).toHaveLength(1);
  });

  it('refuses an unknown field, no change, a speed off the steps and no sign-in', async () => {
    const user = await signUpUser(request);
    await setPreferences(user, { speed: 2 });
    const before = await rowsOf(user.id);
    const speeds = 'Pick a speed of 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2.';
    const invalid: Array<[name: string, body: unknown, message: string, field?: string]> = [
      ['no change', {}, 'Give at least one preference to change.'],
      ['an unknown field', { volume: 0.5 }, 'Unrecognized key: "volume"'],
      ['a known and an unknown field', { speed: 1, volume: 0.5 }, 'Unrecognized key: "volume"'],
      ['a speed off the steps', { speed: 1.1 }, speeds, 'speed'],
      ['a speed too fast', { speed: 3 }, speeds, 'speed'],
      ['a speed as text', { speed: '1' }, speeds, 'speed'],
      [
        'a setting that is not a yes or no',
        { autoplayNext: 'yes' },
        'Invalid input: expected boolean, received string',
        'autoplayNext',
      ],
    ];
    for (const [name, body, message, field] of invalid) {
      const res = await setPreferences(user, body);
      expect({ name, status: res.status, body: res.body }).toEqual({
        name,
        status: 400,
        body: { error: { code: 'validation_failed', message, ...(field ? { field } : {}) } },
      });
    }
    const signedOut = await request('PATCH', '/api/playback/preferences', { body: { speed: 1 } });
    expect([signedOut.status, signedOut.body.error.code]).toEqual([401, 'session_missing']);
    expect(await rowsOf(user.id)).toEqual(before);
  });
});

// On the embedded database each statement is an exchange with the database thread while the
// transaction holds it (decisions 0067 and 0075): a position is saved every few seconds while a
// video plays, so each of these requests is one statement, which carries the commit.
const OPENING = /^select set_config\('app\.user_id'/;
const statementsOf = async (send: () => Promise<{ status: number }>, status: number) => {
  queries.take();
  expect((await send()).status).toBe(status);
  return queries
    .take()
    .map((statement) => statement.sql.trim())
    .filter((sql) => !OPENING.test(sql));
};

describe(`the statements of watching (${testDriver()})`, () => {
  it('are one per request, marking watched and learning a length included', async () => {
    const user = await signUpUser(request);
    const video = await addVideo(user, 'counted');
    const body = { seconds: 5, duration: 50 };
    // With a length, the statement first gives it to a YouTube video that has none.
    expect(await statementsOf(() => save(user, video.id, body), 200)).toEqual([
      expect.stringMatching(
        /^with length_learnt as \(\s*update "videos" set duration = \$1[\s\S]*\)\s*insert into "playback_positions"/,
      ),
    ]);
    expect(
      await statementsOf(() => save(user, video.id, { ...body, duration: null }), 200),
    ).toEqual([expect.stringMatching(/^insert into "playback_positions"/)]);
    // A YouTube video's first length is written by that same statement.
    const youtube = await addLink(user, 'https://youtu.be/stmtVideo01');
    expect(await statementsOf(() => save(user, youtube.id, body), 200)).toHaveLength(1);
    expect(await durationOf(youtube.id)).toBe('50');
    expect(await statementsOf(() => save(user, video.id, body), 200)).toHaveLength(1);
    expect(await statementsOf(() => save(user, crypto.randomUUID(), body), 404)).toHaveLength(1);
    expect(await statementsOf(() => positionOf(user, video.id), 200)).toHaveLength(1);
    const read = () => request('GET', '/api/playback', { token: user.token });
    expect(await statementsOf(read, 200)).toHaveLength(1);
    expect(await statementsOf(() => forget(user, video.id), 204)).toHaveLength(1);
    expect(await statementsOf(() => setPreferences(user, { speed: 1 }), 200)).toHaveLength(1);
    await save(user, video.id, body);
    expect(await statementsOf(() => mark(user, video.id, true), 200)).toEqual([
      expect.stringMatching(/^with "position_forgotten" as \(delete from "playback_positions"/),
    ]);
    expect(await statementsOf(() => mark(user, video.id, false), 200)).toEqual([
      expect.stringMatching(/^update "videos"/),
    ]);
  });
});
