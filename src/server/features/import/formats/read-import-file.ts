import { turnsEvery } from '@server/http/next-turn';
import { bookmarksHtmlItems } from './bookmarks-html';
import { ImportFileError, type ImportFormat, type ImportItem } from './import-item';
import { takeoutCsvItems } from './takeout-csv';
import { urlListItems } from './url-list';
import { vidshelfJsonItems } from './vidshelf-json';

/** How much of the start of a file is read to tell its kind. */
const SNIFF_CHARS = 8_192;

/** Refusals told by a file's first bytes: archives people upload instead of what is inside. */
function refuseByMagic(bytes: Uint8Array): void {
  const starts = (...magic: number[]) => magic.every((byte, i) => bytes[i] === byte);
  if (starts(0x50, 0x4b, 0x03, 0x04) || starts(0x50, 0x4b, 0x05, 0x06)) {
    throw new ImportFileError(
      'This is a ZIP archive: unzip it first, then import the file inside.',
    );
  }
  if (starts(0x1f, 0x8b)) {
    throw new ImportFileError('This is a compressed (gzip) file: decompress it first.');
  }
}

/**
 * Bytes of the file decoded at once: small, so that one piece's reading stays short even before
 * the engine has optimised the readers (about 6 ms for 4 KB then, against 0.3 ms after).
 */
const PIECE_BYTES = 4 * 1024;

/**
 * Milliseconds of reading between two turns of the event loop. An upload that has arrived whole
 * is at hand without waiting, and reading it through (a file of nested folders, which writes
 * nothing to the database) would otherwise answer no other request until its end.
 */
const READ_TURN_MS = 8;

/**
 * The file's text as UTF-8, as it arrives, in pieces of PIECE_BYTES at most, with a turn of the
 * event loop after each READ_TURN_MS of reading; a file that is not UTF-8 text (invalid
 * sequences, NUL characters) is refused wherever that shows, so nothing of it is imported.
 */
async function* utf8Text(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const notText = () => new ImportFileError('This file is not text.');
  const turn = turnsEvery(READ_TURN_MS);
  let first = true;
  for await (const chunk of bytes) {
    if (first && chunk.length > 0) {
      refuseByMagic(chunk);
      first = false;
    }
    for (let at = 0; at < chunk.length; at += PIECE_BYTES) {
      let text: string;
      try {
        text = decoder.decode(chunk.subarray(at, at + PIECE_BYTES), { stream: true });
      } catch {
        throw notText();
      }
      if (text.includes('\0')) throw notText();
      if (text !== '') yield text;
      await turn();
    }
  }
  try {
    const rest = decoder.decode();
    if (rest !== '') yield rest;
  } catch {
    throw notText();
  }
}

/** The kind of file its first characters show. */
export function detectFormat(head: string): ImportFormat {
  const start = head.trimStart();
  const lower = start.slice(0, SNIFF_CHARS).toLowerCase();
  if (start === '') throw new ImportFileError('This file is empty.');
  if (lower.startsWith('<')) {
    if (lower.startsWith('<!doctype netscape-bookmark-file') || lower.includes('<dl')) {
      return 'bookmarks-html';
    }
    throw new ImportFileError('This HTML file is not a bookmarks file (it has no list of links).');
  }
  if (lower.startsWith('{')) return 'vidshelf-json';
  if (lower.startsWith('[')) {
    throw new ImportFileError('This JSON file is not a Vidshelf export (it is a list).');
  }
  if (/(^|[\n,])[ \t]*"?video id"?[ \t]*(,|\r?\n|$)/i.test(lower)) return 'takeout-csv';
  return 'url-list';
}

export interface ImportFile {
  format: ImportFormat;
  /** Every entry, in file order; throws ImportFileError where the file turns out broken. */
  items: AsyncIterable<ImportItem>;
}

/**
 * Opens an uploaded file: reads enough of it to tell its kind (refusing archives, binary and
 * empty files at once) and returns its entries as they are read. `fileName` names a Takeout
 * playlist's collection.
 */
export async function readImportFile(
  bytes: AsyncIterable<Uint8Array>,
  fileName: string,
): Promise<ImportFile> {
  const text = utf8Text(bytes);
  let head = '';
  let done = false;
  while (head.length < SNIFF_CHARS && !done) {
    const next = await text.next();
    if (next.done) done = true;
    else head += next.value;
  }
  const format = detectFormat(head);
  async function* all(): AsyncGenerator<string> {
    if (head !== '') yield head;
    if (!done) yield* text;
  }
  const items =
    format === 'bookmarks-html'
      ? bookmarksHtmlItems(all())
      : format === 'vidshelf-json'
        ? vidshelfJsonItems(all())
        : format === 'takeout-csv'
          ? takeoutCsvItems(all(), fileName)
          : urlListItems(all());
  return { format, items };
}
