const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** The largest unit first: "2 days ago" rather than "49 hours ago". */
const UNITS = [
  { name: 'year', ms: YEAR },
  { name: 'month', ms: MONTH },
  { name: 'day', ms: DAY },
  { name: 'hour', ms: HOUR },
  { name: 'minute', ms: MINUTE },
] as const;

/**
 * How long ago `iso` was, seen at `now` (ms): "just now" under a minute, else "5 minutes ago",
 * "1 day ago", rounded down. A time ahead of `now` (the server's clock a little ahead of this
 * one) is "just now"; a value that is not a date is empty.
 */
export function timeAgo(iso: string, now: number): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const elapsed = now - then;
  for (const unit of UNITS) {
    const count = Math.floor(elapsed / unit.ms);
    if (count >= 1) return `${count} ${unit.name}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
