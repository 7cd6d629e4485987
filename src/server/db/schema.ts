import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Ordering keys (fractional indexing) compare byte-wise on both drivers: PGlite's collation is C,
 * a PostgreSQL cluster's is often en_US, so the column pins it.
 */
const sortKey = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * Text compared and sorted the same way on both drivers (tag names): byte-wise, and `lower()` of
 * it changes ASCII letters only, whatever the cluster's locale.
 */
const bytewiseText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/** The unique constraints on ordering keys, named for `SET CONSTRAINTS ... DEFERRED`. */
export const COLLECTION_POSITION_KEY = 'categories_user_position_key';
export const VIDEO_POSITION_KEY = 'videos_user_category_position_key';
/** The unique index on tags (user_id, name_key). */
export const TAG_NAME_KEY = 'tags_user_name_key';
/** The unique index on collections (user_id, name_key). */
export const COLLECTION_NAME_KEY = 'categories_user_name_key';

/**
 * A name as compared (collectionNameKey of @shared/collection-name), stored beside it by every
 * write of the name, so that the unique index holds equal exactly the names the app does
 * (docs/decisions/0079-one-name-key.md). Rows from before it held a placeholder until start-up
 * filled them (db/name-keys.ts).
 */
const nameKey = () => text('name_key').notNull();

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    tier: text('tier', { enum: ['free', 'pro'] })
      .notNull()
      .default('free'),
    displayName: text('display_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_tier_check', sql`${t.tier} in ('free', 'pro')`),
  ],
);

/** One signed-in device. Revoking it ends every token it issued. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revoked: boolean('revoked').notNull().default(false),
    createdAt: createdAt(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser or client that signed in (its User-Agent, capped), shown in the sessions list. */
    userAgent: text('user_agent'),
    /** The address it signed in from. */
    clientAddress: text('client_address'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    // The sweep of ended sessions (expired ones) reads by expiry.
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/** Refresh tokens, stored only as SHA-256 hashes; each use rotates to a new one. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** 0 for the sign-in token, +1 on each rotation. */
    rotation: integer('rotation').notNull(),
    /** Set when the token was exchanged; presenting it again later is reuse. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_id_idx').on(t.sessionId),
    // The sweep of tokens rotated long ago reads by rotation time.
    index('refresh_tokens_rotated_at_idx').on(t.rotatedAt),
  ],
);

/**
 * Personal access tokens (docs/product/extension-and-tokens.md): a user's key for the library API
 * from a script, the browser extension or a phone. Stored only as SHA-256 hashes; revoking deletes
 * the row, so the next request with it is refused.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    /** Updated at most once a minute, so a busy token does not write on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash),
    index('api_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * Security events (sign-in, failures, lockouts, token reuse, password changes, revocations,
 * account deletion), shown to the person and kept for operators. No foreign key to users: the
 * record that an account was deleted outlives the account.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** The session the event concerns (signed in, revoked), when there is one. */
    sessionId: uuid('session_id'),
    type: text('type').notNull(),
    /** What the event names beside its type: an API token's name (decision 0081). */
    detail: text('detail'),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_user_created_idx').on(t.userId, t.createdAt),
    index('audit_events_created_idx').on(t.createdAt),
  ],
);

/**
 * Rate-limit windows shared by every server process on one PostgreSQL (on PGlite they stay in
 * memory): per key (limit name and client address or account), the times of the events still in
 * the window, in milliseconds since the epoch.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: bigint('hits', { mode: 'number' }).array().notNull(),
    /** When the newest hit leaves its window: past it the row says nothing and is swept. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_expires_at_idx').on(t.expiresAt)],
);

/**
 * Background work as rows (src/server/jobs, docs/decisions/0093-leased-jobs.md): one row a unit
 * of work (an import, the pass of details lookups, the sweep), claimed by one server process at a
 * time with a lease that a dead process lets expire. The system's alone: no user reads it.
 */
export const jobs = pgTable(
  'jobs',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** Not before then. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** Counted up by each request: a run that began before the last one leaves the row due. */
    requests: bigint('requests', { mode: 'number' }).notNull().default(1),
    /** Whose claim it is, and until when; past it any process may claim it again. */
    leasedBy: text('leased_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Runs in a row that failed (the pause before the next grows with it), and the last why. */
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
    /** Whose work it is (a user's id), for a kind that caps one party's runs at once. */
    party: text('party'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    index('jobs_run_at_idx').on(t.runAt),
    index('jobs_kind_run_at_idx').on(t.kind, t.runAt),
  ],
);

/** Collections (docs/product/entities.md "Category"). */
export const collections = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: nameKey(),
    color: text('color'),
    position: sortKey('position').notNull(),
    /** The "Unsorted" collection every user has: never renamed or deleted. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // Target of videos' (category_id, user_id) key: a video can only sit in its owner's collection.
    unique('categories_id_user_key').on(t.id, t.userId),
    uniqueIndex(COLLECTION_NAME_KEY).on(t.userId, t.nameKey),
    // One key per place in the list. DEFERRABLE in the migration (drizzle cannot say so): a
    // renumbering rewrites every key in one statement, passing through transient duplicates.
    unique(COLLECTION_POSITION_KEY).on(t.userId, t.position),
    uniqueIndex('categories_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * A saved link's columns, shared by the library (`videos`) and the short-lived tombstones of
 * deleted ones (`deleted_videos`), so a restore puts back exactly the row that went.
 */
const videoColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  categoryId: uuid('category_id').notNull(),
  /** Empty for links that are not YouTube videos. */
  youtubeId: text('youtube_id').notNull().default(''),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  thumbnailUrl: text('thumbnail_url'),
  channelName: text('channel_name'),
  /** Always null: YouTube's oEmbed does not tell it. */
  duration: text('duration'),
  url: text('url').notNull(),
  position: sortKey('position').notNull(),
  createdAt: createdAt(),
  /**
   * What makes two links the same video (link-key.ts): a YouTube id, or the URL normalised.
   * Null on rows saved before it existed; the import fills those in before it compares.
   */
  linkKey: text('link_key'),
  /**
   * Details still to be looked up in the background: imported links, and links whose lookup
   * could not reach the service (features/link-details/details-refresher.ts).
   */
  detailsPending: boolean('details_pending').notNull().default(false),
  /**
   * Until when the server process that saved it looks its details up (an add's lookup, made
   * after the add answered): the background pass leaves it alone until then.
   */
  detailsClaimedUntil: timestamp('details_claimed_until', { withTimezone: true }),
  /** The user named it (Edit Video): a lookup never overwrites that title. */
  titleEdited: boolean('title_edited').notNull().default(false),
  /**
   * When the user marked it watched (docs/product/watch-later-and-player.md); null: not watched.
   */
  watchedAt: timestamp('watched_at', { withTimezone: true }),
  /**
   * The provider said the video is gone (oEmbed 401/403/404, a page's 404/410): the card says
   * so, the video stays. Cleared when a later lookup finds it (docs/product/link-details.md).
   */
  unavailable: boolean('unavailable').notNull().default(false),
  /**
   * When it was first found gone (docs/product/availability.md): set with `unavailable`, kept while
   * it stays so, null again once it is found.
   */
  unavailableSince: timestamp('unavailable_since', { withTimezone: true }),
  /**
   * When its site published it, as a followed feed told it (docs/product/subscriptions.md); null
   * when no source told it.
   */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  /**
   * The user's own words about it (docs/product/tags-and-notes.md): plain text, empty when none.
   */
  note: text('note').notNull().default(''),
  /**
   * The names of the tags it carries, in tag order (docs/product/tags-and-notes.md): a copy of what
   * video_tags says, rewritten in the same transaction by every write of a video's tags
   * (writeTagNames), so that reading the whole library joins nothing
   * (docs/decisions/0054-tags-and-notes.md). A tombstone keeps it, and a restore gives the tags
   * back from it.
   */
  tagNames: text('tag_names')
    .array()
    .notNull()
    .default(sql`'{}'`),
});

/** Saved links (docs/product/entities.md "Video"). */
export const videos = pgTable('videos', videoColumns(), (t) => [
  foreignKey({
    name: 'videos_category_owner_fk',
    columns: [t.categoryId, t.userId],
    foreignColumns: [collections.id, collections.userId],
  }).onDelete('cascade'),
  index('videos_user_position_idx').on(t.userId, t.position),
  // Deferrable in the migration, as categories' position key is.
  unique(VIDEO_POSITION_KEY).on(t.userId, t.categoryId, t.position),
  index('videos_category_id_idx').on(t.categoryId),
  // Target of video_tags' (video_id, user_id) key: a video carries only its owner's tags.
  unique('videos_id_user_key').on(t.id, t.userId),
  index('videos_user_link_key_idx').on(t.userId, t.linkKey),
  // The availability sweep walks a user's videos in id order (migration 0020).
  index('videos_user_id_id_idx').on(t.userId, t.id),
  index('videos_details_pending_idx')
    .on(t.createdAt)
    .where(sql`${t.detailsPending}`),
]);

/**
 * Videos deleted in the last few minutes, kept so that the delete can be undone
 * (docs/decisions/0047-undo-delete.md): the row as it was, with the time it went. Out of the
 * library, its count, the plan's limit and the export; restored by the user, or removed by the next
 * delete of that user or the hourly sweep once the undo window has passed. A deleted collection or
 * account takes its tombstones with it.
 */
export const deletedVideos = pgTable(
  'deleted_videos',
  {
    ...videoColumns(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'deleted_videos_category_owner_fk',
      columns: [t.categoryId, t.userId],
      foreignColumns: [collections.id, collections.userId],
    }).onDelete('cascade'),
    index('deleted_videos_user_deleted_idx').on(t.userId, t.deletedAt),
    index('deleted_videos_deleted_idx').on(t.deletedAt),
    // The collection's foreign key's ON DELETE CASCADE finds them by it.
    index('deleted_videos_category_id_idx').on(t.categoryId),
  ],
);

/**
 * A user's tags (docs/decisions/0054-tags-and-notes.md): names unique per user in any
 * case, the first spelling kept. A tag exists only while a video carries it: the write that
 * takes it off the last one removes it.
 */
export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: bytewiseText('name').notNull(),
    nameKey: nameKey(),
    createdAt: createdAt(),
  },
  (t) => [
    // Target of video_tags' (tag_id, user_id) key: a tag is put only on its owner's videos.
    unique('tags_id_user_key').on(t.id, t.userId),
    uniqueIndex(TAG_NAME_KEY).on(t.userId, t.nameKey),
  ],
);

/** Which video carries which tag; `user_id` for row-level security, both keys held to it. */
export const videoTags = pgTable(
  'video_tags',
  {
    videoId: uuid('video_id').notNull(),
    tagId: uuid('tag_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.tagId] }),
    foreignKey({
      name: 'video_tags_video_owner_fk',
      columns: [t.videoId, t.userId],
      foreignColumns: [videos.id, videos.userId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'video_tags_tag_owner_fk',
      columns: [t.tagId, t.userId],
      foreignColumns: [tags.id, tags.userId],
    }).onDelete('cascade'),
    // A tag's videos: a rename's merge, a delete's cascade, the unused-tag check.
    index('video_tags_tag_id_idx').on(t.tagId),
  ],
);

/**
 * Where a user stopped in a video (docs/product/watching.md#resume): one row a video, rewritten
 * as it plays. Not library data: its writes leave the library's version alone (no changed_xid,
 * no tombstone). The video's (id, user_id) key holds it to its owner's video, and a deleted video
 * takes its position with it.
 */
export const playbackPositions = pgTable(
  'playback_positions',
  {
    userId: uuid('user_id').notNull(),
    videoId: uuid('video_id').notNull(),
    /** Seconds from the start, as the site's player reported them (at most `duration`). */
    seconds: doublePrecision('seconds').notNull(),
    /** The video's length as the player reported it; null when it did not. */
    duration: doublePrecision('duration'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.videoId] }),
    foreignKey({
      name: 'playback_positions_video_owner_fk',
      columns: [t.videoId, t.userId],
      foreignColumns: [videos.id, videos.userId],
    }).onDelete('cascade'),
    // The user's positions, most recently played first (GET /api/playback): DESC NULLS FIRST
    // is what a plain `order by updated_at desc` asks for (drizzle's desc() alone says NULLS LAST).
    index('playback_positions_user_updated_idx').on(t.userId, t.updatedAt.desc().nullsFirst()),
    check(
      'playback_positions_seconds_check',
      sql`${t.seconds} >= 0 and (${t.duration} is null or (${t.duration} > 0 and ${t.seconds} <= ${t.duration}))`,
    ),
  ],
);

/**
 * The user's choices for the player (docs/product/watching.md#settings). No row: the defaults
 * (DEFAULT_PLAYBACK_PREFERENCES); the first change writes them all.
 */
export const playbackPreferences = pgTable('playback_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  autoMarkWatched: boolean('auto_mark_watched').notNull(),
  autoplayNext: boolean('autoplay_next').notNull(),
  /** One of PLAYBACK_SPEEDS (all exact in a real). */
  speed: real('speed').notNull(),
});

/**
 * Where an import stands: reading the file, waiting to be started, running, finished; or ended
 * before its end, by its user (cancelled) or by errors it met again and again (failed).
 */
export const IMPORT_STATUSES = [
  'reading',
  'staged',
  'running',
  'done',
  'cancelled',
  'failed',
] as const;
/** What became of one entry of an imported file. */
export const IMPORT_OUTCOMES = ['added', 'duplicate', 'invalid', 'over_limit'] as const;

const count = (name: string) => integer(name).notNull().default(0);

/**
 * A file being brought into a library (docs/decisions/0035-import.md). Its entries are staged
 * in import_items as the upload is read; the preview's counts are kept here, and the progress is
 * written in the same transaction as each chunk of videos, so a reload or a restart sees it.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: IMPORT_STATUSES }).notNull(),
    format: text('format').notNull(),
    fileName: text('file_name').notNull(),
    /** Null: each link goes to the collection its file names; else all into this one. */
    targetCollectionId: uuid('target_collection_id'),
    /** Entries in the file, and those the preview found already saved, repeated, unusable. */
    total: count('total'),
    inLibrary: count('in_library'),
    repeated: count('repeated'),
    invalid: count('invalid'),
    /** Distinct collections the file names. */
    collectionCount: count('collection_count'),
    /** Entries the file nests in folders deeper than IMPORT_FOLDER_DEPTH_MAX. */
    folded: count('folded'),
    /** Entries dealt with so far, and how. */
    processed: count('processed'),
    added: count('added'),
    duplicates: count('duplicates'),
    rejected: count('rejected'),
    overLimit: count('over_limit'),
    /** Chunks that failed in a row (the database reached, and refusing them); a success resets it. */
    failures: count('failures'),
    /** Why the last chunk failed, in words for its user; with status 'failed', why it ended. */
    failure: text('failure'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('imports_user_created_idx').on(t.userId, t.createdAt),
    // One import per user at a time: the one being read, waiting or running.
    uniqueIndex('imports_one_open_per_user')
      .on(t.userId)
      .where(sql`${t.status} in ('reading', 'staged', 'running')`),
    check(
      'imports_status_check',
      sql`${t.status} in ('reading', 'staged', 'running', 'done', 'cancelled', 'failed')`,
    ),
  ],
);

/** One entry of an imported file, as read, and what became of it (null until dealt with). */
export const importItems = pgTable(
  'import_items',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    /** For row-level security: an item is its importer's. */
    userId: uuid('user_id').notNull(),
    /** Its place in the file, from 1. */
    seq: integer('seq').notNull(),
    source: text('source').notNull(),
    url: text('url').notNull(),
    title: text('title'),
    /** The collection its folders name ("Music / Live"); null: none. */
    collectionName: text('collection_name'),
    /** True when the file nests it deeper than IMPORT_FOLDER_DEPTH_MAX (its folder is the one there). */
    folded: boolean('folded').notNull().default(false),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    channelName: text('channel_name'),
    description: text('description'),
    /**
     * Its tags' names, as can be kept (docs/product/tags-and-notes.md: a Vidshelf export's, a
     * bookmark's TAGS).
     */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The user's note on it (a Vidshelf export's); null: none. */
    note: text('note'),
    /** When the user marked it watched (a Vidshelf export's); null: not watched, or not told. */
    watchedAt: timestamp('watched_at', { withTimezone: true }),
    /** When its site published it (a Vidshelf export's); null: not told. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Null when the link cannot be saved (not http(s), too long). */
    linkKey: text('link_key'),
    /** The earlier entry of the same file with the same link, if any. */
    repeatOf: integer('repeat_of'),
    outcome: text('outcome', { enum: IMPORT_OUTCOMES }),
    /** Where it went or why not: "Music", "Already in Unsorted", "Same link as line 3". */
    detail: text('detail'),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.seq] }),
    index('import_items_link_key_idx').on(t.importId, t.linkKey),
  ],
);

/**
 * Messages sent with Settings → Contact Us (docs/decisions/0041-contact-messages.md),
 * for the operator to read with `npm run cli -- messages`. The sender writes one under row-level
 * security and can never read it back; the operator's command line reads as the system. The
 * account is kept when there is one; a deleted account leaves its messages (they were sent to
 * the operator), with no account.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** As the sender typed them (trimmed): not necessarily the account's e-mail. */
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** When the operator first read it whole; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    // The foreign key's ON DELETE SET NULL finds a deleted account's messages by it.
    index('contact_messages_user_id_idx').on(t.userId),
  ],
);

/**
 * A followed channel, playlist or feed (docs/product/subscriptions.md, migration 0018): checked
 * in the background, its new items added to its collection (null: the collection was deleted,
 * and new videos go to "Inbox").
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of SOURCE_KINDS. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    sourceUrl: text('source_url').notNull(),
    feedUrl: text('feed_url').notNull(),
    categoryId: uuid('category_id'),
    paused: boolean('paused').notNull().default(false),
    /** A playlist's feed: it lists only the newest items. */
    newestOnly: boolean('newest_only').notNull().default(false),
    /** The last answer's validators, for the next conditional request. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastNewAt: timestamp('last_new_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    /** Checks in a row that failed (the pause before the next grows with it), and the last why. */
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
    /** New items the last check left out: the plan's video limit was reached. */
    skippedForLimit: integer('skipped_for_limit').notNull().default(0),
    /** Set by "Check now": its change asks for the job at once (a trigger). */
    checkAskedAt: timestamp('check_asked_at', { withTimezone: true }),
    /**
     * False for one imported from a file (migration 0019), whose feed was not read: its first
     * read takes the items listed then and adds none of them, then sets this.
     */
    baselined: boolean('baselined').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    unique('subscriptions_user_feed_key').on(t.userId, t.feedUrl),
    unique('subscriptions_id_user_key').on(t.id, t.userId),
    index('subscriptions_category_idx').on(t.categoryId),
  ],
);

/** The items of a subscription's feed already taken, by link key: each is added once. */
export const subscriptionItems = pgTable(
  'subscription_items',
  {
    subscriptionId: uuid('subscription_id').notNull(),
    userId: uuid('user_id').notNull(),
    linkKey: text('link_key').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'subscription_items_pk', columns: [t.subscriptionId, t.linkKey] }),
    foreignKey({
      name: 'subscription_items_owner_fk',
      columns: [t.subscriptionId, t.userId],
      foreignColumns: [subscriptions.id, subscriptions.userId],
    }).onDelete('cascade'),
  ],
);

/**
 * Where the availability sweep stands in a user's videos (docs/product/availability.md,
 * migration 0020): after which id it goes on, and when the user's next turn is due.
 */
export const availabilityWalks = pgTable(
  'availability_walks',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    afterId: uuid('after_id'),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('availability_walks_next_at_idx').on(t.nextAt)],
);

/** "N videos became unavailable": counted by the sweep, until the user dismisses it. */
export const availabilityNotices = pgTable('availability_notices', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  count: integer('count').notNull(),
  noticedAt: timestamp('noticed_at', { withTimezone: true }).notNull(),
});
