import { pipeline, Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { ImportFileError } from './import-item';

/**
 * The longest row (all its cells) a CSV import reads, in bytes: far beyond any export's row
 * (a title, a note, a list of tags), and what bounds the parser's memory when a file is one
 * endless row, or a quote is never closed (docs/decisions/0078-hostile-import-files.md).
 */
export const CSV_RECORD_MAX_BYTES = 256 * 1024;

export interface CsvRecord {
  cells: string[];
  /** The record as written (its line break included), for a line that is one link. */
  raw: string;
  /** The line it ends on, counted from 1. */
  line: number;
}

/**
 * The records of CSV text as it arrives (csv-parse, streaming with back-pressure): forgiving
 * of what hand-made and exported lists hold (rows of different lengths, stray quotes, a BOM,
 * blank lines).
 */
export async function* csvRecords(text: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  // pipeline, not pipe: an error of the text (a file that turns out not to be text) reaches
  // the records and ends the read, instead of leaving it waiting.
  const records = pipeline(
    Readable.from(text, { highWaterMark: 1 }),
    parse({
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      bom: true,
      info: true,
      raw: true,
      max_record_size: CSV_RECORD_MAX_BYTES,
    }),
    () => undefined,
  );
  try {
    for await (const { record, raw, info } of records as AsyncIterable<{
      record: string[];
      raw: string;
      info: { lines: number };
    }>) {
      yield { cells: record, raw, line: info.lines };
    }
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_MAX_RECORD_SIZE') {
      const line = (error as CsvError & { lines?: number }).lines;
      throw new ImportFileError(
        `This file cannot be imported: ${line ? `line ${line.toLocaleString('en-US')}` : 'a row'} is longer than ${CSV_RECORD_MAX_BYTES / 1024} KB.`,
      );
    }
    throw error;
  }
}

/** The index of the first cell that `pattern` matches whole (trimmed), or -1. */
export const columnOf = (cells: readonly string[], pattern: RegExp): number =>
  cells.findIndex((cell) => pattern.test(cell.trim()));
