import { CsvError, parse } from 'csv-parse';
import { SUBSCRIPTION_FILE_ENTRIES_MAX } from '@shared/subscription-file';
import { isYouTubeChannelId, YOUTUBE_CHANNEL_ID_PATTERN } from '../source-url';
import {
  entryCounter,
  problem,
  PROBLEMS,
  SubscriptionFileError,
  type FileEntries,
} from './file-entry';

/** The longest row read: a channel's id, address and title take a few hundred bytes. */
export const SUBSCRIPTION_CSV_ROW_MAX_BYTES = 64 * 1024;

/** A channel's id inside a channel's address (`…/channel/UC…`), as Takeout's second column. */
const CHANNEL_IN_URL = new RegExp(`/channel/(${YOUTUBE_CHANNEL_ID_PATTERN})(?:[/?#]|$)`);

interface Columns {
  id: number;
  url: number;
  title: number;
}

/** Takeout's own columns, in the order it writes them; other languages name them otherwise. */
const TAKEOUT_COLUMNS: Columns = { id: 0, url: 1, title: 2 };

/** The column whose header `pattern` matches, or `fallback`. */
const columnOf = (header: readonly string[], pattern: RegExp, fallback: number) => {
  const found = header.findIndex((cell) => pattern.test(cell.trim()));
  return found >= 0 ? found : fallback;
};

/** A channel id the row names: its id column, or a channel address in any of its cells. */
function channelIdOf(cells: readonly string[], columns: Columns): string | null {
  const id = cells[columns.id]?.trim() ?? '';
  if (isYouTubeChannelId(id)) return id;
  for (const cell of [cells[columns.url], ...cells]) {
    const match = cell === undefined ? null : CHANNEL_IN_URL.exec(cell.trim());
    if (match?.[1] !== undefined) return match[1];
  }
  return null;
}

interface CsvRecord {
  record: string[];
  info: { lines: number };
}

/** Characters handed to the parser at once, with a turn of the event loop after each when due. */
const SLICE_CHARS = 8192;

/**
 * The records of the text (csv-parse's streaming parser, given the text a slice at a time so
 * other requests are answered meanwhile): forgiving of what hand-made lists hold (rows of
 * different lengths, stray quotes, a BOM, blank lines). Stops reading one record past what a
 * file may list (a header and the entries), which the caller refuses.
 */
async function csvRecords(text: string, turn: () => Promise<void>): Promise<CsvRecord[]> {
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
    max_record_size: SUBSCRIPTION_CSV_ROW_MAX_BYTES,
  });
  const records: CsvRecord[] = [];
  let failure: unknown = null;
  const ended = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('close', resolve);
  });
  parser.on('data', (record: CsvRecord) => records.push(record));
  // The first error is the parser's own; a later one is only the stream refusing what followed.
  parser.on('error', (error) => (failure ??= error));
  const enough = SUBSCRIPTION_FILE_ENTRIES_MAX + 2;
  for (let at = 0; at < text.length; at += SLICE_CHARS) {
    if (failure !== null || records.length >= enough) break;
    parser.write(text.slice(at, at + SLICE_CHARS));
    await turn();
  }
  if (records.length >= enough) {
    parser.destroy();
    return records;
  }
  if (failure === null) parser.end();
  await ended;
  if (failure !== null) throw failure;
  return records;
}

/**
 * A YouTube subscriptions list as Google Takeout writes it (`subscriptions.csv`: "Channel Id,
 * Channel Url,Channel Title", a header in the account's language), FreeTube's YouTube CSV
 * export, or any CSV whose rows name channels by id or by `/channel/UC…` address. A first row
 * that names no channel is its header. A file none of whose rows names a channel is no
 * subscriptions list: refused.
 */
export async function takeoutCsvEntries(
  text: string,
  turn: () => Promise<void>,
): Promise<FileEntries> {
  let records: CsvRecord[];
  try {
    records = await csvRecords(text, turn);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines;
    const where = line ? `line ${line.toLocaleString('en-US')}` : 'a row';
    throw new SubscriptionFileError(
      error.code === 'CSV_MAX_RECORD_SIZE'
        ? `This file cannot be imported: ${where} is longer than ${SUBSCRIPTION_CSV_ROW_MAX_BYTES / 1024} KB.`
        : `This CSV file cannot be read at ${where}.`,
    );
  }
  const [first] = records;
  let columns = TAKEOUT_COLUMNS;
  let rows = records;
  if (first && channelIdOf(first.record, TAKEOUT_COLUMNS) === null) {
    const header = first.record;
    columns = {
      id: columnOf(header, /channel.?id/i, 0),
      url: columnOf(header, /channel.?ur[li]/i, 1),
      title: columnOf(header, /channel.?(title|name)/i, 2),
    };
    rows = records.slice(1);
  }
  const count = entryCounter();
  const result: FileEntries = { entries: [], problems: [] };
  for (const { record, info } of rows) {
    count();
    const source = `line ${info.lines.toLocaleString('en-US')}`;
    const id = channelIdOf(record, columns);
    if (id === null) {
      result.problems.push(
        problem(source, record[columns.id]?.trim() ?? '', PROBLEMS.notChannelId),
      );
      continue;
    }
    const title = record[columns.title]?.trim();
    result.entries.push({
      source,
      title: title === undefined || title === '' ? null : title,
      address: { kind: 'youtube_channel_id', value: id },
    });
  }
  if (result.entries.length === 0 && rows.length > 0) {
    throw new SubscriptionFileError(
      'This CSV file names no YouTube channel (no "Channel Id" column).',
    );
  }
  return result;
}
