import { IMPORT_FILE_MAX_BYTES } from '@shared/constants';

/** What the file chooser offers: the kinds the server reads (docs/decisions/0035-import.md). */
export const IMPORT_FILE_ACCEPT = '.html,.htm,.json,.csv,.txt';

/** The server's own words for a file over the cap (its 413), so both refusals read the same. */
export const IMPORT_FILE_TOO_LARGE = `Import files can be at most ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB.`;

/**
 * Why a file is refused before it is sent, or null. Only the size is known to be wrong here:
 * what the file holds is the server's to judge (it says why and what it expects), and a file
 * over the cap would otherwise be uploaded in full only to be refused.
 */
export function importFileRefusal(file: { size: number }): string | null {
  return file.size > IMPORT_FILE_MAX_BYTES ? IMPORT_FILE_TOO_LARGE : null;
}
