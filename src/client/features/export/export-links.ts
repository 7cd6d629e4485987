import { isApiErrorBody } from '@shared/errors';
import type { EXPORT_MESSAGES } from '@shared/export-file';
import { bookmarksFileName, exportFileName } from '@shared/export-file';

/**
 * How an export went: one of the spec's outcomes, or refused for now (too many downloads under
 * way: docs/decisions/0082-download-limits.md) with the server's words for it.
 */
export type ExportOutcome = keyof typeof EXPORT_MESSAGES | { refused: string };

/** The answers that say "not now" rather than "failed": their message is shown as it is. */
const TRY_LATER = new Set([429, 503]);

/** The files the library exports as: where the server writes each, and its dated name. */
export const EXPORT_FORMATS = {
  /** The spec's JSON file (docs/product/entities.md). */
  json: { path: '/api/export', fileName: exportFileName },
  /** A Netscape bookmark file any browser or bookmark service imports. */
  bookmarks: { path: '/api/export/bookmarks.html', fileName: bookmarksFileName },
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

export interface ExportDependencies {
  /** The signed-in user's authorized fetch; null when nobody is signed in. */
  fetchWithAuth: ((input: string) => Promise<Response>) | null;
  save: (file: Blob, fileName: string) => void;
  now: () => Date;
  /** The JSON file unless told. */
  format?: ExportFormat;
}

/**
 * Downloads the export (docs/product/entities.md "Export file"). The server builds the file from
 * the database and its bytes are saved as they came; the name carries the user's local date
 * (docs/product/limits.md). A 401 after the token refresh means the session is gone: that is the
 * signed-out message. A 429 or 503 with the server's error body says why not now (too many
 * downloads under way).
 */
export async function exportLinks({
  fetchWithAuth,
  save,
  now,
  format = 'json',
}: ExportDependencies): Promise<ExportOutcome> {
  if (!fetchWithAuth) return 'signedOut';
  const { path, fileName } = EXPORT_FORMATS[format];
  try {
    const response = await fetchWithAuth(path);
    if (response.status === 401) return 'signedOut';
    if (TRY_LATER.has(response.status)) {
      const body: unknown = await response.json().catch(() => null);
      if (isApiErrorBody(body)) return { refused: body.error.message };
    }
    if (!response.ok) throw new Error(`The export answered HTTP ${response.status}.`);
    save(await response.blob(), fileName(now()));
    return 'success';
  } catch (error) {
    console.error('Exporting the links failed:', error);
    return 'failed';
  }
}
