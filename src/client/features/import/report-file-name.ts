/** Used when the answer names no file (a proxy that dropped the header). */
export const REPORT_FILE_FALLBACK = 'vidshelf-import-report.csv';

/**
 * The file name a Content-Disposition header gives (`attachment; filename="…"`), which the server
 * dates; the fallback when there is none. Only a plain name is taken: no path, nothing empty.
 */
export function reportFileName(contentDisposition: string | null): string {
  const match = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '');
  const name = match?.[1]?.trim() ?? '';
  return name === '' || /[\\/]/.test(name) ? REPORT_FILE_FALLBACK : name;
}
