import { describe, expect, it, onTestFinished } from 'vitest';
import type { Video } from '@shared/contracts/library';
import { startFakeOembed } from './test-support/fake-oembed';
import { isRefused, keptAliveConnection } from './test-support/http-connections';
import { fetchLibrary, signUpUser } from './test-support/library-fixtures';
import { createServerData } from './test-support/server-data';
import { SPAWN_TEST_TIMEOUT_MS, startServerProcess } from './test-support/server-process';
import { httpClient } from './test-support/test-app';
import { testDriver } from './test-support/test-database';

const VIDEO_ID = 'dQw4w9WgXcQ';
const ADDED_ID = 'jNQXAC9IVRw';
/** Long enough for SIGTERM to arrive while the lookups wait on it; under their 3 s timeout. */
const LOOKUP_DELAY_MS = 1500;

describe(`graceful shutdown (${testDriver()})`, { timeout: SPAWN_TEST_TIMEOUT_MS }, () => {
  it('on SIGTERM finishes the request in flight and the lookups under way, closes the connection after it, refuses new ones, and exits 0', async () => {
    const data = await createServerData();
    const oembed = await startFakeOembed();
    onTestFinished(() => oembed.close());
    const env = { ...data.env, YOUTUBE_OEMBED_URL: oembed.url };
    const server = await startServerProcess(env);
    onTestFinished(async () => void (await server.stop('SIGKILL')));
    const request = httpClient(server.url);
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();
    const add = (id: string) =>
      request<Video>('POST', '/api/videos', {
        token: user.token,
        body: { url: `https://www.youtube.com/watch?v=${id}`, categoryId: unsorted },
      });
    const titles = async () =>
      (await fetchLibrary(request, user.token)).videos.map((video) => video.title);

    oembed.respondWith(VIDEO_ID, { json: { title: 'First' } });
    const saved = (await add(VIDEO_ID)).body;
    await expect.poll(titles, { timeout: 30_000 }).toEqual(['First']);

    // A refresh inside the server, waiting on its lookup, when SIGTERM arrives; sent over a
    // kept-alive connection, which Node's server.close() alone would keep serving. And an add's
    // lookup, made after the add answered, under way too.
    oembed.respondWith(VIDEO_ID, { delayMs: LOOKUP_DELAY_MS });
    oembed.respondWith(ADDED_ID, { delayMs: LOOKUP_DELAY_MS });
    const tab = keptAliveConnection();
    onTestFinished(() => tab.close());
    const refreshing = tab.request('POST', `${server.url}/api/videos/${saved.id}/refresh`, {
      token: user.token,
    });
    const added = await add(ADDED_ID);
    expect([added.status, added.body.title]).toEqual([201, 'YouTube Video']);
    await expect.poll(() => oembed.requests.length, { timeout: 30_000 }).toBe(3);

    server.child.kill('SIGTERM');
    await expect
      .poll(() => server.output().stdout, { timeout: 30_000 })
      .toContain('SIGTERM received: shutting down.');
    expect(await isRefused(server.url)).toBe(true);

    // The refresh completes as usual, and its connection is closed after it: the tab's next
    // request needs a new connection, which is refused.
    const refreshed = await refreshing;
    expect(refreshed).toMatchObject({ status: 200, connection: 'close' });
    await expect(tab.request('GET', `${server.url}/api/health`)).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    const stopped = await server.exited;
    expect(stopped.code).toBe(0);

    // What both lookups found was written before the database closed.
    const restarted = await startServerProcess(env);
    try {
      const library = await fetchLibrary(httpClient(restarted.url), user.token);
      expect(library.videos.map((video) => [video.id, video.title])).toEqual([
        [added.body.id, `Video ${ADDED_ID}`],
        [saved.id, `Video ${VIDEO_ID}`],
      ]);
    } finally {
      await restarted.stop();
    }
  });
});
