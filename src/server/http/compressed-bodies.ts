import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Encoding } from './content-encoding';
import { piecesLength, type TextPieces } from './text-pieces';

/**
 * Brotli's quality for library answers (decision 0062, measured at 50,000 videos): 4 is the
 * knee. The library is 3.22 MB in about 0.6 s there; 5 saves 5%, and 11 (zlib's default)
 * takes 83 s.
 */
export const BROTLI_QUALITY = 4;

/** A compressed answer body, as a response takes it. */
type Body = Uint8Array<ArrayBuffer>;

/**
 * Compresses with node:zlib's streams, whose work runs in libuv's thread pool: the server's main
 * thread, which answers everyone else, never does it. The pieces are turned into bytes one at a
 * time as the compressor takes them (a library page, about 1 MB: well under a millisecond each),
 * never the whole text at once.
 */
export async function compress(pieces: TextPieces, encoding: Encoding): Promise<Body> {
  const compressor =
    encoding === 'gzip'
      ? createGzip()
      : createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: piecesLength(pieces),
          },
        });
  const output: Buffer[] = [];
  await pipeline(Readable.from(pieces), compressor, async (bytes: AsyncIterable<Buffer>) => {
    for await (const chunk of bytes) output.push(chunk);
  });
  // A new Buffer over a plain ArrayBuffer, never a shared one.
  return Buffer.concat(output) as Body;
}

/**
 * Compressed answers kept by a key that names exactly their content (a library version, its
 * form and encoding), so a second device or a retry at the same version costs no compression.
 * At most `maxBytes` are kept, the least recently used dropped first; a request for a key being
 * compressed waits for that compression instead of starting another.
 */
export function createCompressedBodies(maxBytes: number, compressor: typeof compress = compress) {
  const kept = new Map<string, Body>();
  const pending = new Map<string, Promise<Body>>();
  let keptBytes = 0;

  function keep(key: string, body: Body) {
    if (body.length > maxBytes) return;
    kept.set(key, body);
    keptBytes += body.length;
    for (const [oldKey, old] of kept) {
      if (keptBytes <= maxBytes) break;
      kept.delete(oldKey);
      keptBytes -= old.length;
    }
  }

  /** The body kept for `key`, marked the most recently used; undefined when none is. */
  function peek(key: string): Body | undefined {
    const hit = kept.get(key);
    if (hit) {
      // Moved to the end: the most recently used.
      kept.delete(key);
      kept.set(key, hit);
    }
    return hit;
  }

  return {
    peek,
    /** The body for `key`: `pieces` compressed with `encoding`, from the cache when it is there. */
    get(key: string, pieces: TextPieces, encoding: Encoding): Promise<Body> {
      const hit = peek(key);
      if (hit) return Promise.resolve(hit);
      const running = pending.get(key);
      if (running) return running;
      const compressing = compressor(pieces, encoding)
        .then((body) => {
          keep(key, body);
          return body;
        })
        .finally(() => pending.delete(key));
      pending.set(key, compressing);
      return compressing;
    },
    /** Bytes kept now (for tests and the bench). */
    size: () => keptBytes,
  };
}

export type CompressedBodies = ReturnType<typeof createCompressedBodies>;
