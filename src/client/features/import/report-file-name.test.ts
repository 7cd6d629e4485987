import { describe, expect, it } from 'vitest';
import { REPORT_FILE_FALLBACK, reportFileName } from './report-file-name';

describe('the report file’s name', () => {
  it('is the one the server gives', () => {
    expect(reportFileName('attachment; filename="vidshelf-import-report-2026-11-25.csv"')).toBe(
      'vidshelf-import-report-2026-11-25.csv',
    );
    expect(reportFileName('attachment; filename=report.csv')).toBe('report.csv');
  });

  it('falls back when there is none, or it is not a plain name', () => {
    expect(reportFileName(null)).toBe(REPORT_FILE_FALLBACK);
    expect(reportFileName('attachment')).toBe(REPORT_FILE_FALLBACK);
    expect(reportFileName('attachment; filename="../../etc/passwd"')).toBe(REPORT_FILE_FALLBACK);
  });
});
