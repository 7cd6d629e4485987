import { z } from 'zod';
import { FOLLOW_ADD_NEWEST_MAX, VIDEO_URL_MAX_LENGTH } from '../constants';

/** Subscriptions one account may hold (docs/product/subscriptions.md#limits). */
export const SUBSCRIPTIONS_PER_USER_MAX = 1000;
/** Items a preview shows of a feed, newest first. */
export const PREVIEW_ITEMS_MAX = 5;

/**
 * What a followed source is: a YouTube channel or playlist (YouTube's public feeds), a Vimeo user
 * or channel, a PeerTube channel, or any other RSS or Atom feed.
 */
export const SOURCE_KINDS = [
  'youtube_channel',
  'youtube_playlist',
  'vimeo',
  'peertube',
  'feed',
] as const;
export const SourceKindSchema = z.enum(SOURCE_KINDS);
export type SourceKind = z.infer<typeof SourceKindSchema>;

const url = z
  .string({ error: 'Enter the address of a channel, a playlist or a feed.' })
  .trim()
  .min(1, 'Enter the address of a channel, a playlist or a feed.')
  .max(VIDEO_URL_MAX_LENGTH, `Use at most ${VIDEO_URL_MAX_LENGTH} characters.`);

/** One item a feed lists, as read from the feed. */
export const FeedItemSchema = z
  .object({
    url: z.string(),
    title: z.string(),
    channelName: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    /** When the feed says it was published; null when it does not say. */
    publishedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'FeedItem' });
export type FeedItem = z.infer<typeof FeedItemSchema>;

/** `POST /api/subscriptions/preview` and `POST /api/subscriptions`: what to follow. */
export const FeedSourceRequestSchema = z.object({ url }).meta({ id: 'FeedSourceRequest' });

/** What following an address would follow: the feed found, its title and newest items. */
export const FeedPreviewSchema = z
  .object({
    kind: SourceKindSchema,
    title: z.string(),
    /** The address the user gave, or the channel's page it was resolved to. */
    sourceUrl: z.string(),
    feedUrl: z.string(),
    /** The newest items first, at most PREVIEW_ITEMS_MAX. */
    items: z.array(FeedItemSchema),
    /** How many items the feed lists now (what "also add the N newest" may take from). */
    itemCount: z.number().int(),
    /** The feed lists only a playlist's newest items: following takes new videos from now on. */
    newestOnly: z.boolean(),
    /** The user's subscription to this feed already, if any. */
    followingId: z.uuid().nullable(),
  })
  .meta({ id: 'FeedPreview' });
export type FeedPreview = z.infer<typeof FeedPreviewSchema>;

export const FollowRequestSchema = z
  .object({
    url,
    /** The collection new videos go to; omitted or null: "Inbox", made on first use. */
    collectionId: z.uuid('Pick a collection.').nullable().optional(),
    /** Also add the feed's N newest items now (0: only what comes from now on). */
    addNewest: z
      .number()
      .int('Give a whole number of videos.')
      .min(0, 'Give a number from 0.')
      .max(FOLLOW_ADD_NEWEST_MAX, `Add at most ${FOLLOW_ADD_NEWEST_MAX} videos now.`)
      .optional(),
  })
  .strict()
  .meta({ id: 'FollowRequest' });
export type FollowRequest = z.infer<typeof FollowRequestSchema>;

/** ok: the last check went well; failing: the last checks failed (`lastError` says why). */
export const SubscriptionStatusSchema = z.enum(['waiting', 'ok', 'failing', 'paused', 'off']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const SubscriptionSchema = z
  .object({
    id: z.uuid(),
    kind: SourceKindSchema,
    title: z.string(),
    sourceUrl: z.string(),
    feedUrl: z.string(),
    /** Where new videos go; null when that collection was deleted: then to "Inbox". */
    collectionId: z.uuid().nullable(),
    collectionName: z.string().nullable(),
    paused: z.boolean(),
    /**
     * waiting: not checked since it was followed; ok; failing (lastError says why); paused by
     * the user; off: this server makes no outside lookups (METADATA_FETCH=off).
     */
    status: SubscriptionStatusSchema,
    lastError: z.string().nullable(),
    lastCheckedAt: z.iso.datetime({ offset: true }).nullable(),
    /** When the last new video came from it. */
    lastNewAt: z.iso.datetime({ offset: true }).nullable(),
    nextCheckAt: z.iso.datetime({ offset: true }).nullable(),
    /** New items the last check left out because the plan's video limit was reached. */
    skippedForLimit: z.number().int(),
    newestOnly: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionsSchema = z
  .object({
    subscriptions: z.array(SubscriptionSchema),
    /** METADATA_FETCH=off: nothing is checked, and nothing new can be followed. */
    lookupsOff: z.boolean(),
  })
  .meta({ id: 'Subscriptions' });
export type Subscriptions = z.infer<typeof SubscriptionsSchema>;

/** `POST /api/subscriptions` answers the subscription and how many videos it added now. */
export const FollowedSchema = z
  .object({ subscription: SubscriptionSchema, added: z.number().int() })
  .meta({ id: 'Followed' });
export type Followed = z.infer<typeof FollowedSchema>;

/** `PATCH /api/subscriptions/{id}`: pause or resume, or change where new videos go. */
export const UpdateSubscriptionRequestSchema = z
  .object({
    paused: z.boolean(),
    collectionId: z.uuid('Pick a collection.'),
  })
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, 'Give at least one change.')
  .meta({ id: 'UpdateSubscriptionRequest' });
export type UpdateSubscriptionRequest = z.infer<typeof UpdateSubscriptionRequestSchema>;
