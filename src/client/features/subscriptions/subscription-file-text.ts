import type {
  SubscriptionFileProblem,
  SubscriptionImportPreview,
  SubscriptionImportReport,
  SubscriptionImportResult,
} from '@shared/contracts/subscription-import';
import {
  SUBSCRIPTION_FILE_MAX_BYTES,
  SUBSCRIPTION_FILE_TOO_LARGE,
  type SubscriptionFileFormat,
} from '@shared/subscription-file';

/** The card's fixed sentences (docs/product/subscriptions.md#move-in-and-out). */
export const SUBSCRIPTION_FILE_MESSAGES = {
  title: 'Import and export',
  description:
    'Bring your subscriptions from YouTube (Google Takeout), NewPipe, FreeTube or a feed reader, or take them to another app.',
  hint: 'A subscriptions.csv from Google Takeout, an OPML file, or a NewPipe or FreeTube export. Up to 2 MB.',
  choose: 'Import subscriptions',
  fileLabel: 'Subscriptions file',
  nothingNew: 'Nothing new to follow in this file.',
  pastBefore:
    'Nothing they listed before is added: only their new videos, from their first check on.',
  export: 'Export subscriptions (OPML)',
  exporting: 'Exporting...',
  downloadReport: 'Download report',
  another: 'Import another file',
  cancel: 'Cancel',
} as const;

/** What the file chooser offers: the kinds the server reads. */
export const SUBSCRIPTION_FILE_ACCEPT = '.csv,.opml,.xml,.json,.db,.txt';

/** Why a file is refused before it is sent (only its size is known to be wrong here), or null. */
export const subscriptionFileRefusal = (file: { size: number }): string | null =>
  file.size > SUBSCRIPTION_FILE_MAX_BYTES ? SUBSCRIPTION_FILE_TOO_LARGE : null;

const FORMAT_LABELS: Record<SubscriptionFileFormat, string> = {
  youtube_takeout_csv: 'YouTube subscriptions from Google Takeout',
  opml: 'OPML',
  newpipe_json: 'NewPipe subscriptions',
  freetube_db: 'FreeTube subscriptions',
};

/**
 * Subscriptions one account may hold: the contract's SUBSCRIPTIONS_PER_USER_MAX, written again
 * because the contracts' values stay out of the client's bundle (a test keeps the two equal).
 */
export const SUBSCRIPTIONS_MAX = 1000;

const count = (n: number) => n.toLocaleString('en-US');
const channels = (n: number) => `${count(n)} ${n === 1 ? 'channel or feed' : 'channels and feeds'}`;
const lines = (n: number) => `${count(n)} ${n === 1 ? 'entry' : 'entries'}`;

/** "From subscriptions.csv (YouTube subscriptions from Google Takeout)". */
export const fileLine = (fileName: string, format: SubscriptionFileFormat): string =>
  `From ${fileName} (${FORMAT_LABELS[format]})`;

/** How many the import would follow: the new ones, within the room left. */
export const toFollow = (preview: SubscriptionImportPreview): number =>
  Math.min(preview.new, preview.room);

/** The confirm button: "Follow 12 channels and feeds". */
export const followLabel = (n: number): string => `Follow ${channels(n)}`;

/** What the file holds, before anything is followed. */
export function previewLines(preview: SubscriptionImportPreview): string[] {
  const shown = [`${channels(preview.entries)} in the file`];
  if (preview.alreadyFollowing > 0)
    shown.push(`${count(preview.alreadyFollowing)} you follow already`);
  if (preview.new > preview.room) {
    shown.push(
      preview.room === 0
        ? `You follow as many channels and feeds as you may: the ${count(preview.new)} new ones would be skipped.`
        : `You may follow ${count(preview.room)} more: the other ${count(preview.new - preview.room)} would be skipped.`,
    );
  }
  if (preview.problems.length > 0)
    shown.push(`${lines(preview.problems.length)} cannot be followed (below)`);
  return shown;
}

/** The import's result, first line. */
export function reportHeading(report: SubscriptionImportReport): string {
  if (report.followed === 0) return 'No new channel or feed followed.';
  const where =
    report.collectionName === null ? '' : ` Their new videos go to ${report.collectionName}.`;
  return `Following ${channels(report.followed)}.${where}`;
}

/** What else the import did. */
export function reportLines(report: SubscriptionImportReport): string[] {
  const shown: string[] = [];
  if (report.followed > 0) shown.push(SUBSCRIPTION_FILE_MESSAGES.pastBefore);
  if (report.alreadyFollowing > 0)
    shown.push(`${count(report.alreadyFollowing)} you followed already`);
  if (report.skipped > 0) {
    shown.push(
      `${count(report.skipped)} skipped: you follow as many channels and feeds as you may (${count(SUBSCRIPTIONS_MAX)}).`,
    );
  }
  if (report.problems.length > 0)
    shown.push(`${lines(report.problems.length)} could not be followed (below)`);
  return shown;
}

/** A problem as a line: "line 4: Not a YouTube channel id. (UCbad)". */
export const problemText = ({ source, value, reason }: SubscriptionFileProblem): string =>
  value === '' ? `${source}: ${reason}` : `${source}: ${reason} (${value})`;

const OUTCOME_LABELS: Record<SubscriptionImportResult['outcome'], string> = {
  followed: 'Followed',
  already_following: 'Followed already',
  over_limit: 'Skipped: too many subscriptions',
};

/**
 * A spreadsheet runs a cell that starts with one of these as a formula: a title from someone
 * else's file such as `=HYPERLINK(…)` must open as text (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const cell = (value: string): string => {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
};

/** Where in the file, as numbers: "line 2, subscription 3" before "line 10". */
const sourceOrder = (source: string): number[] =>
  (source.match(/\d+(?:,\d{3})*/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
const bySource = (a: { source: string }, b: { source: string }): number => {
  const [x, y] = [sourceOrder(a.source), sourceOrder(b.source)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
};

/**
 * The report as CSV, every entry of the file in its order: where it was, its title, its address,
 * what became of it and why. A byte-order mark first, so spreadsheets read it as UTF-8.
 */
export function reportCsv(report: SubscriptionImportReport): string {
  const rows = [
    ...report.results.map((result) => ({
      source: result.source,
      cells: [result.source, result.title, result.url, OUTCOME_LABELS[result.outcome], ''],
    })),
    ...report.problems.map((problem) => ({
      source: problem.source,
      cells: [problem.source, '', problem.value, 'Not followed', problem.reason],
    })),
  ].sort(bySource);
  const header = ['Where in the file', 'Title', 'Address', 'Result', 'Detail'];
  return `\uFEFF${[header, ...rows.map((row) => row.cells)].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** The report's file name, dated by the user's own day. */
export const reportFileName = (now: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `vidshelf-subscriptions-import-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
};
