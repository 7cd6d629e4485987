import * as v from 'valibot';
import type { Collection, Library, TierInfo, Video } from '@shared/contracts/library';

// The library answers as the client checks them: the shared contract's shapes (src/shared/
// contracts/library.ts) restated with valibot, whose functions tree-shake to about 1 KB here,
// where the contract's full zod would add ~23 KB gzipped to the first load, and zod/mini ~5 KB
// (docs/decisions/0022-bundle-budget.md). The client checks shapes; formats (uuid, timestamps) are
// the server's to guarantee, and checking them would cost every load of a 50,000-video library.
// Each is typed as its contract type, so tsc fails when the two drift apart.

export const CollectionSchema: v.GenericSchema<Collection> = v.object({
  id: v.string(),
  name: v.string(),
  color: v.nullable(v.string()),
  position: v.string(),
  isDefault: v.boolean(),
});

export const VideoSchema: v.GenericSchema<Video> = v.object({
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
});

export const LibrarySchema: v.GenericSchema<Library> = v.object({
  categories: v.array(CollectionSchema),
  videos: v.array(VideoSchema),
});

export const LimitTypeSchema = v.picklist(['category', 'video']);

const count = v.pipe(v.number(), v.integer());

export const TierInfoSchema: v.GenericSchema<TierInfo> = v.object({
  tier: v.picklist(['free', 'pro']),
  categoryCount: count,
  videoCount: count,
  categoryLimit: v.nullable(count),
  videoLimit: v.nullable(count),
  canAdd: v.boolean(),
  limitType: LimitTypeSchema,
});
