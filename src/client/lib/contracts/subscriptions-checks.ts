// Generated from src/shared/contracts/subscriptions.ts by `npm run generate:checks`: do not edit.
// The client checks its answers with these valibot schemas, written from the shared zod
// contracts (scripts/answer-checks, docs/decisions/0034-answer-checks-generated.md).
import * as v from 'valibot';
import type { z } from 'zod';
import type {
  FeedItemSchema,
  FeedPreviewSchema,
  FollowedSchema,
  SourceKindSchema,
  SubscriptionSchema,
  SubscriptionStatusSchema,
  SubscriptionsSchema,
} from '@shared/contracts/subscriptions';

const SourceKindCheck: v.GenericSchema<z.output<typeof SourceKindSchema>> = v.picklist([
  'youtube_channel',
  'youtube_playlist',
  'vimeo',
  'peertube',
  'feed',
]);
const SubscriptionStatusCheck: v.GenericSchema<z.output<typeof SubscriptionStatusSchema>> =
  v.picklist(['waiting', 'ok', 'failing', 'paused', 'off']);
export const SubscriptionCheck: v.GenericSchema<z.output<typeof SubscriptionSchema>> = v.object({
  id: v.string(),
  kind: SourceKindCheck,
  title: v.string(),
  sourceUrl: v.string(),
  feedUrl: v.string(),
  collectionId: v.nullable(v.string()),
  collectionName: v.nullable(v.string()),
  paused: v.boolean(),
  status: SubscriptionStatusCheck,
  lastError: v.nullable(v.string()),
  lastCheckedAt: v.nullable(v.string()),
  lastNewAt: v.nullable(v.string()),
  nextCheckAt: v.nullable(v.string()),
  skippedForLimit: v.pipe(v.number(), v.safeInteger()),
  newestOnly: v.boolean(),
  createdAt: v.string(),
});
export const SubscriptionsCheck: v.GenericSchema<z.output<typeof SubscriptionsSchema>> = v.object({
  subscriptions: v.array(SubscriptionCheck),
  lookupsOff: v.boolean(),
});
const FeedItemCheck: v.GenericSchema<z.output<typeof FeedItemSchema>> = v.object({
  url: v.string(),
  title: v.string(),
  channelName: v.nullable(v.string()),
  thumbnailUrl: v.nullable(v.string()),
  publishedAt: v.nullable(v.string()),
});
export const FeedPreviewCheck: v.GenericSchema<z.output<typeof FeedPreviewSchema>> = v.object({
  kind: SourceKindCheck,
  title: v.string(),
  sourceUrl: v.string(),
  feedUrl: v.string(),
  items: v.array(FeedItemCheck),
  itemCount: v.pipe(v.number(), v.safeInteger()),
  newestOnly: v.boolean(),
  followingId: v.nullable(v.string()),
});
export const FollowedCheck: v.GenericSchema<z.output<typeof FollowedSchema>> = v.object({
  subscription: SubscriptionCheck,
  added: v.pipe(v.number(), v.safeInteger()),
});
