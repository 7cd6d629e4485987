// Generated from src/shared/contracts/subscription-import.ts by `npm run generate:checks`: do not edit.
// The client checks its answers with these valibot schemas, written from the shared zod
// contracts (scripts/answer-checks, docs/decisions/0034-answer-checks-generated.md).
import * as v from 'valibot';
import type { z } from 'zod';
import type {
  SubscriptionFileFormatSchema,
  SubscriptionFileProblemSchema,
  SubscriptionImportOutcomeSchema,
  SubscriptionImportPreviewSchema,
  SubscriptionImportReportSchema,
  SubscriptionImportResultSchema,
} from '@shared/contracts/subscription-import';

const SubscriptionFileFormatCheck: v.GenericSchema<z.output<typeof SubscriptionFileFormatSchema>> =
  v.picklist(['youtube_takeout_csv', 'opml', 'newpipe_json', 'freetube_db']);
const SubscriptionFileProblemCheck: v.GenericSchema<
  z.output<typeof SubscriptionFileProblemSchema>
> = v.object({ source: v.string(), value: v.string(), reason: v.string() });
export const SubscriptionImportPreviewCheck: v.GenericSchema<
  z.output<typeof SubscriptionImportPreviewSchema>
> = v.object({
  format: SubscriptionFileFormatCheck,
  entries: v.pipe(v.number(), v.safeInteger()),
  alreadyFollowing: v.pipe(v.number(), v.safeInteger()),
  new: v.pipe(v.number(), v.safeInteger()),
  room: v.pipe(v.number(), v.safeInteger()),
  problems: v.array(SubscriptionFileProblemCheck),
});
const SubscriptionImportOutcomeCheck: v.GenericSchema<
  z.output<typeof SubscriptionImportOutcomeSchema>
> = v.picklist(['followed', 'already_following', 'over_limit']);
const SubscriptionImportResultCheck: v.GenericSchema<
  z.output<typeof SubscriptionImportResultSchema>
> = v.object({
  source: v.string(),
  title: v.string(),
  url: v.string(),
  outcome: SubscriptionImportOutcomeCheck,
});
export const SubscriptionImportReportCheck: v.GenericSchema<
  z.output<typeof SubscriptionImportReportSchema>
> = v.object({
  format: SubscriptionFileFormatCheck,
  followed: v.pipe(v.number(), v.safeInteger()),
  alreadyFollowing: v.pipe(v.number(), v.safeInteger()),
  skipped: v.pipe(v.number(), v.safeInteger()),
  collectionName: v.nullable(v.string()),
  problems: v.array(SubscriptionFileProblemCheck),
  results: v.array(SubscriptionImportResultCheck),
});
