import { STORAGE_PREFIX } from './constants';

// The export's words and file name, kept apart from its zod contract (contracts/export.ts) so
// that the client, which only needs these, does not pull zod in.

/** SPEC §8's words for the export (Settings → Data Export). */
export const EXPORT_MESSAGES = {
  success: 'Your links have been exported successfully',
  signedOut: 'You must be logged in to export links',
  failed: 'Failed to export links. Please try again.',
} as const;

/** SPEC §9: `vidshelf-links-export-YYYY-MM-DD.json`, the date as the user's calendar shows it. */
export function exportFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${STORAGE_PREFIX}links-export-${day}.json`;
}
