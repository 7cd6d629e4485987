import { describe, expect, it } from 'vitest';
import { openSpoolFiles } from '@server/test-support/spool-files';
import { tempDir } from '@server/test-support/temp-dir';
import { AppError, TryLaterError } from './app-error';
import {
  createDownloads,
  SPOOL_FULL_MESSAGE,
  tooManyDownloadsMessage,
  type DownloadLimits,
} from './downloads';

/** Downloads in a directory of the test's own. */
function downloadsWith(limits: Partial<DownloadLimits> = {}) {
  const directory = tempDir();
  const downloads = createDownloads({
    perUser: 2,
    stallMs: 60_000,
    spoolMaxBytes: 1024 * 1024,
    directory,
    ...limits,
  });
  return { downloads, open: () => openSpoolFiles(directory) };
}

const bytes = (count: number) => (write: (chunk: string) => Promise<void>) =>
  write('x'.repeat(count));

/** Whether `user` may start a download now (one is started and given up at once). */
const allowed = (downloads: ReturnType<typeof createDownloads>, user: string) =>
  downloads.body(user, bytes(1)).then(
    (body) => body.cancel().then(() => true),
    () => false,
  );

/** The refusal a download fails with. */
async function refusal(promise: Promise<unknown>): Promise<TryLaterError> {
  const error = await promise.then(
    () => {
      throw new Error('the download was allowed');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TryLaterError);
  return error as TryLaterError;
}

describe('downloads', () => {
  it('lets a user have two under way, refuses a third with 429 and Retry-After, serves others', async () => {
    const { downloads } = downloadsWith();
    const first = await downloads.body('ada', bytes(10));
    await downloads.body('ada', bytes(10));
    let produced = false;
    const third = await refusal(
      downloads.body('ada', async () => {
        produced = true;
      }),
    );
    expect(third.status).toBe(429);
    expect(third.toBody()).toEqual({
      error: {
        code: 'rate_limited',
        message:
          'You already have 2 downloads under way (exports or import reports). Try again when one has finished.',
      },
    });
    expect(third.headers).toEqual({ 'Retry-After': '10' });
    expect(produced).toBe(false);
    // Someone else is not held up.
    expect(await new Response(await downloads.body('bob', bytes(3))).text()).toBe('xxx');
    // Once one of Ada's is read, she may start another.
    expect(await new Response(first).text()).toBe('x'.repeat(10));
    await expect.poll(() => allowed(downloads, 'ada')).toBe(true);
  });

  it('says so when only one is allowed', () => {
    expect(tooManyDownloadsMessage(1)).toBe(
      'You already have a download under way (an export or an import report). Try again when it has finished.',
    );
  });

  it('counts a download that failed, or whose reader gave up, as over', async () => {
    const { downloads } = downloadsWith({ perUser: 1 });
    await expect(
      downloads.body('ada', async () => {
        throw new AppError('not_found', 404);
      }),
    ).rejects.toThrow(AppError);
    const body = await downloads.body('ada', bytes(10));
    await body.cancel();
    await expect.poll(() => allowed(downloads, 'ada')).toBe(true);
  });

  it('refuses with 503 a download that would pass the spool bound while written, closing its file', async () => {
    const { downloads, open } = downloadsWith({ spoolMaxBytes: 700 * 1024 });
    const held = await downloads.body('ada', bytes(400 * 1024));
    const refused = await refusal(downloads.body('bob', bytes(400 * 1024)));
    expect(refused.status).toBe(503);
    expect(refused.toBody()).toEqual({
      error: { code: 'server_busy', message: SPOOL_FULL_MESSAGE },
    });
    expect(SPOOL_FULL_MESSAGE).toBe(
      'The server has too many downloads under way. Please try again shortly.',
    );
    expect(refused.headers).toEqual({ 'Retry-After': '10' });
    expect(await open()).toBe(1);
    // Ada's read, the room is back.
    await new Response(held).arrayBuffer();
    await expect.poll(open).toBe(0);
    const later = await downloads.body('bob', bytes(400 * 1024));
    expect((await new Response(later).arrayBuffer()).byteLength).toBe(400 * 1024);
  });

  it('refuses before writing anything once the spools fill the bound', async () => {
    const { downloads } = downloadsWith({ spoolMaxBytes: 300 * 1024 });
    await downloads.body('ada', bytes(300 * 1024));
    let produced = false;
    const refused = await refusal(
      downloads.body('bob', async () => {
        produced = true;
      }),
    );
    expect(refused.status).toBe(503);
    expect(produced).toBe(false);
  });
});
