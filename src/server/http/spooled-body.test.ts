import { describe, expect, it } from 'vitest';
import { spooledBody } from './spooled-body';

const text = async (body: ReadableStream<Uint8Array>) => new Response(body).text();

describe('spooledBody', () => {
  it('hands over what was written, in order', async () => {
    const body = await spooledBody(async (write) => {
      await write('one ');
      await write('two');
    });
    expect(await text(body)).toBe('one two');
  });

  it('forgets everything written before a restart, flushed to the file or not', async () => {
    // More than one write batch (256 KB) before the restart, so some of it reached the file.
    const big = 'x'.repeat(300 * 1024);
    const body = await spooledBody(async (write, restart) => {
      await write(big);
      await write('pending');
      await restart();
      await write('after');
    });
    expect(await text(body)).toBe('after');
  });

  it('rejects with the failure of what writes it', async () => {
    await expect(
      spooledBody(async () => {
        throw new Error('no library');
      }),
    ).rejects.toThrow('no library');
  });
});
