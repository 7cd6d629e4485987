import { ArrowUpDown } from 'lucide-react';
import { VIDEO_SORTS, type VideoSort } from './video-sort';

/**
 * The view's order (docs/product/all-videos-and-sorting.md): a native select, small, reachable with
 * Tab, and the phone's own picker on a touch screen. Named "Sort videos" for assistive technology;
 * the icon says it too.
 */
export function SortControl({
  value,
  onChange,
}: {
  value: VideoSort;
  onChange(sort: VideoSort): void;
}) {
  return (
    <label className="relative inline-flex h-9 shrink-0 items-center">
      <span className="sr-only">Sort videos</span>
      <ArrowUpDown
        aria-hidden="true"
        className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground"
      />
      <select
        value={value}
        title="Sort videos"
        onChange={(event) => onChange(event.currentTarget.value as VideoSort)}
        className="h-9 cursor-pointer appearance-none rounded-md border border-input bg-background py-1 pr-3 pl-8 text-sm font-medium shadow-xs outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      >
        {VIDEO_SORTS.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
    </label>
  );
}
