import { isHttpUrl } from '@shared/urls';
import { columnOf, csvRecords, type CsvRecord } from './csv-records';
import {
  cleanText,
  dateFromEpoch,
  dateFromIso,
  ImportFileError,
  type ImportItem,
} from './import-item';

/** Columns of a CSV export with a header row (Raindrop's, Pocket's, a spreadsheet's). */
interface Columns {
  url: number;
  title: number;
  folder: number;
  date: number;
}

function columnsOf(header: readonly string[]): Columns | null {
  const url = columnOf(header, /^(url|link|href|address)$/i);
  if (url < 0) return null;
  return {
    url,
    title: columnOf(header, /^(title|name)$/i),
    folder: columnOf(header, /^(folder|collection|category)$/i),
    date: columnOf(header, /^(created|created_at|time_added|date|added)$/i),
  };
}

const cell = (cells: readonly string[], index: number): string => cells[index]?.trim() ?? '';

function fromColumns({ cells, line }: CsvRecord, columns: Columns): ImportItem {
  const title = cleanText(cell(cells, columns.title));
  const folder = cleanText(cell(cells, columns.folder));
  const date = cell(cells, columns.date);
  return {
    source: `line ${line}`,
    url: cell(cells, columns.url),
    title: title === '' ? null : title,
    folders: folder === '' ? [] : [folder],
    savedAt: dateFromEpoch(date) ?? dateFromIso(date),
    channelName: null,
    description: null,
    tags: [],
    note: null,
  };
}

/** A line that is a link, or a row one of whose cells is; else its first cell, to report. */
function fromLine({ cells, raw, line }: CsvRecord): ImportItem {
  const whole = raw.trim();
  // A URL has no spaces: a line with some is cells, or a link and a note.
  const url =
    !/\s/.test(whole) && isHttpUrl(whole)
      ? whole
      : (cells.find((c) => isHttpUrl(c)) ?? cells[0] ?? whole);
  return {
    source: `line ${line}`,
    url: url.trim(),
    title: null,
    folders: [],
    savedAt: null,
    channelName: null,
    description: null,
    tags: [],
    note: null,
  };
}

/**
 * A list of links, one a line, as plain text or CSV. A first row naming a "url" column makes
 * it a table (title, folder and date read from their columns too); otherwise each line is a
 * link, or the first cell that is one. A line with none is an item too (the report says it is
 * not a link); a file with no link at all is refused.
 */
export async function* urlListItems(text: AsyncIterable<string>): AsyncGenerator<ImportItem> {
  let columns: Columns | null | undefined;
  let links = 0;
  for await (const record of csvRecords(text)) {
    if (columns === undefined) {
      columns = columnsOf(record.cells);
      if (columns) continue;
    }
    const item = columns ? fromColumns(record, columns) : fromLine(record);
    if (isHttpUrl(item.url)) links += 1;
    yield item;
  }
  if (links === 0) throw new ImportFileError('No links were found in this file.');
}
