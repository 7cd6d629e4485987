// Generated from src/shared/contracts/library.ts by `npm run generate:checks`: do not edit.
// The client checks its answers with these valibot schemas, written from the shared zod
// contracts (scripts/answer-checks, docs/decisions/0034-answer-checks-generated.md).
import * as v from 'valibot';
import type { z } from 'zod';
import type {
  BulkVideosResultSchema,
  CollectionSchema,
  LibraryChangesSchema,
  LibrarySchema,
  LimitTypeSchema,
  TagSchema,
  TierInfoSchema,
  VideoSchema,
} from '@shared/contracts/library';

export const CollectionCheck: v.GenericSchema<z.output<typeof CollectionSchema>> = v.object({
  id: v.string(),
  name: v.string(),
  color: v.nullable(v.string()),
  position: v.string(),
  isDefault: v.boolean(),
});
export const VideoCheck: v.GenericSchema<z.output<typeof VideoSchema>> = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  thumbnailUrl: v.nullable(v.string()),
  channelName: v.nullable(v.string()),
  duration: v.nullable(v.string()),
  url: v.string(),
  youtubeId: v.string(),
  categoryId: v.string(),
  position: v.string(),
  createdAt: v.string(),
  watchedAt: v.nullable(v.string()),
  unavailable: v.boolean(),
  unavailableSince: v.nullable(v.string()),
  publishedAt: v.nullable(v.string()),
  tags: v.array(v.string()),
  note: v.string(),
});
export const TagCheck: v.GenericSchema<z.output<typeof TagSchema>> = v.object({
  id: v.string(),
  name: v.string(),
});
export const BulkVideosResultCheck: v.GenericSchema<z.output<typeof BulkVideosResultSchema>> =
  v.object({ videos: v.array(VideoCheck) });
export const LibraryCheck: v.GenericSchema<z.output<typeof LibrarySchema>> = v.object({
  categories: v.array(CollectionCheck),
  videos: v.array(VideoCheck),
  tags: v.array(TagCheck),
});
export const LibraryChangesCheck: v.GenericSchema<z.output<typeof LibraryChangesSchema>> = v.object(
  {
    categories: v.array(CollectionCheck),
    videos: v.array(VideoCheck),
    tags: v.array(TagCheck),
    deletedIds: v.array(v.string()),
  },
);
export const LimitTypeCheck: v.GenericSchema<z.output<typeof LimitTypeSchema>> = v.picklist([
  'category',
  'video',
]);
export const TierInfoCheck: v.GenericSchema<z.output<typeof TierInfoSchema>> = v.object({
  tier: v.picklist(['free', 'pro']),
  categoryCount: v.pipe(v.number(), v.safeInteger()),
  videoCount: v.pipe(v.number(), v.safeInteger()),
  categoryLimit: v.nullable(v.pipe(v.number(), v.safeInteger())),
  videoLimit: v.nullable(v.pipe(v.number(), v.safeInteger())),
  canAdd: v.boolean(),
  limitType: LimitTypeCheck,
});
/** Changes with any check above: a local copy kept under another was checked by other checks. */
export const LIBRARY_CHECKS_FINGERPRINT = '7a5c90c047456908';
