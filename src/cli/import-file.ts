import { constants, createReadStream } from 'node:fs';
import { access, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { sameCollectionName } from '@shared/collection-name';
import { plural } from '@shared/plural';
import type { Import } from '@shared/contracts/import';
import type { Database } from '@server/db/client';
import { findUserByEmail, listCollections } from '@server/core';
import {
  createImportRunner,
  createImportService,
  forgetUnfinishedUploads,
} from '@server/features/import';
import { createJobRunner } from '@server/jobs';

export interface ImportFileCommand {
  email: string;
  file: string;
  /** Everything into this collection (by name); the file's own collections when absent. */
  collection?: string;
  /** Where to write the per-entry report (CSV). */
  report?: string;
}

/** How often progress is printed while the import runs. */
const PROGRESS_EVERY_MS = 2_000;

const count = (n: number) => n.toLocaleString('en-US');
const counted = (n: number, one: string, many: string) => plural(n, one, many, count);

/** One line for what the file holds, before anything is written. */
export function previewLine({ fileName, found, room }: Import): string {
  const parts = [
    `${fileName}: ${counted(found.links, 'link', 'links')} in ${counted(found.collections, 'collection', 'collections')}`,
    `${count(found.inLibrary)} already in the library`,
  ];
  if (found.repeated > 0) parts.push(`${count(found.repeated)} repeated in the file`);
  if (found.invalid > 0) parts.push(`${count(found.invalid)} not links`);
  if (room.videos !== null) parts.push(`room for ${count(room.videos)} more videos`);
  return `${parts.join(', ')}.`;
}

/** One line for what the import did. */
export const resultLine = ({ progress }: Import): string =>
  `Added ${count(progress.added)}; ${counted(progress.duplicates, 'duplicate', 'duplicates')}, ` +
  `${count(progress.invalid)} not links, ${count(progress.overLimit)} over the plan limit.`;

/**
 * `import --email <e-mail> <file>`: the Import card's import for operators, on the same service
 * (the same preview, limits, duplicates and report). It runs to the end in this process; the
 * details of the videos it added (YouTube, Vimeo, Dailymotion, TED) are looked up by the server
 * when it next runs.
 */
export async function importFile(
  db: Database,
  command: ImportFileCommand,
  io: { out: (line: string) => void; err: (line: string) => void },
): Promise<number> {
  try {
    await access(command.file, constants.R_OK);
  } catch {
    io.err(`Cannot read ${command.file}.`);
    return 1;
  }
  const user = await db.system((tx) => findUserByEmail(tx, command.email.trim()));
  if (!user) {
    io.err(`No user has the e-mail ${command.email}.`);
    return 1;
  }
  let collectionId: string | null = null;
  if (command.collection !== undefined) {
    const wanted = command.collection;
    const collections = await db.asUser(user.id, (tx) => listCollections(tx, user.id));
    const found = collections.find((c) => sameCollectionName(c.name, wanted));
    if (!found) {
      io.err(`${user.email} has no collection named ${wanted}.`);
      return 1;
    }
    collectionId = found.id;
  }

  await forgetUnfinishedUploads(db);
  // Imports run as jobs (decision 0093): this command claims the one it starts, as a server would.
  const jobs = createJobRunner(db);
  const runner = createImportRunner({ db, jobs });
  const imports = createImportService({ db, runner });
  try {
    const staged = await imports.upload(
      user.id,
      createReadStream(command.file),
      basename(command.file),
    );
    io.out(previewLine(staged));
    await imports.start(user.id, staged.id, { collectionId });
    const progress = setInterval(() => {
      imports.current(user.id).then(
        (current) => {
          if (current?.status === 'running') {
            io.out(`${count(current.progress.processed)} of ${count(current.found.links)}…`);
          }
        },
        () => {}, // A progress line missed is no failure; the import says how it ended.
      );
    }, PROGRESS_EVERY_MS);
    try {
      await runner.settled();
    } finally {
      clearInterval(progress);
    }
    const done = (await imports.current(user.id)) as Import;
    if (done.status === 'failed') {
      io.err(`The import stopped after an error: ${done.failure ?? 'no reason was kept.'}`);
      return 1;
    }
    if (done.status !== 'done') {
      // A chunk failed (the database went away, or refused it and it is to be tried again):
      // what committed stays, the rest waits.
      io.err(
        `The import stopped after ${count(done.progress.processed)} of ${count(done.found.links)} entries; the server finishes it when it next runs.`,
      );
      return 1;
    }
    io.out(resultLine(done));
    if (command.report) {
      const chunks: string[] = [];
      await imports.writeReport(user.id, done.id, async (chunk) => {
        chunks.push(chunk);
      });
      await writeFile(command.report, chunks.join(''));
      io.out(`Report written to ${command.report}.`);
    }
    return 0;
  } finally {
    await runner.stop();
  }
}
