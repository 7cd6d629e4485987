/**
 * Every time, delay, size and limit the spec names (docs/product/limits.md), in one place so that
 * client, server and tests agree.
 */

/** Browser storage keys all start with this (docs/product/overview.md). */
export const STORAGE_PREFIX = 'vidshelf-';
export const STORAGE_KEYS = {
  session: `${STORAGE_PREFIX}auth-token`,
  theme: `${STORAGE_PREFIX}theme`,
} as const;

export const PRODUCT_NAME = 'Vidshelf';
export const PRODUCT_TAGLINE = 'Save, organise and rediscover the videos that matter to you.';

// Session refresh (docs/product/limits.md): a tick every 30 s; refresh when 3 ticks or fewer
// remain.
export const AUTO_REFRESH_TICK_MS = 30_000;
export const AUTO_REFRESH_TICK_THRESHOLD = 3;
/** First retry delay of a failed refresh; doubles each attempt. */
export const REFRESH_RETRY_BASE_MS = 200;
/** Retries stop once the next delay would pass one tick, so a tick never overlaps the last. */
export const REFRESH_RETRY_MAX_MS = AUTO_REFRESH_TICK_MS;

// Tokens.
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A rotated refresh token presented again within this window is a concurrent tab, not theft. */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

// Auth rate limits (docs/decisions/0011-auth-rate-limits.md): the windows are fixed; the limits
// are defaults an operator can change (SIGNIN_FAILURES_PER_ACCOUNT_PER_15_MINUTES, …).
export const SIGNIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const SIGNIN_FAILURES_PER_ACCOUNT = 10;
/** Higher than per account: one address may be a household or an office trying several. */
export const SIGNIN_FAILURES_PER_IP = 50;
export const SIGNUP_WINDOW_SECONDS = 60 * 60;
export const SIGNUPS_PER_IP = 20;
export const REFRESH_WINDOW_SECONDS = 60;
/** A tab refreshes about once an hour; 60 a minute is far beyond any household's tabs. */
export const REFRESHES_PER_IP = 60;
// Decision 0081: API tokens that fail (unknown, revoked, malformed) per address, counted like
// failed sign-ins; successful sign-ins per account, so sessions and their events stay bounded.
export const BEARER_FAILURE_WINDOW_SECONDS = 15 * 60;
export const BEARER_FAILURES_PER_IP = 50;
export const SIGNIN_WINDOW_SECONDS = 60 * 60;
/** Far beyond one person signing in on every device they own, twice. */
export const SIGNINS_PER_ACCOUNT = 30;
/** Live sessions one account keeps; a sign-in past it ends the one used longest ago. */
export const SESSIONS_PER_USER_MAX = 100;

// Passwords.
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase; bounds the work one request can cause. */
export const PASSWORD_MAX_LENGTH = 1024;
/** zxcvbn score (0-4) a password must reach. */
export const PASSWORD_MIN_SCORE = 3;
export const EMAIL_MAX_LENGTH = 254;

// Plans (docs/product/limits.md).
export const FREE_COLLECTION_LIMIT = 5;
export const FREE_VIDEO_LIMIT = 50;
/** US dollars: Free costs nothing a month; Pro is paid once, for life. */
export const FREE_PRICE_USD = 0;
export const PRO_PRICE_USD = 49.99;

// Interaction (docs/product/limits.md).
export const DRAG_ACTIVATION_DISTANCE_PX = 8;
export const KEYBOARD_DRAG_STEP_PX = 25;
export const DELETE_MARK_DELAY_MS = 100;
export const DELETE_REMOVE_DELAY_MS = 400;
/**
 * How long the server keeps a deleted video for "Undo" (docs/product/undo.md): far longer than the
 * toast offering it, so a slow network, a hovered toast or a sleeping tab still gets it back.
 */
export const VIDEO_UNDO_WINDOW_MS = 10 * 60 * 1000;
export const CONTACT_SEND_DELAY_MS = 1000;
export const CONTACT_THANKS_MS = 5000;
export const FIREFOX_PASTE_SUBMIT_DELAY_MS = 50;
export const YOUTUBE_ID_LENGTH = 11;
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * Ordering keys (fractional indexing) longer than this make the server renumber that one list,
 * in the same transaction: keys stay short however many drops land in one gap.
 */
export const POSITION_KEY_MAX_LENGTH = 50;

/** Largest request body the API reads. */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * Largest file an import takes (read as it arrives, never held whole): room for a browser's
 * bookmarks with their icons, or a 50,000-video Vidshelf export (about 17 MB).
 */
export const IMPORT_FILE_MAX_BYTES = 32 * 1024 * 1024;
/**
 * Entries one import file may hold (links, and lines or rows that are none): four times the
 * largest library a person keeps, and what bounds the rows an upload writes
 * (docs/decisions/0078-hostile-import-files.md). A file with more is refused whole.
 */
export const IMPORT_ENTRIES_MAX = 200_000;
/**
 * Folder levels of a bookmarks file read as such: a link in a folder nested deeper goes into its
 * folder at this depth, and the preview and the report say so.
 */
export const IMPORT_FOLDER_DEPTH_MAX = 64;

/**
 * The collection every user has, first in the list; never renamed or deleted
 * (docs/product/validation.md).
 */
export const DEFAULT_COLLECTION_NAME = 'Unsorted';
/** Where a subscription's new videos go unless the user picks another (docs/product/subscriptions.md). */
export const INBOX_COLLECTION_NAME = 'Inbox';
/** "Also add the N newest now", when following: at most this many of a feed's items. */
export const FOLLOW_ADD_NEWEST_MAX = 15;

// Bounds on what a user can store (docs/decisions/0008-library-rules.md).
export const COLLECTION_NAME_MAX_LENGTH = 100;
export const VIDEO_TITLE_MAX_LENGTH = 500;
export const VIDEO_URL_MAX_LENGTH = 2048;
/** A channel name as an oEmbed answer gives it (YouTube's own limit is 100). */
export const CHANNEL_NAME_MAX_LENGTH = 200;
// Tags and notes (docs/decisions/0054-tags-and-notes.md).
export const TAG_NAME_MAX_LENGTH = 50;
/** Different tags one video can carry. */
export const VIDEO_TAGS_MAX = 50;
/** A video's note: plain text, a few thousand characters. */
export const VIDEO_NOTE_MAX_LENGTH = 5000;
/**
 * Videos one bulk action takes (docs/product/bulk-actions.md): a selection of a whole large view
 * goes in one request. Its body (ids of 36 characters) is allowed BULK_BODY_MAX_BYTES, not
 * MAX_BODY_BYTES.
 */
export const BULK_VIDEOS_MAX = 10_000;
export const BULK_BODY_MAX_BYTES = 512 * 1024;

/** Shipped in public/: the card image for links that are not YouTube videos, or fail to load. */
export const PLACEHOLDER_THUMBNAIL_URL = '/video-placeholder.svg';

// Watching (docs/product/watching.md).
/** While a video plays, its position is saved this often (and on pause, close and tab hide). */
export const POSITION_SAVE_INTERVAL_MS = 5_000;
/** A position under this is not worth resuming: the video does not count as started. */
export const POSITION_MIN_SECONDS = 5;
/** Past this share of its length a video counts as finished: marked watched (a setting). */
export const FINISHED_FRACTION = 0.9;
/** The longest position or length the server keeps: a week of video. */
export const POSITION_MAX_SECONDS = 7 * 24 * 60 * 60;
/** How long autoplay counts down before the next video of the queue starts. */
export const AUTOPLAY_COUNTDOWN_MS = 5_000;
/**
 * The playback speeds a user can pick (docs/product/watching.md#speed): the steps both sites'
 * players offer (Vimeo's lowest is 0.5; a lower pick plays there at 0.5).
 */
export const PLAYBACK_SPEEDS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** A player that says nothing this long after loading cannot report time (no resume for it). */
export const PLAYER_READY_TIMEOUT_MS = 10_000;
