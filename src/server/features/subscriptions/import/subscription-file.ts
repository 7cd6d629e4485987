import type { SubscriptionFileProblem } from '@shared/contracts/subscription-import';
import type { SubscriptionFileFormat } from '@shared/subscription-file';
import { turnsEvery } from '@server/http/next-turn';
import { appJsonEntries } from './app-json';
import { problem, PROBLEMS, SubscriptionFileError, type FileEntries } from './file-entry';
import { followableOf, type Followable } from './followable';
import { opmlEntries } from './opml';
import { takeoutCsvEntries } from './takeout-csv';

/** A channel or feed of the file that can be followed, and where in the file it stands. */
export type SubscriptionFileEntry = Followable & { source: string };

export interface SubscriptionFile {
  format: SubscriptionFileFormat;
  /** Each channel or feed once, in file order. */
  entries: SubscriptionFileEntry[];
  /** The entries not taken, with why, in file order. */
  problems: SubscriptionFileProblem[];
}

/** Milliseconds of reading between two turns of the event loop (as the link import's). */
const READ_TURN_MS = 8;

export interface ReadOptions {
  /** YOUTUBE_FEED_URL: a YouTube channel's feed is this with `channel_id` added. */
  youtubeFeedUrl: string;
}

/**
 * The file's text: UTF-8 without its byte-order mark. An archive, a binary or a file that is not
 * UTF-8 is refused, saying so.
 */
function textOf(bytes: Uint8Array): string {
  const starts = (...magic: number[]) => magic.every((byte, i) => bytes[i] === byte);
  if (starts(0x50, 0x4b, 0x03, 0x04) || starts(0x50, 0x4b, 0x05, 0x06)) {
    throw new SubscriptionFileError(
      'This is a ZIP archive (a Google Takeout download is one): unzip it first, then import the subscriptions.csv inside.',
    );
  }
  if (starts(0x1f, 0x8b)) {
    throw new SubscriptionFileError('This is a compressed (gzip) file: decompress it first.');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new SubscriptionFileError('This file is not text.');
  }
  if (text.includes('\0')) throw new SubscriptionFileError('This file is not text.');
  return text;
}

/** The kind of file its first characters show, and what its reader found. */
async function entriesOf(
  text: string,
  turn: () => Promise<void>,
): Promise<FileEntries & { format: SubscriptionFileFormat }> {
  const start = text.trimStart();
  if (start === '') throw new SubscriptionFileError('This file is empty.');
  if (start.startsWith('<')) return { ...(await opmlEntries(text, turn)), format: 'opml' };
  if (start.startsWith('{')) return appJsonEntries(text, turn);
  if (start.startsWith('[')) {
    throw new SubscriptionFileError(
      'This JSON file is a list, not a NewPipe or FreeTube subscriptions export.',
    );
  }
  return { ...(await takeoutCsvEntries(text, turn)), format: 'youtube_takeout_csv' };
}

/**
 * Reads a subscriptions file (docs/product/subscriptions.md#move-in-and-out): a YouTube Takeout
 * `subscriptions.csv`, an OPML file, NewPipe's JSON or FreeTube's profiles.db, told from the
 * content. Each channel or feed becomes what following it writes, known without a request; an
 * entry that cannot be followed so, or that repeats an earlier one (the same feed), is a
 * problem naming where it is and why. Pure but for turns of the event loop while it reads
 * (decision 0078: a file at hand would otherwise hold every other request for a tenth of a second
 * or more). Throws SubscriptionFileError for a file that is none of these, or past the caps
 * (SUBSCRIPTION_FILE_ENTRIES_MAX, nesting, row length).
 */
export async function readSubscriptionFile(
  bytes: Uint8Array,
  { youtubeFeedUrl }: ReadOptions,
): Promise<SubscriptionFile> {
  const turn = turnsEvery(READ_TURN_MS);
  const { format, entries: read, problems: unread } = await entriesOf(textOf(bytes), turn);
  const problems = [...unread];
  const entries: SubscriptionFileEntry[] = [];
  const firstOf = new Map<string, string>();
  for (const entry of read) {
    await turn();
    const followable = followableOf(entry.address, entry.title, youtubeFeedUrl);
    const first = 'problem' in followable ? undefined : firstOf.get(followable.feedUrl);
    if ('problem' in followable || first !== undefined) {
      const reason = 'problem' in followable ? followable.problem : PROBLEMS.repeat(first ?? '');
      problems.push(problem(entry.source, entry.address.value, reason));
      continue;
    }
    firstOf.set(followable.feedUrl, entry.source);
    entries.push({ ...followable, source: entry.source });
  }
  if (entries.length === 0 && problems.length === 0) {
    throw new SubscriptionFileError('This file lists no channels or feeds.');
  }
  // The readers' own problems (an entry of no address) and the judged ones, in file order.
  return { format, entries, problems: problems.sort((a, b) => compareSources(a.source, b.source)) };
}

/** Sources ("line 12", "line 2, subscription 3") by their numbers, in order. */
function compareSources(a: string, b: string): number {
  const numbers = (source: string) =>
    (source.match(/\d+(?:,\d{3})*/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
  const [x, y] = [numbers(a), numbers(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
