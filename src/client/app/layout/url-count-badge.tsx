import { urlCountLabel } from '@client/features/library';

/** The total number of saved URLs; an image role so "12 URLs" is its accessible name. */
export function UrlCountBadge({ count }: { count: number }) {
  const label = urlCountLabel(count);
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className="inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-sidebar-accent px-2 text-xs font-semibold text-sidebar-accent-foreground tabular-nums"
    >
      {count}
    </span>
  );
}
