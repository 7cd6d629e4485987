import type { ServerResponse } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { videos } from '@server/db/schema';
import { startImport } from '@server/test-support/import-api';
import type { Video } from '@shared/contracts/library';
import { fetchLibrary, seedVideos, signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { pngImage } from '@server/test-support/test-images';
import { startFakeSite } from '@server/test-support/fake-site';

/**
 * The server's requests to the outside web share one gate (docs/decisions/0083-outbound-limits.md):
 * a cap on how many run at once, and turns between users. The fake site holds every answer until
 * the test lets it go, so what is proven is who reached it, in which order, and how many at once.
 */

const IN_FLIGHT = 2;
const PNG = pngImage(2, 2);

const site = await startFakeSite();
afterAll(() => site.close());

const { request, database, background } = await createTestApp({
  outboundFetchesInFlight: IN_FLIGHT,
  // Pages are read (an add's and the background's lookups), through the test-only allowance;
  // a deadline far off, since the test holds the answers.
  metadataFetch: 'on',
  outbound: { allowAddresses: [site.allowance], timeoutMs: 60_000 },
  // YouTube's oEmbed keeps its own deadline (3 s), shorter than the held answers.
  youtubeOembedUrl: `${site.url}/oembed`,
  signUpsPerIp: 1_000,
});

/** Paths that reached the site, in order; how many were open at once at most. */
let arrivals: string[] = [];
let open = 0;
let mostOpen = 0;
const held = new Map<string, ServerResponse>();

beforeEach(() => {
  arrivals = [];
  mostOpen = 0;
  // Lookups and images log what they could not use: expected here.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return () => warn.mockRestore();
});
afterEach(async () => {
  // Nothing is left waiting for the next test.
  await expect.poll(() => (releaseAll(), held.size + open), { timeout: 20_000 }).toBe(0);
});

/** Answers `path` only when the test says so (release). */
function hold(path: string, body: Buffer | string, contentType: string) {
  site.on(path, (_req, res) => {
    arrivals.push(path);
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    res.on('close', () => (open -= 1));
    held.set(path, res);
    res.on('finish', () => held.delete(path));
    Object.assign(res, {
      answer: () => res.writeHead(200, { 'content-type': contentType }).end(body),
    });
  });
}

function release(path: string) {
  const res = held.get(path) as (ServerResponse & { answer?: () => void }) | undefined;
  if (!res) throw new Error(`${path} is not waiting`);
  held.delete(path);
  res.answer?.();
}

function releaseAll() {
  for (const path of [...held.keys()]) release(path);
}

const arrived = (count: number) =>
  expect.poll(() => arrivals.length, { timeout: 10_000 }).toBe(count);

/** Answers every request as it comes, until `count` have come. */
async function answerUntil(count: number) {
  await expect.poll(() => (releaseAll(), arrivals.length), { timeout: 20_000 }).toBe(count);
  releaseAll();
}

/**
 * Long enough for requests sent meanwhile to reach the gate (or, if nothing held them back, the
 * site): a wait before looking, never a speed asserted.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

type User = Awaited<ReturnType<typeof signUpUser>>;

/** `count` videos of `user` whose images are held at the site (`/{prefix}{n}.png`); their ids. */
async function videosWithHeldImages(user: User, prefix: string, count: number) {
  await seedVideos(database.db, user.id, await user.unsortedId(), count);
  const rows = await database.db.system(async (tx) => {
    await tx.execute(
      sql`update videos set thumbnail_url = ${`${site.url}/${prefix}`} || id::text || '.png'
          where user_id = ${user.id}`,
    );
    return tx.select({ id: videos.id }).from(videos).where(eq(videos.userId, user.id));
  });
  for (const { id } of rows) hold(`/${prefix}${id}.png`, PNG, 'image/png');
  return rows.map((row) => row.id);
}

const thumbnail = (user: User, id: string) =>
  request('GET', `/api/videos/${id}/thumbnail`, { token: user.token });

describe(`outside requests share one gate (${testDriver()})`, () => {
  it(`runs at most ${IN_FLIGHT} at once across the server`, async () => {
    const ada = await signUpUser(request, 'ada');
    const ids = await videosWithHeldImages(ada, 'ada', 6);
    const answers = Promise.all(ids.map((id) => thumbnail(ada, id)));
    await arrived(IN_FLIGHT);
    await settle();
    expect(arrivals).toHaveLength(IN_FLIGHT);
    // Each answer lets exactly one more in.
    for (let next = IN_FLIGHT; next < ids.length; next++) {
      release(arrivals[next - IN_FLIGHT]!);
      await arrived(next + 1);
    }
    await answerUntil(ids.length);
    expect((await answers).map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(mostOpen).toBe(IN_FLIGHT);
  });

  it('serves another user’s one image before the rest of a user’s many', async () => {
    const ada = await signUpUser(request, 'ada');
    const bob = await signUpUser(request, 'bob');
    const adas = await videosWithHeldImages(ada, 'many', 8);
    const [bobs] = await videosWithHeldImages(bob, 'one', 1);
    const adaAnswers = Promise.all(adas.map((id) => thumbnail(ada, id)));
    await arrived(IN_FLIGHT);
    const bobAnswer = thumbnail(bob, bobs!);
    await settle();
    // The first slot that frees is Bob's, not one of Ada's six others waiting before him.
    release(arrivals[0]!);
    await arrived(IN_FLIGHT + 1);
    expect(arrivals[IN_FLIGHT]).toBe(`/one${bobs}.png`);
    release(arrivals[IN_FLIGHT]!);
    expect((await bobAnswer).status).toBe(200);
    await answerUntil(adas.length + 1);
    expect((await adaAnswers).every((res) => res.status === 200)).toBe(true);
  });

  it('looks up another user’s added link before the rest of a user’s import', async () => {
    const ada = await signUpUser(request, 'ada');
    const bob = await signUpUser(request, 'bob');
    const page = (title: string) => `<html><head><title>${title}</title></head><body></body>`;
    const links = Array.from({ length: 30 }, (_, i) => `${site.url}/imported/${i}`);
    for (const [i, link] of links.entries()) {
      hold(new URL(link).pathname, page(`Imported ${i}`), 'text/html');
    }
    hold('/added', page('Bob’s page'), 'text/html');
    // The background looks the imported links up, a few lanes at once: the gate holds them.
    await startImport(request, ada.token, 'links.txt', links.join('\n'));
    await arrived(IN_FLIGHT);
    // The add answers at once, with the page's host; its lookup follows it.
    const added = await request<Video>('POST', '/api/videos', {
      token: bob.token,
      body: { url: `${site.url}/added`, categoryId: await bob.unsortedId() },
    });
    expect([added.status, added.body.title]).toEqual([201, '127.0.0.1']);
    await settle();
    release(arrivals[0]!);
    await arrived(IN_FLIGHT + 1);
    expect(arrivals[IN_FLIGHT]).toBe('/added');
    release('/added');
    // The import's lookups all go on, and end.
    await answerUntil(links.length + 1);
    await background.details.settled();
    const bobs = await fetchLibrary(request, bob.token);
    expect(bobs.videos.map((video) => video.title)).toEqual(['Bob’s page']);
  });

  it('saves an added video with its fallbacks when its lookup gets no turn before its deadline, pausing nobody', async () => {
    const ada = await signUpUser(request, 'ada');
    const bob = await signUpUser(request, 'bob');
    const ids = await videosWithHeldImages(ada, 'busy', IN_FLIGHT);
    const answers = Promise.all(ids.map((id) => thumbnail(ada, id)));
    await arrived(IN_FLIGHT);
    const added = await request('POST', '/api/videos', {
      token: bob.token,
      body: {
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        categoryId: await bob.unsortedId(),
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.title).toBe('YouTube Video');
    // YouTube was never asked; the video waits for the background's lookup.
    expect(site.requests.filter((r) => r.path.startsWith('/oembed'))).toEqual([]);
    const [row] = await database.db.system((tx) =>
      tx
        .select({ pending: videos.detailsPending })
        .from(videos)
        .where(eq(videos.id, added.body.id)),
    );
    expect(row?.pending).toBe(true);
    // YouTube was never asked, so it is not paused (a pass comes again within seconds).
    expect(console.warn).not.toHaveBeenCalledWith(expect.stringContaining('paused'));
    // A refresh that gets no turn says that the server is busy, not that the site is away.
    const refreshed = await request('POST', `/api/videos/${added.body.id}/refresh`, {
      token: bob.token,
    });
    expect(refreshed.status).toBe(503);
    expect(refreshed.body).toEqual({
      error: {
        code: 'lookup_unavailable',
        message: 'Vidshelf is busy looking up other videos. It will try again in a moment.',
      },
    });
    expect(console.warn).not.toHaveBeenCalledWith(expect.stringContaining('paused'));
    await answerUntil(IN_FLIGHT);
    expect((await answers).map((res) => res.status)).toEqual([200, 200]);
  });
});
