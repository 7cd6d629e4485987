import { describe, expect, it } from 'vitest';
import type { Database } from '@server/db/client';
import { AppError } from '@server/http/app-error';
import { OutboundError, type Fetched, type SafeFetcher } from '@server/outbound';
import type { RateWindow } from '@server/rate-limit/rate-window';
import { pngImage } from '@server/test-support/test-images';
import type { ReadImage } from './image-reader';
import { createThumbnailsService } from './thumbnails.service';

const IMAGE_URL = 'https://images.example/cover.png';
const PNG = pngImage(1, 1);
/** Every video asked for here is the user's, its image at IMAGE_URL (the API tests try the rest). */
const db = { asUser: () => Promise.resolve({ thumbnailUrl: IMAGE_URL }) } as unknown as Database;
const fetches: RateWindow = {
  take: () => Promise.resolve({ admitted: true, time: 0, count: 1 }),
  waitMs: () => Promise.resolve(0),
  release: () => Promise.resolve(),
  clear: () => Promise.resolve(),
};

/** A fetcher that answers each call with the next of `answers`, counting the calls. */
function fetcherOf(...answers: Array<OutboundError | ReadImage>) {
  let calls = 0;
  const fetcher: SafeFetcher = {
    get: <T>() => {
      const answer = answers[calls++];
      if (!answer || answer instanceof OutboundError) return Promise.reject(answer);
      const fetched: Fetched<ReadImage> = {
        url: new URL(IMAGE_URL),
        status: 200,
        mediaType: 'image/png',
        charset: undefined,
        truncated: false,
        notModified: false,
        etag: null,
        lastModified: null,
        value: answer,
      };
      return Promise.resolve(fetched as unknown as Fetched<T>);
    },
  };
  return { fetcher, calls: () => calls };
}

describe('the image proxy when the server’s outside requests are all busy', () => {
  it('answers 503 server_busy, and asks again next time rather than remembering it', async () => {
    const busy = new OutboundError('busy', 'no turn', true);
    const { fetcher, calls } = fetcherOf(busy, { bytes: PNG, type: 'image/png' });
    const thumbnails = createThumbnailsService({ db, fetcher, metadataFetch: 'on', fetches });
    const refused = await thumbnails.image('ada', 'video').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
    expect((refused as AppError).toBody()).toEqual({
      error: {
        code: 'server_busy',
        message: 'The server is busy fetching other images. Try again shortly.',
      },
    });
    const image = await thumbnails.image('ada', 'video');
    expect(image.bytes.equals(PNG)).toBe(true);
    expect(calls()).toBe(2);
  });
});
