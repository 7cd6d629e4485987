import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, createCompressedBodies } from './compressed-bodies';
import type { Encoding } from './content-encoding';

/** A compressor that counts its calls and answers `size` bytes. */
function counting(size = 10) {
  const calls: string[] = [];
  const compressor = (text: readonly string[], encoding: Encoding) => {
    calls.push(`${text.join('')}|${encoding}`);
    return Promise.resolve(new Uint8Array(size));
  };
  return { calls, compressor };
}

describe('compressed bodies', () => {
  it('compress with the async zlib, which round-trips', async () => {
    const text = JSON.stringify({ videos: Array.from({ length: 200 }, (_, i) => `é ${i}`) });
    // The text in pieces, an empty one among them, gives the same bytes as in one.
    const pieces = [text.slice(0, 7), '', text.slice(7, 400), text.slice(400)];
    for (const input of [[text], pieces]) {
      expect(brotliDecompressSync(await compress(input, 'br')).toString()).toBe(text);
      expect(gunzipSync(await compress(input, 'gzip')).toString()).toBe(text);
    }
  });

  it('compress a key once, however many ask, at once or later', async () => {
    const { calls, compressor } = counting();
    const bodies = createCompressedBodies(100, compressor);
    const [a, b] = await Promise.all([bodies.get('k', ['t'], 'br'), bodies.get('k', ['t'], 'br')]);
    expect(await bodies.get('k', ['t'], 'br')).toBe(a);
    expect(b).toBe(a);
    expect(calls).toEqual(['t|br']);
  });

  it('keep at most the bytes allowed, dropping the least recently used first', async () => {
    const { calls, compressor } = counting(40);
    const bodies = createCompressedBodies(100, compressor);
    await bodies.get('a', ['a'], 'br');
    await bodies.get('b', ['b'], 'br');
    await bodies.get('a', ['a'], 'br'); // a is now the most recently used
    await bodies.get('c', ['c'], 'br'); // 120 bytes: b goes
    expect(bodies.size()).toBe(80);
    await bodies.get('a', ['a'], 'br');
    await bodies.get('b', ['b'], 'br');
    expect(calls).toEqual(['a|br', 'b|br', 'c|br', 'b|br']);
  });

  it('never keep a body larger than the whole allowance, and forget a failure', async () => {
    const { calls, compressor } = counting(200);
    const bodies = createCompressedBodies(100, compressor);
    await bodies.get('big', ['x'], 'gzip');
    await bodies.get('big', ['x'], 'gzip');
    expect(calls).toHaveLength(2);
    expect(bodies.size()).toBe(0);

    let fail = true;
    const flaky = createCompressedBodies(100, () =>
      fail ? Promise.reject(new Error('no memory')) : Promise.resolve(new Uint8Array(1)),
    );
    await expect(flaky.get('k', ['t'], 'br')).rejects.toThrow('no memory');
    fail = false;
    expect(await flaky.get('k', ['t'], 'br')).toHaveLength(1);
  });
});
