import { pipeline, Readable } from 'node:stream';
import { parse } from 'csv-parse';

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
    }),
    () => undefined,
  );
  for await (const { record, raw, info } of records as AsyncIterable<{
    record: string[];
    raw: string;
    info: { lines: number };
  }>) {
    yield { cells: record, raw, line: info.lines };
  }
}

/** The index of the first cell that `pattern` matches whole (trimmed), or -1. */
export const columnOf = (cells: readonly string[], pattern: RegExp): number =>
  cells.findIndex((cell) => pattern.test(cell.trim()));
