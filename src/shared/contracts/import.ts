import { z } from 'zod';

/** The kinds of file Vidshelf imports (docs/decisions/0035-import.md). */
export const ImportFormatSchema = z
  .enum(['bookmarks-html', 'vidshelf-json', 'takeout-csv', 'url-list'])
  .meta({ id: 'ImportFormat' });
export type ImportFormat = z.infer<typeof ImportFormatSchema>;

/**
 * Reading the file, waiting to be started (the preview), running, finished; or ended before its
 * end: cancelled by its user, or failed (`failure` says why).
 */
export const ImportStatusSchema = z
  .enum(['reading', 'staged', 'running', 'done', 'cancelled', 'failed'])
  .meta({ id: 'ImportStatus' });
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

/**
 * What became of one entry of the file; `not_imported`: the import ended (cancelled, failed)
 * before it came to it.
 */
export const ImportOutcomeSchema = z
  .enum(['added', 'duplicate', 'invalid', 'over_limit', 'not_imported'])
  .meta({ id: 'ImportOutcome' });
export type ImportOutcome = z.infer<typeof ImportOutcomeSchema>;

const count = () => z.number().int().min(0);

export const ImportSchema = z
  .object({
    id: z.uuid(),
    status: ImportStatusSchema,
    format: ImportFormatSchema,
    fileName: z.string(),
    /** What the file holds, counted when it was read, before anything was written. */
    found: z.object({
      links: count(),
      /** Collections the file names, and how many of them the library does not have yet. */
      collections: count(),
      newCollections: count(),
      /** Links the library already has (the same video or page). */
      inLibrary: count(),
      /** Entries that repeat an earlier one of the file. */
      repeated: count(),
      /** Entries that are no web link (`javascript:`, `place:`, …) or too long to save. */
      invalid: count(),
      /**
       * Links in folders nested deeper than the depth read (IMPORT_FOLDER_DEPTH_MAX): each goes
       * into its folder at that depth.
       */
      folded: count(),
    }),
    /** How many more videos and collections the plan holds now; null: no limit. */
    room: z.object({ videos: count().nullable(), collections: count().nullable() }),
    /** Where the links go: null keeps the file's collections. */
    targetCollectionId: z.uuid().nullable(),
    /** Entries dealt with so far, of `found.links`, and how. */
    progress: z.object({
      processed: count(),
      added: count(),
      duplicates: count(),
      invalid: count(),
      overLimit: count(),
    }),
    /** Why a failed import ended (or why its last chunk failed, while it is tried again). */
    failure: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    startedAt: z.iso.datetime({ offset: true }).nullable(),
    finishedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'Import' });
export type Import = z.infer<typeof ImportSchema>;

/** The user's latest import (the one under way, or the last finished), or none. */
export const CurrentImportSchema = z
  .object({ import: ImportSchema.nullable() })
  .meta({ id: 'CurrentImport' });
export type CurrentImport = z.infer<typeof CurrentImportSchema>;

export const ImportUploadQuerySchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, 'Name the file.')
    .max(255, 'Use at most 255 characters.')
    .meta({ description: 'The file’s name: a Takeout playlist is named after it.' }),
});

export const StartImportRequestSchema = z
  .object({
    collectionId: z
      .uuid('Choose a collection.')
      .nullable()
      .meta({ description: 'Put every link into this collection; null keeps the file’s.' }),
  })
  .meta({ id: 'StartImportRequest' });
export type StartImportRequest = z.infer<typeof StartImportRequestSchema>;

/** One line of the report: an entry of the file and what became of it. */
export const ImportReportItemSchema = z
  .object({
    /** Its place in the file, from 1. */
    seq: z.number().int().min(1),
    /** Where in the file: "line 12", "link 1,204", "video 3". */
    source: z.string(),
    url: z.string(),
    title: z.string().nullable(),
    outcome: ImportOutcomeSchema,
    /** Where it went ("Music") or why not ("Already in Unsorted", "Same link as line 3"). */
    detail: z.string(),
  })
  .meta({ id: 'ImportReportItem' });
export type ImportReportItem = z.infer<typeof ImportReportItemSchema>;

export const IMPORT_REPORT_PAGE_MAX = 500;

export const ImportReportQuerySchema = z.object({
  outcome: ImportOutcomeSchema.optional(),
  /** The last `seq` of the previous page. */
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(IMPORT_REPORT_PAGE_MAX).default(100),
});

export const ImportReportPageSchema = z
  .object({
    items: z.array(ImportReportItemSchema),
    /** Pass as `after` for the next page; null: this was the last. */
    nextAfter: z.number().int().nullable(),
  })
  .meta({ id: 'ImportReportPage' });
export type ImportReportPage = z.infer<typeof ImportReportPageSchema>;
