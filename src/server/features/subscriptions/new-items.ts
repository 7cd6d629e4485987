import { randomUUID } from 'node:crypto';
import { youtubeThumbnailUrl } from '@shared/youtube';
import type { FeedItem } from '@shared/contracts/subscriptions';
import type { Tx } from '@server/db/client';
import { findCollection, linkKey, lockUser, planAllowance } from '@server/core';
import { fallbackMetadata } from '@server/features/link-details';
import { firstPlaces, insertVideos, type NewVideo } from '@server/features/videos';
import { recordWebhookEvents, subscriptionItemAdded } from '@server/features/webhooks';
import { inboxOrDefault, markTaken, savedKeys, takenKeys } from './subscriptions.repo';

/** What taking a feed's items did. */
export interface Taken {
  /** Videos added to the collection. */
  added: number;
  /** New items left for later: the plan's video limit was reached. */
  skipped: number;
  /** Where they went (the subscription's collection, or "Inbox" when it had none). */
  collectionId: string;
}

export interface TakeOptions {
  /** Whether a link's details are looked up in the background (its length, mostly). */
  looksUp: (url: string) => boolean;
}

/**
 * Adds the items of a subscription's feed that it never took (by link key, the import's
 * identity of a link), first in its collection, newest on top; an item the library holds already
 * is taken without a second copy. At most what the plan has room for is added, newest first; the
 * rest are not taken, so a later check adds them once there is room (an upgrade). Under the
 * user's lock, read after it: two checks of one feed at once add each item once.
 */
export async function takeNewItems(
  tx: Tx,
  subscription: { id: string; userId: string; categoryId: string | null; title: string },
  items: readonly FeedItem[],
  { looksUp }: TakeOptions,
): Promise<Taken> {
  const { id, userId } = subscription;
  await lockUser(tx, userId);
  const keyed = new Map<string, FeedItem>();
  for (const item of items) {
    const key = linkKey(item.url);
    if (key !== null && !keyed.has(key)) keyed.set(key, item);
  }
  const taken = await takenKeys(tx, id, [...keyed.keys()]);
  const fresh = [...keyed.keys()].filter((key) => !taken.has(key));
  const collectionId = await targetOf(tx, subscription);
  if (fresh.length === 0) return { added: 0, skipped: 0, collectionId };
  const saved = await savedKeys(tx, userId, fresh);
  const candidates = fresh.filter((key) => !saved.has(key));
  const room = await planAllowance(tx, userId, 'video');
  const adding: string[] = [];
  for (const key of candidates) {
    if (!room.hasRoom()) break;
    room.take();
    adding.push(key);
  }
  const places = await firstPlaces(tx, userId, collectionId, adding.length);
  const rows = adding.map((key, index): NewVideo => {
    const item = keyed.get(key) as FeedItem;
    const fallback = fallbackMetadata(item.url);
    return {
      id: randomUUID(),
      userId,
      categoryId: collectionId,
      position: places[index] as string,
      url: item.url,
      linkKey: key,
      youtubeId: fallback.youtubeId,
      title: item.title,
      description: '',
      thumbnailUrl: fallback.youtubeId
        ? youtubeThumbnailUrl(fallback.youtubeId)
        : (item.thumbnailUrl ?? fallback.thumbnailUrl),
      channelName: item.channelName ?? fallback.channelName,
      duration: fallback.duration ?? null,
      publishedAt: item.publishedAt === null ? null : new Date(item.publishedAt),
      detailsPending: looksUp(item.url),
    };
  });
  await insertVideos(tx, userId, rows);
  // The user's webhooks hear of each, in this transaction (docs/product/webhooks.md).
  await recordWebhookEvents(
    tx,
    userId,
    rows.map((row) =>
      subscriptionItemAdded(subscription, {
        id: row.id,
        title: row.title,
        description: row.description ?? '',
        thumbnailUrl: row.thumbnailUrl ?? null,
        channelName: row.channelName ?? null,
        duration: row.duration ?? null,
        url: row.url,
        youtubeId: row.youtubeId ?? '',
        categoryId: row.categoryId,
        position: row.position,
        watchedAt: null,
        unavailable: false,
        unavailableSince: null,
        publishedAt: row.publishedAt?.toISOString() ?? null,
        tags: [],
        note: '',
      }),
    ),
  );
  await markTaken(tx, userId, id, [...adding, ...saved]);
  return { added: rows.length, skipped: candidates.length - adding.length, collectionId };
}

/** The subscription's collection; when it has none (deleted), "Inbox" (inboxOrDefault). */
async function targetOf(
  tx: Tx,
  { userId, categoryId }: { userId: string; categoryId: string | null },
): Promise<string> {
  if (categoryId !== null && (await findCollection(tx, userId, categoryId))) return categoryId;
  return (await inboxOrDefault(tx, userId)).id;
}
