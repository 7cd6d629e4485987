import {
  PREVIEW_ITEMS_MAX,
  SUBSCRIPTIONS_PER_USER_MAX,
  type FeedPreview,
  type Followed,
  type FollowRequest,
  type Subscription,
  type Subscriptions,
  type UpdateSubscriptionRequest,
} from '@shared/contracts/subscriptions';
import type { Database } from '@server/db/client';
import { findCollection, linkKey, lockUser } from '@server/core';
import { AppError, RateLimitedError } from '@server/http/app-error';
import type { RateWindow } from '@server/rate-limit/rate-window';
import type { BackgroundTask } from '@server/jobs';
import type { FeedDiscovery } from './feed-discovery';
import { takeNewItems, type TakeOptions } from './new-items';
import {
  countSubscriptions,
  deleteSubscription,
  findByFeed,
  findSubscription,
  inboxCollection,
  insertSubscription,
  listSubscriptions,
  markTaken,
  updateSubscription,
  type ListedSubscription,
} from './subscriptions.repo';

/** What the screen shows when the operator turned outside lookups off (METADATA_FETCH=off). */
export const FOLLOWING_OFF_MESSAGE = 'Following channels and feeds is turned off on this server.';

/** Previews and follows a user may make a minute: each reads a feed, and maybe a page. */
export const FEED_LOOKUPS_PER_MINUTE = 30;
export const FEED_LOOKUP_WINDOW_MS = 60_000;

const notFound = () => new AppError('not_found', 404, 'Subscription not found.');
const collectionNotFound = () => new AppError('not_found', 404, 'Collection not found.');

export interface SubscriptionsServiceDeps extends TakeOptions {
  db: Database;
  discover: FeedDiscovery;
  /** The background's checks, woken when one is asked for now. */
  checks: BackgroundTask;
  /** SUBSCRIPTION_POLL_SECONDS in ms: a new subscription's first check is one interval on. */
  pollMs: number;
  lookupsOff: boolean;
  onVideosAdded: () => void;
  /** Each user's previews and follows, per minute (memory on PGlite, the database on PostgreSQL). */
  lookups: RateWindow;
  now?: () => number;
}

/**
 * Following channels, playlists and feeds (docs/product/subscriptions.md): the preview and the
 * follow read the feed once, outside any transaction; the follow takes every item listed then
 * (nothing from the past is added unless asked), and the background checks it from then on.
 */
export function createSubscriptionsService({
  db,
  discover,
  checks,
  pollMs,
  lookupsOff,
  onVideosAdded,
  looksUp,
  lookups,
  now = Date.now,
}: SubscriptionsServiceDeps) {
  const toSubscription = (row: ListedSubscription): Subscription => ({
    id: row.id,
    kind: row.kind as Subscription['kind'],
    title: row.title,
    sourceUrl: row.sourceUrl,
    feedUrl: row.feedUrl,
    // A deleted collection's subscriptions fill "Inbox" from their next new video.
    collectionId: row.categoryId,
    collectionName: row.collectionName,
    paused: row.paused,
    status: row.paused
      ? 'paused'
      : lookupsOff
        ? 'off'
        : row.failures > 0
          ? 'failing'
          : row.lastCheckedAt === null
            ? 'waiting'
            : 'ok',
    lastError: row.lastError,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    lastNewAt: row.lastNewAt?.toISOString() ?? null,
    nextCheckAt: row.paused || lookupsOff ? null : (row.nextCheckAt?.toISOString() ?? null),
    skippedForLimit: row.skippedForLimit,
    newestOnly: row.newestOnly,
    createdAt: row.createdAt.toISOString(),
  });

  function refuseWhenOff(): void {
    if (lookupsOff) throw new AppError('lookups_off', 409, FOLLOWING_OFF_MESSAGE);
  }

  /** A preview's or a follow's reading of the outside: off, or counted against the user. */
  async function admitLookup(userId: string): Promise<void> {
    refuseWhenOff();
    const taken = await lookups.take(userId);
    if (!taken.admitted) throw new RateLimitedError(Math.ceil(taken.waitMs / 1000));
  }

  async function read(userId: string, id: string): Promise<Subscription> {
    const row = await db.asUser(userId, (tx) => findSubscription(tx, userId, id));
    if (!row) throw notFound();
    return toSubscription(row);
  }

  return {
    async list(userId: string): Promise<Subscriptions> {
      const rows = await db.asUser(userId, (tx) => listSubscriptions(tx, userId));
      return { subscriptions: rows.map(toSubscription), lookupsOff };
    },

    async preview(userId: string, url: string): Promise<FeedPreview> {
      await admitLookup(userId);
      const found = await discover(url, userId);
      const following = await db.asUser(userId, (tx) => findByFeed(tx, userId, found.feedUrl));
      return {
        kind: found.kind,
        title: found.title,
        sourceUrl: found.sourceUrl,
        feedUrl: found.feedUrl,
        items: found.feed.items.slice(0, PREVIEW_ITEMS_MAX),
        itemCount: found.feed.items.length,
        newestOnly: found.newestOnly,
        followingId: following?.id ?? null,
      };
    },

    /**
     * Follows what `url` leads to: the feed is read (outside the transaction), then under the
     * user's lock the subscription is written with every listed item taken, except the
     * `addNewest` newest, which are added now (within the plan's room).
     */
    async follow(
      userId: string,
      { url, collectionId = null, addNewest = 0 }: FollowRequest,
    ): Promise<Followed> {
      await admitLookup(userId);
      const found = await discover(url, userId);
      const { row, added } = await db.asUser(userId, async (tx) => {
        await lockUser(tx, userId);
        if ((await countSubscriptions(tx, userId)) >= SUBSCRIPTIONS_PER_USER_MAX) {
          throw new AppError('subscription_limit_reached', 409);
        }
        if (await findByFeed(tx, userId, found.feedUrl)) {
          throw new AppError('already_following', 409);
        }
        const target =
          collectionId === null
            ? await inboxCollection(tx, userId)
            : await findCollection(tx, userId, collectionId);
        if (!target) throw collectionNotFound();
        const inserted = await insertSubscription(tx, {
          userId,
          kind: found.kind,
          title: found.title,
          sourceUrl: found.sourceUrl,
          feedUrl: found.feedUrl,
          categoryId: target.id,
          newestOnly: found.newestOnly,
          etag: found.validators.etag,
          lastModified: found.validators.lastModified,
          lastCheckedAt: new Date(now()),
          nextCheckAt: new Date(now() + pollMs),
        });
        const items = found.feed.items;
        const past = items.slice(addNewest).flatMap((item) => linkKey(item.url) ?? []);
        await markTaken(tx, userId, inserted.id, past);
        const taken = await takeNewItems(tx, inserted, items.slice(0, addNewest), { looksUp });
        await updateSubscription(tx, userId, inserted.id, {
          skippedForLimit: taken.skipped,
          ...(taken.added > 0 ? { lastNewAt: new Date(now()) } : {}),
        });
        const row = await findSubscription(tx, userId, inserted.id);
        if (!row) throw new Error('a subscription just written was not found');
        return { row, added: taken.added };
      });
      if (added > 0) onVideosAdded();
      return { subscription: toSubscription(row), added };
    },

    async update(
      userId: string,
      id: string,
      { paused, collectionId }: UpdateSubscriptionRequest,
    ): Promise<Subscription> {
      await db.asUser(userId, async (tx) => {
        if (collectionId !== undefined && !(await findCollection(tx, userId, collectionId))) {
          throw collectionNotFound();
        }
        const changed = await updateSubscription(tx, userId, id, {
          ...(paused === undefined ? {} : { paused }),
          ...(collectionId === undefined ? {} : { categoryId: collectionId }),
        });
        if (!changed) throw notFound();
      });
      // Resumed: its job was asked for (a trigger); this process looks at once.
      if (paused === false) checks.wake();
      return read(userId, id);
    },

    async unfollow(userId: string, id: string): Promise<void> {
      const gone = await db.asUser(userId, (tx) => deleteSubscription(tx, userId, id));
      if (!gone) throw notFound();
    },

    /** Asks for a check now (a trigger asks for its job); answers before the check is made. */
    async checkNow(userId: string, id: string): Promise<Subscription> {
      refuseWhenOff();
      const subscription = await read(userId, id);
      if (subscription.paused) {
        throw new AppError('conflict', 409, 'Resume this subscription to check it.');
      }
      const asked = await db.asUser(userId, (tx) =>
        updateSubscription(tx, userId, id, { checkAskedAt: new Date(now()) }),
      );
      if (!asked) throw notFound();
      checks.wake();
      return read(userId, id);
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
