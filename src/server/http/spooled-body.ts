import { randomBytes } from 'node:crypto';
import { open, unlink, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Bytes gathered before one write to the file: a few system calls per megabyte, not one per row. */
const WRITE_BATCH_BYTES = 256 * 1024;
/** Bytes handed to the reader at a time. */
const READ_CHUNK_BYTES = 64 * 1024;

export interface SpoolOptions {
  /** A reader that takes nothing for this long has its answer ended (decision 0082). */
  stallMs: number;
  /** Where the file is made: the system's temporary directory unless told. */
  directory?: string;
  /** Told the file's size whenever it changes; throws to refuse the growth (decision 0082). */
  resized?: (bytes: number) => void;
  /** Called once the file is closed, whichever way: read, given up, stalled or failed. */
  closed?: () => void;
}

/**
 * A response body that `produce` writes to a temporary file first, at disk speed; only then does
 * the reader get it, at its own pace (docs/decisions/0025-export-spool.md). Whatever `produce` holds
 * while it writes (a database transaction) is let go before the first byte is sent, so a reader
 * that stalls costs only an open file, never a connection or PGlite's one query slot; and a
 * reader that takes nothing for `stallMs` has its answer ended and the file closed
 * (docs/decisions/0082-download-limits.md).
 *
 * The file is unlinked as soon as it is open: its space is freed when the body is read, cancelled
 * or ended, and a crash leaves nothing behind. A failure in `produce` (or a refusal of `resized`)
 * rejects, so it becomes an ordinary JSON error answer. `restart` empties the file: what `produce`
 * wrote so far is forgotten (an export read in pages that met a write starts again).
 */
export async function spooledBody(
  produce: Produce,
  {
    stallMs,
    directory = tmpdir(),
    resized = () => undefined,
    closed = () => undefined,
  }: SpoolOptions,
): Promise<ReadableStream<Uint8Array>> {
  const path = join(directory, `vidshelf-spool-${randomBytes(12).toString('hex')}`);
  let file: FileHandle;
  try {
    file = await open(path, 'wx+', 0o600);
  } catch (error) {
    closed();
    throw error;
  }
  try {
    await unlink(path);
    await writeAll(file, produce, resized);
  } catch (error) {
    await file.close().catch(() => undefined);
    closed();
    throw error;
  }
  return fileBody(file, stallMs, closed);
}

type Produce = (
  write: (chunk: string) => Promise<void>,
  restart: () => Promise<void>,
) => Promise<void>;

async function writeAll(
  file: FileHandle,
  produce: Produce,
  resized: (bytes: number) => void,
): Promise<void> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Where the next batch goes: written at an offset, so that a restart starts from 0 again. */
  let offset = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const batch = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    resized(offset + batch.length);
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
      resized(0);
    },
  );
  await flush();
}

/** Ends an answer whose reader took nothing for too long (the server logs it, one line). */
class DownloadStalled extends Error {
  constructor(stallMs: number) {
    super(`a download's reader took nothing for ${stallMs / 1000} s: its answer is ended`);
    this.name = 'DownloadStalled';
    this.stack = `${this.name}: ${this.message}`;
  }
}

/**
 * The file from its start, a chunk each time the reader asks for one (the HTTP server asks as
 * the socket drains). No ask for `stallMs` ends the stream with an error, which makes the HTTP
 * server close the connection; any end closes the file, once.
 */
function fileBody(
  file: FileHandle,
  stallMs: number,
  closed: () => void,
): ReadableStream<Uint8Array> {
  let position = 0;
  let open = true;
  let timer: NodeJS.Timeout | undefined;
  const close = () => {
    if (!open) return;
    open = false;
    clearTimeout(timer);
    // Waits for a read under way; the space and the descriptor are free once it resolves.
    void file
      .close()
      .catch(() => undefined)
      .then(closed);
  };
  const watch = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      controller.error(new DownloadStalled(stallMs));
      close();
    }, stallMs);
    timer.unref();
  };
  return new ReadableStream<Uint8Array>({
    start: watch,
    async pull(controller) {
      watch(controller);
      const chunk = Buffer.allocUnsafe(READ_CHUNK_BYTES);
      let bytesRead: number;
      try {
        ({ bytesRead } = await file.read(chunk, 0, chunk.length, position));
      } catch (error) {
        close();
        throw error;
      }
      if (!open) return;
      if (bytesRead === 0) {
        close();
        controller.close();
        return;
      }
      position += bytesRead;
      controller.enqueue(chunk.subarray(0, bytesRead));
    },
    cancel: close,
  });
}
