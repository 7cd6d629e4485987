import { cn } from '@client/lib/utils';
import { WATCH_FILTERS, type WatchFilter } from './watch-filter';

/**
 * All / Unwatched / Watched (docs/product/watch-later-and-player.md): three toggle buttons in a
 * labelled group, the chosen one pressed. Plain buttons keep it small and reachable with Tab on
 * every screen.
 */
export function WatchFilterControl({
  value,
  onChange,
}: {
  value: WatchFilter;
  onChange(filter: WatchFilter): void;
}) {
  return (
    <div
      role="group"
      aria-label="Show videos"
      className="inline-flex h-9 shrink-0 items-center rounded-md bg-muted p-0.5 text-sm"
    >
      {WATCH_FILTERS.map((filter) => (
        <button
          key={filter.value}
          type="button"
          aria-pressed={value === filter.value}
          onClick={() => onChange(filter.value)}
          className={cn(
            'h-8 cursor-pointer rounded-[5px] px-2.5 font-medium transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            value === filter.value
              ? 'bg-background text-foreground shadow-sm'
              : 'text-muted-foreground',
          )}
        >
          {filter.label}
        </button>
      ))}
    </div>
  );
}
