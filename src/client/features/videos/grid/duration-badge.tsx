import { durationLabel, formatDuration } from '@shared/duration';

/**
 * A video's length in the thumbnail's bottom-right corner, as video sites show it; nothing when
 * unknown. Screen readers get it in words ("10:13" would be read as a time of day) from hidden
 * text, since an aria-label on a plain span is not reliably announced.
 */
export function DurationBadge({ duration }: { duration: string | null }) {
  const short = formatDuration(duration);
  const long = durationLabel(duration);
  if (short === null || long === null) return null;
  return (
    <span
      data-slot="duration-badge"
      className="pointer-events-none absolute right-1.5 bottom-1.5 rounded bg-black/80 px-1 py-0.5 text-xs leading-none font-medium text-white tabular-nums"
    >
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">Duration: {long}</span>
    </span>
  );
}
