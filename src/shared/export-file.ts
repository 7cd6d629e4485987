import { STORAGE_PREFIX } from './constants';

// The export's words and file name, kept apart from its zod contract (contracts/export.ts) so
// that the client, which only needs these, does not pull zod in.

/** The words of docs/product/errors.md for the export (Settings → Data Export). */
export const EXPORT_MESSAGES = {
  success: 'Your links have been exported successfully',
  signedOut: 'You must be logged in to export links',
  failed: 'Failed to export links. Please try again.',
} as const;

/** `YYYY-MM-DD` as the calendar of whoever names the file shows it. */
function day(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * docs/product/limits.md: `vidshelf-links-export-YYYY-MM-DD.json`, the date as the user's calendar
 * shows it.
 */
export const exportFileName = (date: Date): string =>
  `${STORAGE_PREFIX}links-export-${day(date)}.json`;

/** The same library as a bookmark file any browser imports: `vidshelf-bookmarks-YYYY-MM-DD.html`. */
export const bookmarksFileName = (date: Date): string =>
  `${STORAGE_PREFIX}bookmarks-${day(date)}.html`;
