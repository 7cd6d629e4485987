import { afterAll } from 'vitest';
import { startFakeYouTube, type FakeVideo } from './fake-youtube';
import { createTestApp } from './test-app';

/**
 * The whole app (see createTestApp, whose overrides it takes) with YouTube's feeds and pages at a
 * local fake, closed after the file, and makers of the fake's videos and channels. Call once per
 * test file.
 */
export async function createYouTubeTestApp(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const youtube = await startFakeYouTube();
  afterAll(() => youtube.close());
  const testApp = await createTestApp({
    signUpsPerIp: 100,
    youtubeFeedUrl: youtube.feedUrl,
    youtubePageUrl: youtube.url,
    ...overrides,
  });

  let serial = 0;
  /** A new video, published a minute after the one made before it. */
  const video = (title: string): FakeVideo => {
    serial += 1;
    const id = `vid${String(serial).padStart(8, '0')}`;
    return { id, title, published: new Date(Date.UTC(2026, 0, 1, 0, serial)).toISOString() };
  };
  /** A channel of the fake with three videos, newest first (as YouTube lists them). */
  const channel = (handle: string) => {
    const id = `UC${handle.padEnd(22, 'x').slice(0, 22)}`;
    const title = `The ${handle} channel`;
    const videos = [
      video(`${handle} one`),
      video(`${handle} two`),
      video(`${handle} three`),
    ].reverse();
    youtube.channel({ id, handle, title, videos });
    return { id, handle, title, videos };
  };

  return { ...testApp, youtube, video, channel };
}
