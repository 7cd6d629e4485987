/**
 * Subscriptions moved in and out as a file (docs/product/subscriptions.md#move-in-and-out): the
 * caps both sides know, so the client refuses a file too large before sending it, in the server's
 * words.
 */

/** The largest subscriptions file read: a Takeout of 1,000 channels is about 100 KB. */
export const SUBSCRIPTION_FILE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Entries (rows, outlines, subscriptions) one file may list, good or not: past it the file is
 * refused whole. Five times what an account may follow, so a long list is followed up to the cap
 * and the rest reported, while a made-up file of a million lines is not read through.
 */
export const SUBSCRIPTION_FILE_ENTRIES_MAX = 5_000;

/** The refusal of a file over SUBSCRIPTION_FILE_MAX_BYTES (the server's 413 and the client's). */
export const SUBSCRIPTION_FILE_TOO_LARGE = `Subscription files can be at most ${SUBSCRIPTION_FILE_MAX_BYTES / 1024 / 1024} MB.`;

/** The kinds of subscriptions file read, told from the content. */
export const SUBSCRIPTION_FILE_FORMATS = [
  /** Google Takeout's `subscriptions.csv` (Channel Id, Channel Url, Channel Title); FreeTube's YouTube CSV. */
  'youtube_takeout_csv',
  /** OPML, as feed readers (and FreeTube, and Vidshelf's export) write it. */
  'opml',
  /** NewPipe's subscriptions export (JSON). */
  'newpipe_json',
  /** FreeTube's `profiles.db` (one JSON object a line, a profile each). */
  'freetube_db',
] as const;
export type SubscriptionFileFormat = (typeof SUBSCRIPTION_FILE_FORMATS)[number];
