import { stringify } from 'csv-stringify/sync';
import type { ImportReportItem } from '@shared/contracts/import';
import { OUTCOME_LABELS } from '@shared/import-outcomes';

const COLUMNS = ['Entry', 'Where in the file', 'Link', 'Title', 'Result', 'Detail'];

/**
 * A spreadsheet runs a cell that starts with one of these as a formula: a title such as
 * `=HYPERLINK(…)` from someone else's bookmarks must open as text (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const asText = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** The report's first line (with a byte-order mark, so spreadsheets read it as UTF-8). */
export const REPORT_CSV_HEADER = `\uFEFF${stringify([COLUMNS])}`;

/** Report lines for these entries. */
export const reportCsv = (items: readonly ImportReportItem[]): string =>
  stringify(
    items.map((item) =>
      [
        String(item.seq),
        item.source,
        item.url,
        item.title ?? '',
        OUTCOME_LABELS[item.outcome],
        item.detail,
      ].map(asText),
    ),
  );
