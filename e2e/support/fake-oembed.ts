import { afterAll, beforeAll } from 'vitest';
import { startFakeOembed, type FakeOembed } from '@server/test-support/fake-oembed';
import { useServer, type E2eServer } from './server';

/** A fake oEmbed endpoint for one test file, and the real server pointed at it. */
export function useServerWithFakeOembed(): { server: E2eServer; oembed: () => FakeOembed } {
  let fake: FakeOembed | undefined;
  beforeAll(async () => {
    fake = await startFakeOembed();
  });
  // Registered after the fake's beforeAll, so the fake is up when the server starts.
  const server = useServer(() => ({ YOUTUBE_OEMBED_URL: oembed().url }));
  afterAll(async () => {
    await fake?.close();
  });
  function oembed(): FakeOembed {
    if (!fake) throw new Error('The fake oEmbed server is not started yet.');
    return fake;
  }
  return { server, oembed };
}
