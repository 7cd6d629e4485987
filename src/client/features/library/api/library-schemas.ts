import * as z from 'zod/mini';
import type { Category, Library, TierInfo, Video } from '../../../../shared/contracts/library';

// The library answers as the client checks them: the shared contract's shapes (src/shared/
// contracts/library.ts) restated with zod/mini, which the bundle tree-shakes to what is used,
// where the contract's full zod would add ~23 KB gzipped to the first load
// (docs/decisions/bundle-budget.md). Each is typed as its contract type, so tsc fails when the
// two drift apart.

export const CategorySchema: z.ZodMiniType<Category> = z.object({
  id: z.uuid(),
  name: z.string(),
  color: z.nullable(z.string()),
  position: z.string(),
  isDefault: z.boolean(),
});

export const VideoSchema: z.ZodMiniType<Video> = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  thumbnailUrl: z.nullable(z.string()),
  channelName: z.nullable(z.string()),
  duration: z.nullable(z.string()),
  url: z.string(),
  youtubeId: z.string(),
  categoryId: z.uuid(),
  position: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const LibrarySchema: z.ZodMiniType<Library> = z.object({
  categories: z.array(CategorySchema),
  videos: z.array(VideoSchema),
});

export const LimitTypeSchema = z.enum(['category', 'video']);

export const TierInfoSchema: z.ZodMiniType<TierInfo> = z.object({
  tier: z.enum(['free', 'pro']),
  categoryCount: z.int(),
  videoCount: z.int(),
  categoryLimit: z.nullable(z.int()),
  videoLimit: z.nullable(z.int()),
  canAdd: z.boolean(),
  limitType: LimitTypeSchema,
});
