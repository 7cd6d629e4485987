import { z } from 'zod';

/**
 * One saved link, with the export fields of docs/product/entities.md exactly as named and in that
 * order, then what Vidshelf adds: when it was marked watched
 * (docs/product/watch-later-and-player.md; null: not watched), when its site published it
 * (docs/product/subscriptions.md; null: not told), since when it is unavailable
 * (docs/product/availability.md; null: available), its tags' names and its note
 * (docs/product/tags-and-notes.md).
 */
export const ExportVideoSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    url: z.string(),
    description: z.string(),
    channelName: z.string().nullable(),
    categoryId: z.uuid(),
    createdAt: z.iso.datetime({ offset: true }),
    watchedAt: z.iso.datetime({ offset: true }).nullable(),
    publishedAt: z.iso.datetime({ offset: true }).nullable(),
    unavailableSince: z.iso.datetime({ offset: true }).nullable(),
    tags: z.array(z.string()),
    note: z.string(),
  })
  .meta({ id: 'ExportVideo' });

/**
 * The export file (docs/product/entities.md), plus the collections in their order so that a reader
 * can name each video's collection without the app. Videos come in library order.
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
