import { plural } from './plural';

/**
 * A video's length as stored (`Video.duration`): whole seconds written as a decimal integer,
 * e.g. "613"; null when unknown. Anything else (a fraction, an exponent, spaces, a sign, leading
 * zeros) is not that format, and zero or more than a week is no real video's length (a live
 * stream's "0", a provider's garbage): all of it reads as unknown rather than as a wrong badge.
 */
const WHOLE_SECONDS = /^[1-9][0-9]{0,6}$/;
const MAX_SECONDS = 7 * 24 * 60 * 60;

/** A stored length in whole seconds; null when unknown (or not that format). */
export function durationSeconds(value: string | null): number | null {
  if (value === null || !WHOLE_SECONDS.test(value)) return null;
  const seconds = Number(value);
  return seconds <= MAX_SECONDS ? seconds : null;
}

const split = (total: number) => ({
  hours: Math.floor(total / 3600),
  minutes: Math.floor(total / 60) % 60,
  seconds: total % 60,
});

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** "10:13", "0:59", "1:00:00", as video sites show a length; null when unknown. */
export function formatDuration(value: string | null): string | null {
  const total = durationSeconds(value);
  if (total === null) return null;
  const { hours, minutes, seconds } = split(total);
  return hours > 0
    ? `${hours}:${twoDigits(minutes)}:${twoDigits(seconds)}`
    : `${minutes}:${twoDigits(seconds)}`;
}

/** "12:34", "1:02:03": a moment in a video (seconds from its start), as the sites write it. */
export const clockTime = (seconds: number): string =>
  formatDuration(String(Math.floor(Math.max(0, seconds)))) ?? '0:00';

/**
 * The same length in words, for screen readers ("10:13" is read as a time of day):
 * "10 minutes 13 seconds", "1 hour 2 minutes", "45 seconds"; null when unknown.
 */
export function durationLabel(value: string | null): string | null {
  const total = durationSeconds(value);
  if (total === null) return null;
  const { hours, minutes, seconds } = split(total);
  return [
    hours > 0 ? plural(hours, 'hour', 'hours') : null,
    minutes > 0 ? plural(minutes, 'minute', 'minutes') : null,
    seconds > 0 ? plural(seconds, 'second', 'seconds') : null,
  ]
    .filter((part) => part !== null)
    .join(' ');
}
