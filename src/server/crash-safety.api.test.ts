import { describe, expect, it, onTestFinished } from 'vitest';
import { findInconsistencies } from './test-support/db-consistency';
import { KnownLibrary } from './test-support/known-library';
import { LibraryWriter } from './test-support/library-writer';
import { fetchLibrary, signUpUser, snapshotOf } from './test-support/library-fixtures';
import { createServerData } from './test-support/server-data';
import { SPAWN_TEST_TIMEOUT_MS, startServerProcess } from './test-support/server-process';
import { httpClient, type ApiRequest } from './test-support/test-app';
import { testDriver } from './test-support/test-database';

const CLIENTS = 6;
const ROUNDS = 3;
/** Acknowledged writes, across all clients, before each kill. */
const WRITES_PER_ROUND = 90;
/** About the time a few writes take: the kill lands at a random point among them. */
const KILL_JITTER_MS = 20;

/** Nothing listens there: no test reaches the network (the links are not YouTube's anyway). */
const NO_OEMBED = { YOUTUBE_OEMBED_URL: 'http://127.0.0.1:9/oembed' };

async function signUpWriter(request: ApiRequest, name: string): Promise<LibraryWriter> {
  const user = await signUpUser(request, name);
  for (const collection of ['Watch later', 'Music']) {
    const res = await request('POST', '/api/categories', {
      token: user.token,
      body: { name: collection },
    });
    expect(res.status).toBe(201);
  }
  const library = await fetchLibrary(request, user.token);
  return new LibraryWriter(name, user, new KnownLibrary(library));
}

// A server start per round and the first: each gets the room one spawned server gets.
const TIMEOUT_MS = (ROUNDS + 1) * SPAWN_TEST_TIMEOUT_MS;

describe(`crash safety (${testDriver()})`, { timeout: TIMEOUT_MS }, () => {
  it('keeps every acknowledged write through SIGKILLs mid-stream, and nothing half-done', async () => {
    const data = await createServerData();
    const env = { ...data.env, ...NO_OEMBED };
    let server = await startServerProcess(env);
    onTestFinished(async () => void (await server.stop('SIGKILL')));
    const request = () => httpClient(server.url);
    const writers = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) => signUpWriter(request(), `client${i}`)),
    );

    let unanswered = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      // Every client writes back to back; once enough writes were acknowledged, and a moment
      // later (so that the kill does not always fall just after an answer), the process is
      // killed while the clients' writes are on their way, being handled or being answered.
      let acknowledged = 0;
      let enough!: () => void;
      const reached = new Promise<void>((resolve) => (enough = resolve));
      const runs = writers.map((writer) =>
        writer.run(request(), () => {
          if (++acknowledged === WRITES_PER_ROUND) enough();
        }),
      );
      await reached;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * KILL_JITTER_MS));
      writers.forEach((writer) => writer.stop());
      server.child.kill('SIGKILL');
      await Promise.all(runs);
      expect((await server.exited).signal).toBe('SIGKILL');
      expect(writers.flatMap((writer) => writer.refusals)).toEqual([]);
      unanswered += writers.filter((writer) => writer.unanswered).length;

      // The same data, a new process: its crash recovery, and the dead process's lock taken over.
      server = await startServerProcess(env);
      for (const writer of writers) {
        const library = await fetchLibrary(request(), writer.user.token);
        expect(writer.known.differences(library, writer.unanswered), writer.name).toEqual([]);
        const limits = await request()('GET', '/api/limits?type=video', {
          token: writer.user.token,
        });
        // The plan counts every collection but "Unsorted".
        expect(limits.body).toMatchObject({
          categoryCount: library.categories.length - 1,
          videoCount: library.videos.length,
        });
        await writer.resync(request());
      }
    }
    // Kills land between writes only by a fluke; across the rounds some must have been cut.
    expect(unanswered).toBeGreaterThan(0);

    // The server works as usual afterwards.
    for (const writer of writers) {
      const [unsorted] = writer.known.collectionList.filter((c) => c.isDefault);
      const added = await request()('POST', '/api/videos', {
        token: writer.user.token,
        body: { url: `https://example.com/${writer.name}/after`, categoryId: unsorted!.id },
      });
      expect(added.status).toBe(201);
      await writer.resync(request());
      expect(writer.known.videosIn(unsorted!.id)[0]?.id).toBe(added.body.id);
    }
    const stopped = await server.stop();
    expect(stopped.code).toBe(0);

    // And the stored rows, read directly: whole, and exactly what the API showed.
    await data.withDatabase(async (db) => {
      expect(await findInconsistencies(db)).toEqual([]);
      const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id).sort();
      for (const writer of writers) {
        const stored = await snapshotOf(db, writer.user.id);
        expect(ids(stored.categories)).toEqual(ids(writer.known.collectionList));
        expect(ids(stored.videos)).toEqual(ids(writer.known.videoList));
      }
    });
  });
});
