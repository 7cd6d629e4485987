import { IMPORT_ENTRIES_MAX } from '@shared/constants';
import type { Database, Tx } from '@server/db/client';
import { isUniqueViolation } from '@server/db/errors';
import { AppError } from '@server/http/app-error';
import { fillLinkKeys, lockUser } from '@server/core';
import { ImportFileError } from './formats/import-item';
import { readImportFile } from './formats/read-import-file';
import {
  countFound,
  deleteImport,
  deleteReplacedImports,
  firstSeqOf,
  insertImport,
  insertItems,
  ONE_OPEN_IMPORT_KEY,
  updateImport,
  type ImportRow,
  type NewImportItem,
} from './import.repo';
import { CHUNK_ENTRIES_FIRST, CHUNK_ENTRIES_MAX, nextChunkSize } from './chunk-size';
import { stagedItem } from './staged-item';

export const importUnderWay = () =>
  new AppError(
    'import_in_progress',
    409,
    'An import is already under way. Wait for it to finish, then import the next file.',
  );

const tooManyEntries = (max: number) =>
  new ImportFileError(
    `This file holds more than ${max.toLocaleString('en-US')} entries, the most one import takes. Split it into smaller files and import each.`,
  );

/** Writes a batch of entries, each marked with the earlier entry of the file it repeats. */
async function stageBatch(tx: Tx, importId: string, batch: NewImportItem[]): Promise<void> {
  const keys = [...new Set(batch.flatMap((item) => (item.linkKey ? [item.linkKey] : [])))];
  const firstSeq = await firstSeqOf(tx, importId, keys);
  for (const item of batch) {
    if (!item.linkKey) continue;
    const first = firstSeq.get(item.linkKey);
    if (first === undefined) firstSeq.set(item.linkKey, item.seq);
    else item.repeatOf = first;
  }
  await insertItems(tx, batch);
}

/**
 * Reads an uploaded file into a new import, waiting to be started (the preview). The file's kind
 * is told before anything is written, so a foreign file changes nothing; a file that turns out
 * broken further on is forgotten whole. A new upload replaces a waiting or finished import; one
 * that is running refuses it (409).
 */
export async function stageImport(
  db: Database,
  userId: string,
  bytes: AsyncIterable<Uint8Array>,
  fileName: string,
  now: () => number,
  /** Entries a file may hold; past them it is refused whole, and nothing stays written. */
  entriesMax = IMPORT_ENTRIES_MAX,
): Promise<ImportRow> {
  const file = await readImportFile(bytes, fileName);
  const created = await db
    .asUser(userId, async (tx) => {
      await lockUser(tx, userId);
      await deleteReplacedImports(tx, userId, new Date(now()));
      return insertImport(tx, { userId, format: file.format, fileName });
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error, ONE_OPEN_IMPORT_KEY) ? importUnderWay() : error;
    });
  try {
    let seq = 0;
    let batch: NewImportItem[] = [];
    // Entries are written a batch per transaction, sized as an import's chunks are
    // (chunk-size.ts): what the server holds of the file at once, and what another request may
    // wait behind on the embedded database.
    const timed = db.driver === 'pglite';
    let batchSize = timed ? CHUNK_ENTRIES_FIRST : CHUNK_ENTRIES_MAX;
    const flush = async () => {
      const written = batch;
      batch = [];
      const started = performance.now();
      await db.asUser(userId, (tx) => stageBatch(tx, created.id, written));
      if (timed) batchSize = nextChunkSize(written.length, performance.now() - started);
    };
    for await (const item of file.items) {
      seq += 1;
      if (seq > entriesMax) throw tooManyEntries(entriesMax);
      batch.push(stagedItem(item, { importId: created.id, userId, seq }));
      if (batch.length >= batchSize) await flush();
    }
    await flush();
    if (seq === 0) throw new ImportFileError('This file holds no links.');
    await fillLinkKeys(db, userId);
    return await db.asUser(userId, async (tx) => {
      const found = await countFound(tx, userId, created.id);
      const staged = await updateImport(tx, created.id, { ...found, status: 'staged' });
      if (!staged) throw new Error('the import being read was deleted');
      return staged;
    });
  } catch (error) {
    await db.asUser(userId, (tx) => deleteImport(tx, created.id));
    throw error;
  }
}
