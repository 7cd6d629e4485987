// Generated from src/shared/contracts/import.ts by `npm run generate:checks`: do not edit.
// The client checks its answers with these valibot schemas, written from the shared zod
// contracts (scripts/answer-checks, docs/decisions/0034-answer-checks-generated.md).
import * as v from 'valibot';
import type { z } from 'zod';
import type {
  CurrentImportSchema,
  ImportFormatSchema,
  ImportOutcomeSchema,
  ImportReportItemSchema,
  ImportReportPageSchema,
  ImportSchema,
  ImportStatusSchema,
} from '@shared/contracts/import';

const ImportStatusCheck: v.GenericSchema<z.output<typeof ImportStatusSchema>> = v.picklist([
  'reading',
  'staged',
  'running',
  'done',
  'cancelled',
  'failed',
]);
const ImportFormatCheck: v.GenericSchema<z.output<typeof ImportFormatSchema>> = v.picklist([
  'bookmarks-html',
  'vidshelf-json',
  'takeout-csv',
  'url-list',
]);
export const ImportCheck: v.GenericSchema<z.output<typeof ImportSchema>> = v.object({
  id: v.string(),
  status: ImportStatusCheck,
  format: ImportFormatCheck,
  fileName: v.string(),
  found: v.object({
    links: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    collections: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    newCollections: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    inLibrary: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    repeated: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    invalid: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    folded: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  }),
  room: v.object({
    videos: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
    collections: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  }),
  targetCollectionId: v.nullable(v.string()),
  progress: v.object({
    processed: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    added: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    duplicates: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    invalid: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    overLimit: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  }),
  failure: v.nullable(v.string()),
  createdAt: v.string(),
  startedAt: v.nullable(v.string()),
  finishedAt: v.nullable(v.string()),
});
export const CurrentImportCheck: v.GenericSchema<z.output<typeof CurrentImportSchema>> = v.object({
  import: v.nullable(ImportCheck),
});
const ImportOutcomeCheck: v.GenericSchema<z.output<typeof ImportOutcomeSchema>> = v.picklist([
  'added',
  'duplicate',
  'invalid',
  'over_limit',
  'not_imported',
]);
const ImportReportItemCheck: v.GenericSchema<z.output<typeof ImportReportItemSchema>> = v.object({
  seq: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  source: v.string(),
  url: v.string(),
  title: v.nullable(v.string()),
  outcome: ImportOutcomeCheck,
  detail: v.string(),
});
export const ImportReportPageCheck: v.GenericSchema<z.output<typeof ImportReportPageSchema>> =
  v.object({
    items: v.array(ImportReportItemCheck),
    nextAfter: v.nullable(v.pipe(v.number(), v.safeInteger())),
  });
