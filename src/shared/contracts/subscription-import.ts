import { z } from 'zod';
import { SUBSCRIPTION_FILE_FORMATS } from '../subscription-file';

/**
 * Subscriptions moved in and out as a file (docs/product/subscriptions.md#move-in-and-out):
 * `POST /api/subscriptions/import/preview` and `POST /api/subscriptions/import` take the file as
 * the request body; `GET /api/subscriptions/export.opml` gives them back as OPML.
 */

export const SubscriptionFileFormatSchema = z
  .enum(SUBSCRIPTION_FILE_FORMATS)
  .meta({ id: 'SubscriptionFileFormat' });

/** An entry of the file that is not followed, and why. */
export const SubscriptionFileProblemSchema = z
  .object({
    /** Where in the file: "line 4", "subscription 12", "line 2, subscription 3". */
    source: z.string(),
    /** What the file wrote there (the id or address), cut to 200 characters. */
    value: z.string(),
    reason: z.string(),
  })
  .meta({ id: 'SubscriptionFileProblem' });
export type SubscriptionFileProblem = z.infer<typeof SubscriptionFileProblemSchema>;

/** What a file holds, before anything is followed. */
export const SubscriptionImportPreviewSchema = z
  .object({
    format: SubscriptionFileFormatSchema,
    /** Channels and feeds the file lists that can be followed (repeats and problems left out). */
    entries: z.number().int(),
    /** Of those, the ones the user follows already. */
    alreadyFollowing: z.number().int(),
    /** Of those, the ones not followed yet. */
    new: z.number().int(),
    /** How many more the user may follow (SUBSCRIPTIONS_PER_USER_MAX minus those followed). */
    room: z.number().int(),
    problems: z.array(SubscriptionFileProblemSchema),
  })
  .meta({ id: 'SubscriptionImportPreview' });
export type SubscriptionImportPreview = z.infer<typeof SubscriptionImportPreviewSchema>;

export const SubscriptionImportOutcomeSchema = z
  .enum(['followed', 'already_following', 'over_limit'])
  .meta({ id: 'SubscriptionImportOutcome' });
export type SubscriptionImportOutcome = z.infer<typeof SubscriptionImportOutcomeSchema>;

/** What became of one channel or feed of the file. */
export const SubscriptionImportResultSchema = z
  .object({
    source: z.string(),
    title: z.string(),
    /** The channel's, playlist's or site's page (the feed's address when the file names none). */
    url: z.string(),
    outcome: SubscriptionImportOutcomeSchema,
  })
  .meta({ id: 'SubscriptionImportResult' });
export type SubscriptionImportResult = z.infer<typeof SubscriptionImportResultSchema>;

/** What an import did, entry by entry. */
export const SubscriptionImportReportSchema = z
  .object({
    format: SubscriptionFileFormatSchema,
    followed: z.number().int(),
    alreadyFollowing: z.number().int(),
    /** Left out: the account would follow more than SUBSCRIPTIONS_PER_USER_MAX. */
    skipped: z.number().int(),
    /** Where the new subscriptions' videos go; null when none was followed. */
    collectionName: z.string().nullable(),
    problems: z.array(SubscriptionFileProblemSchema),
    /** Every channel and feed of the file, in its order. */
    results: z.array(SubscriptionImportResultSchema),
  })
  .meta({ id: 'SubscriptionImportReport' });
export type SubscriptionImportReport = z.infer<typeof SubscriptionImportReportSchema>;

/** `POST /api/subscriptions/import?collectionId=…`: where new videos go; absent: "Inbox". */
export const SubscriptionImportQuerySchema = z.object({
  collectionId: z.uuid('Pick a collection.').optional(),
});
