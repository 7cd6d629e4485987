/**
 * A response body written by `produce`, paced by the reader: each `write` resolves once the
 * reader has taken the chunk, so a producer never runs ahead by more than one chunk.
 * Resolves when the first chunk is written, so that a failure before it (no such user, database
 * down) still becomes an ordinary JSON error; a failure after it can only cut the stream short.
 */
export function streamedBody(
  produce: (write: (chunk: string) => Promise<void>) => Promise<void>,
): Promise<ReadableStream<Uint8Array>> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const encoder = new TextEncoder();
  return new Promise((resolve, reject) => {
    let started = false;
    const write = (chunk: string) => {
      if (!started) {
        started = true;
        resolve(readable);
      }
      return writer.write(encoder.encode(chunk));
    };
    produce(write).then(
      () => writer.close(),
      (error: unknown) => {
        if (!started) return reject(error instanceof Error ? error : new Error(String(error)));
        // The reader went away, or the source failed mid-way: the reader sees a cut stream.
        console.warn('Streamed response ended early:', String(error));
        writer.abort(error).catch(() => {});
      },
    );
  });
}
