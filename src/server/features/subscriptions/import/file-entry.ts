import type { SubscriptionFileProblem } from '@shared/contracts/subscription-import';
import { SUBSCRIPTION_FILE_ENTRIES_MAX } from '@shared/subscription-file';

/** What every refusal of a file ends with: what would have been taken. */
export const EXPECTED_SUBSCRIPTION_FILES =
  'Choose the subscriptions.csv of a Google Takeout of YouTube, an OPML file from a feed reader, ' +
  'or a subscriptions export of NewPipe (JSON) or FreeTube (profiles.db).';

/** A file that cannot be read as subscriptions: the message says why and what was expected. */
export class SubscriptionFileError extends Error {
  constructor(reason: string) {
    super(`${reason} ${EXPECTED_SUBSCRIPTION_FILES}`);
    this.name = 'SubscriptionFileError';
  }
}

/** What an entry of a file names, before it is judged (followable.ts). */
export type FileAddress =
  /** A YouTube channel id (Takeout's first column, FreeTube's `id`). */
  | { kind: 'youtube_channel_id'; value: string }
  /** A feed's own address (OPML's `xmlUrl`), and the site's page if the file names it. */
  | { kind: 'feed'; value: string; htmlUrl: string | null }
  /** A channel's page (NewPipe's `url`), on the service the file says. */
  | { kind: 'page'; value: string; service: 'youtube' | 'peertube' | 'other' | null };

/** One channel or feed of a file, as the file tells it. */
export interface FileEntry {
  /** Where in the file: "line 4", "subscription 12". */
  source: string;
  /** The file's name for it, if any. */
  title: string | null;
  address: FileAddress;
}

/** What a format's reader found: its entries, and those it could not take, with why. */
export interface FileEntries {
  entries: FileEntry[];
  problems: SubscriptionFileProblem[];
}

/** The reasons an entry is not followed, as the preview and the report show them. */
export const PROBLEMS = {
  notChannelId: 'Not a YouTube channel id.',
  notWebAddress: 'Not a web address (http or https).',
  tooLong: 'The address is longer than 2,048 characters.',
  noAddress: 'No address of a channel or feed.',
  youtubeWithoutId:
    'A YouTube address without its channel id: follow it by its address on this screen.',
  notFollowable: 'Not a YouTube or PeerTube channel.',
  repeat: (first: string) => `Same channel or feed as ${first}.`,
} as const;

/** What a problem shows of the file's value. */
const VALUE_SHOWN_MAX = 200;

export const problem = (
  source: string,
  value: string,
  reason: string,
): SubscriptionFileProblem => ({
  source,
  value: value.length > VALUE_SHOWN_MAX ? `${value.slice(0, VALUE_SHOWN_MAX - 1)}…` : value,
  reason,
});

/**
 * Counts a file's entries, good or not, as they are read: the reader stops, refusing the file
 * whole, at the first past SUBSCRIPTION_FILE_ENTRIES_MAX.
 */
export function entryCounter(): () => void {
  let count = 0;
  return () => {
    count += 1;
    if (count > SUBSCRIPTION_FILE_ENTRIES_MAX) {
      throw new SubscriptionFileError(
        `This file lists more than ${SUBSCRIPTION_FILE_ENTRIES_MAX.toLocaleString('en-US')} entries, the most one file may.`,
      );
    }
  };
}
