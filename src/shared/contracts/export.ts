import { z } from 'zod';
import { STORAGE_PREFIX } from '../constants';

/** SPEC §8's words for the export (Settings → Data Export). */
export const EXPORT_MESSAGES = {
  success: 'Your links have been exported successfully',
  signedOut: 'You must be logged in to export links',
  failed: 'Failed to export links. Please try again.',
} as const;

/** One saved link, with SPEC §3's export fields exactly as named. */
export const ExportVideoSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    url: z.string(),
    description: z.string(),
    channelName: z.string().nullable(),
    categoryId: z.uuid(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ExportVideo' });

/**
 * The export file (SPEC §3), plus the collections in their order so that a reader can name
 * each video's collection without the app. Videos come in library order.
 */
export const ExportFileSchema = z
  .object({
    exportedAt: z.iso.datetime({ offset: true }),
    user: z.object({ id: z.uuid(), email: z.string() }),
    categories: z.array(z.object({ id: z.uuid(), name: z.string() })),
    videos: z.array(ExportVideoSchema),
  })
  .meta({ id: 'ExportFile' });
export type ExportFile = z.infer<typeof ExportFileSchema>;
export type ExportVideo = z.infer<typeof ExportVideoSchema>;

/** SPEC §9: `vidshelf-links-export-YYYY-MM-DD.json`, the date as the user's calendar shows it. */
export function exportFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${STORAGE_PREFIX}links-export-${day}.json`;
}
