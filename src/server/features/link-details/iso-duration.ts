import { formatDuration } from '@shared/duration';

/**
 * An ISO 8601 duration of days, hours, minutes and seconds, as schema.org's microdata writes a
 * video's length (`PT10M13S`, `PT1H2M3S`, YouTube's `PT62M3S`, `P0D`): each part at most 9
 * digits, a fraction on the seconds only, at least one part, and a `T` only before a time part.
 * Years, months and weeks are no length a page gives a video (a month has no fixed length).
 */
const ISO_DURATION =
  /^P(?!$)(?:(\d{1,9})D)?(?:T(?!$)(?:(\d{1,9})H)?(?:(\d{1,9})M)?(?:(\d{1,9}(?:\.\d{1,9})?)S)?)?$/;

/**
 * A video's length written as an ISO 8601 duration, in whole seconds (rounded), as the `duration`
 * column holds it ("613"); null for anything that is not one, and for a length the card's badge
 * would not show (src/shared/duration.ts): zero (YouTube's `P0D` for a live stream) or more than
 * a week (a page's garbage), refused rather than capped, as a wrong badge is worse than none.
 */
export function isoDurationSeconds(text: string): string | null {
  const match = ISO_DURATION.exec(text.trim());
  if (!match) return null;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  const total =
    Number(days) * 86_400 + Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  const whole = String(Math.round(total));
  return formatDuration(whole) === null ? null : whole;
}
