import { PLACEHOLDER_THUMBNAIL_URL } from '@shared/constants';
import type { Video } from '@shared/contracts/library';

const PLACEHOLDER_ID_PREFIX = 'saving-';

/**
 * docs/product/entities.md "Placeholder video": what a card shows while the server fetches and
 * saves.
 */
export const PLACEHOLDER_TEXT = {
  title: 'Loading video...',
  description: 'Fetching video information...',
  channelName: 'Loading...',
} as const;

export function makePlaceholderVideo(input: {
  tempId: string;
  url: string;
  categoryId: string;
  now: Date;
}): Video {
  return {
    id: `${PLACEHOLDER_ID_PREFIX}${input.tempId}`,
    ...PLACEHOLDER_TEXT,
    thumbnailUrl: PLACEHOLDER_THUMBNAIL_URL,
    duration: null,
    url: input.url,
    youtubeId: '',
    categoryId: input.categoryId,
    position: '',
    createdAt: input.now.toISOString(),
    watchedAt: null,
    unavailable: false,
    unavailableSince: null,
    publishedAt: null,
    tags: [],
    note: '',
  };
}

/** A card still being saved: it has no server id yet, so nothing can be done to it. */
export const isPlaceholderId = (id: string): boolean => id.startsWith(PLACEHOLDER_ID_PREFIX);
