import { randomBytes } from 'node:crypto';
import { open, unlink, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';

/** Bytes gathered before one write to the file: a few system calls per megabyte, not one per row. */
const WRITE_BATCH_BYTES = 256 * 1024;

/**
 * A response body that `produce` writes to a temporary file first, at disk speed; only then does
 * the reader get it, at its own pace (docs/decisions/0025-export-spool.md). Whatever `produce` holds
 * while it writes (a database transaction) is let go before the first byte is sent, so a reader
 * that stalls costs only an open file, never a connection or PGlite's one query slot.
 *
 * The file is unlinked as soon as it is open: its space is freed when the body is read or
 * cancelled, and a crash leaves nothing behind. A failure in `produce` rejects, so it becomes an
 * ordinary JSON error answer. `restart` empties the file: what `produce` wrote so far is
 * forgotten (an export read in pages that met a write starts again).
 */
export async function spooledBody(
  produce: Produce,
  directory: string = tmpdir(),
): Promise<ReadableStream<Uint8Array>> {
  const path = join(directory, `vidshelf-spool-${randomBytes(12).toString('hex')}`);
  const file = await open(path, 'wx+', 0o600);
  try {
    await unlink(path);
    await writeAll(file, produce);
  } catch (error) {
    await file.close();
    throw error;
  }
  // From the start; the stream closes the file when it ends, fails or is cancelled.
  const stream = file.createReadStream({ start: 0, autoClose: true });
  return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
}

type Produce = (
  write: (chunk: string) => Promise<void>,
  restart: () => Promise<void>,
) => Promise<void>;

async function writeAll(file: FileHandle, produce: Produce): Promise<void> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Where the next batch goes: written at an offset, so that a restart starts from 0 again. */
  let offset = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const batch = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    await file.write(batch, 0, batch.length, offset);
    offset += batch.length;
  };
  await produce(
    async (chunk) => {
      const bytes = Buffer.from(chunk, 'utf8');
      pending.push(bytes);
      pendingBytes += bytes.length;
      if (pendingBytes >= WRITE_BATCH_BYTES) await flush();
    },
    async () => {
      pending = [];
      pendingBytes = 0;
      offset = 0;
      await file.truncate(0);
    },
  );
  await flush();
}
