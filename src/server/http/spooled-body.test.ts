import { describe, expect, it } from 'vitest';
import { openSpoolFiles } from '@server/test-support/spool-files';
import { tempDir } from '@server/test-support/temp-dir';
import { spooledBody, type SpoolOptions } from './spooled-body';

const text = async (body: ReadableStream<Uint8Array>) => new Response(body).text();

/** A spool in a directory of the test's own, whose sizes and closing are recorded. */
function watched(stallMs = 60_000) {
  const directory = tempDir();
  const sizes: number[] = [];
  let closings = 0;
  const options: SpoolOptions = {
    stallMs,
    directory,
    resized: (bytes) => void sizes.push(bytes),
    closed: () => void (closings += 1),
  };
  return { options, sizes, closings: () => closings, open: () => openSpoolFiles(directory) };
}

describe('spooledBody', () => {
  it('hands over what was written, in order, and closes its file once read', async () => {
    const spool = watched();
    const body = await spooledBody(async (write) => {
      await write('one ');
      await write('two');
    }, spool.options);
    expect(await spool.open()).toBe(1);
    expect(await text(body)).toBe('one two');
    await expect.poll(spool.closings).toBe(1);
    expect(await spool.open()).toBe(0);
    expect(spool.sizes).toEqual([7]);
  });

  it('forgets everything written before a restart, flushed to the file or not', async () => {
    const spool = watched();
    // More than one write batch (256 KB) before the restart, so some of it reached the file.
    const big = 'x'.repeat(300 * 1024);
    const body = await spooledBody(async (write, restart) => {
      await write(big);
      await write('pending');
      await restart();
      await write('after');
    }, spool.options);
    expect(await text(body)).toBe('after');
    // Its size as it grew, emptied, and grew again.
    expect(spool.sizes).toEqual([300 * 1024, 0, 5]);
  });

  it('rejects with the failure of what writes it, its file closed', async () => {
    const spool = watched();
    await expect(
      spooledBody(async () => {
        throw new Error('no library');
      }, spool.options),
    ).rejects.toThrow('no library');
    expect(spool.closings()).toBe(1);
    expect(await spool.open()).toBe(0);
  });

  it('rejects when its growth is refused, writing nothing more', async () => {
    const spool = watched();
    let writes = 0;
    await expect(
      spooledBody(
        async (write) => {
          for (;;) {
            writes += 1;
            await write('x'.repeat(256 * 1024));
          }
        },
        {
          ...spool.options,
          resized: (bytes) => {
            if (bytes > 512 * 1024) throw new Error('no room');
          },
        },
      ),
    ).rejects.toThrow('no room');
    expect(writes).toBe(3);
    expect(spool.closings()).toBe(1);
    expect(await spool.open()).toBe(0);
  });

  it('closes its file when the reader gives up', async () => {
    const spool = watched();
    const body = await spooledBody((write) => write('x'.repeat(200 * 1024)), spool.options);
    const reader = body.getReader();
    await reader.read();
    await reader.cancel();
    await expect.poll(spool.closings).toBe(1);
    expect(await spool.open()).toBe(0);
  });

  it('ends the answer of a reader that takes nothing for the stall time, and closes its file', async () => {
    const spool = watched(100);
    const body = await spooledBody((write) => write('x'.repeat(200 * 1024)), spool.options);
    const reader = body.getReader();
    expect((await reader.read()).value?.length).toBe(64 * 1024);
    // Then nothing more is asked for.
    await expect.poll(spool.closings).toBe(1);
    expect(await spool.open()).toBe(0);
    await expect(reader.read()).rejects.toThrow(
      "a download's reader took nothing for 0.1 s: its answer is ended",
    );
  });

  it('lets a reader that keeps taking go on past the stall time', async () => {
    const spool = watched(500);
    const body = await spooledBody((write) => write('x'.repeat(4096 * 1024)), spool.options);
    const reader = body.getReader();
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      // Slower than the stall time in all, never that long between two reads.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(bytes).toBe(4096 * 1024);
    expect(spool.closings()).toBe(1);
  });
});
