import { sameCollectionName } from '@shared/collection-name';
import { INBOX_COLLECTION_NAME } from '@shared/constants';
import type { Collection, Video } from '@shared/contracts/library';

/**
 * The Inbox's unwatched videos, by the Inbox's id (docs/product/subscriptions.md#manage): what
 * came from the followed channels and is still to be watched. Empty when there is no Inbox or
 * nothing in it is unwatched.
 */
export function inboxUnwatched(
  collections: readonly Collection[],
  videos: readonly Video[],
): ReadonlyMap<string, number> {
  const inbox = collections.find((collection) =>
    sameCollectionName(collection.name, INBOX_COLLECTION_NAME),
  );
  if (!inbox) return new Map();
  let count = 0;
  for (const video of videos) {
    if (video.categoryId === inbox.id && video.watchedAt === null) count += 1;
  }
  return count === 0 ? new Map() : new Map([[inbox.id, count]]);
}
