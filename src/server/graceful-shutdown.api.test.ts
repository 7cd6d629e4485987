import { describe, expect, it, onTestFinished } from 'vitest';
import { startFakeOembed } from './test-support/fake-oembed';
import { isRefused, keptAliveConnection } from './test-support/http-connections';
import { fetchLibrary, signUpUser } from './test-support/library-fixtures';
import { createServerData } from './test-support/server-data';
import { SPAWN_TEST_TIMEOUT_MS, startServerProcess } from './test-support/server-process';
import { httpClient } from './test-support/test-app';
import { testDriver } from './test-support/test-database';

const VIDEO_ID = 'dQw4w9WgXcQ';
/** Long enough for SIGTERM to arrive while the add waits on it; under the lookup's 3 s timeout. */
const LOOKUP_DELAY_MS = 1500;

describe(`graceful shutdown (${testDriver()})`, { timeout: SPAWN_TEST_TIMEOUT_MS }, () => {
  it('on SIGTERM finishes the request in flight, closes its connection after it, refuses new ones, and exits 0', async () => {
    const data = await createServerData();
    const oembed = await startFakeOembed();
    onTestFinished(() => oembed.close());
    const env = { ...data.env, YOUTUBE_OEMBED_URL: oembed.url };
    const server = await startServerProcess(env);
    onTestFinished(async () => void (await server.stop('SIGKILL')));
    const request = httpClient(server.url);
    const user = await signUpUser(request);
    const unsorted = await user.unsortedId();

    // An add inside the server, waiting on its metadata lookup, when SIGTERM arrives; sent
    // over a kept-alive connection, which Node's server.close() alone would keep serving.
    oembed.respondWith(VIDEO_ID, { delayMs: LOOKUP_DELAY_MS });
    const tab = keptAliveConnection();
    onTestFinished(() => tab.close());
    const adding = tab.request('POST', `${server.url}/api/videos`, {
      token: user.token,
      body: { url: `https://www.youtube.com/watch?v=${VIDEO_ID}`, categoryId: unsorted },
    });
    await expect.poll(() => oembed.requests.length, { timeout: 30_000 }).toBe(1);

    server.child.kill('SIGTERM');
    await expect
      .poll(() => server.output().stdout, { timeout: 30_000 })
      .toContain('SIGTERM received: shutting down.');
    expect(await isRefused(server.url)).toBe(true);

    // The add completes as usual, and its connection is closed after it: the tab's next
    // request needs a new connection, which is refused.
    const added = await adding;
    expect(added).toMatchObject({ status: 201, connection: 'close' });
    await expect(tab.request('GET', `${server.url}/api/health`)).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    const stopped = await server.exited;
    expect(stopped.code).toBe(0);

    const restarted = await startServerProcess(env);
    try {
      const library = await fetchLibrary(httpClient(restarted.url), user.token);
      expect(library.videos.map((v) => v.id)).toEqual([added.body.id]);
    } finally {
      await restarted.stop();
    }
  });
});
