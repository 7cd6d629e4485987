/**
 * One entry of an imported file, as the file tells it: nothing is checked or normalised here
 * (a `javascript:` bookmark is an item too, so the report can say what became of it).
 */
export interface ImportItem {
  /** Where in the file it stands, for the report: "line 12", "link 1,204", "video 3". */
  source: string;
  /** The link as written in the file, trimmed. */
  url: string;
  /** The file's title for it, when it has one. */
  title: string | null;
  /** The folders it sits in, outermost first; empty when the file puts it in none. */
  folders: readonly string[];
  /**
   * True when the file nests it in folders deeper than IMPORT_FOLDER_DEPTH_MAX: `folders` then
   * ends at that depth.
   */
  folded?: boolean;
  /** When it was saved, when the file says so. */
  savedAt: Date | null;
  channelName: string | null;
  description: string | null;
  /**
   * Its tags, as the file names them (docs/product/tags-and-notes.md); empty when it names none.
   */
  tags: readonly string[];
  /** The user's note on it (a Vidshelf export's); null: none. */
  note: string | null;
  /** When the user marked it watched (a Vidshelf export's); absent or null: not told. */
  watchedAt?: Date | null;
  /** When its site published it (a Vidshelf export's); absent or null: not told. */
  publishedAt?: Date | null;
}

export type { ImportFormat } from '@shared/contracts/import';

/** What every refusal of a file ends with: what would have been accepted. */
export const EXPECTED_FILES =
  'Choose a bookmarks file exported from a browser or bookmark service (HTML), a Vidshelf ' +
  'export (JSON), a YouTube playlist from Google Takeout (CSV), or a list of links, one per line.';

/** A file that cannot be imported; its message says why and what was expected. Nothing was written. */
export class ImportFileError extends Error {
  constructor(reason: string) {
    super(`${reason} ${EXPECTED_FILES}`);
    this.name = 'ImportFileError';
  }
}

/** Item fields the longest stored text can take; longer values are cut, not refused. */
export const IMPORTED_TEXT_MAX_LENGTH = 2_000;

/** `text` with runs of whitespace made one space, trimmed, cut to the stored maximum. */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, IMPORTED_TEXT_MAX_LENGTH);
}

/**
 * A saved date from a number of seconds since 1970 (what bookmark files write), or of
 * milliseconds or microseconds (what some services write instead); null when it is not one,
 * or before 1990 or in the future (a clock's or a writer's mistake, not a date to keep).
 */
export function dateFromEpoch(value: string | undefined, now = Date.now()): Date | null {
  if (!value || !/^\d{1,19}$/.test(value.trim())) return null;
  let ms = Number(value.trim()) * 1000;
  while (ms > now + 86_400_000 && ms > 1e13) ms /= 1000;
  return dateWithin(new Date(ms), now);
}

/** A saved date from an ISO 8601 timestamp; null as for dateFromEpoch. */
export function dateFromIso(value: unknown, now = Date.now()): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return dateWithin(new Date(value.trim()), now);
}

const EARLIEST = Date.UTC(1990, 0, 1);

function dateWithin(date: Date, now: number): Date | null {
  const ms = date.getTime();
  return Number.isFinite(ms) && ms >= EARLIEST && ms <= now + 86_400_000 ? date : null;
}
