import type { ReactNode } from 'react';
import { videoCountLabel } from '../../model/counts';
import { matchingNote } from '../../model/view-text';
import { SearchField } from './search-field';

/**
 * The banner above the grid (SPEC §2): what is shown, how many, the search and Add Video.
 * The count waits for the first load, so "0 videos" never flashes.
 */
export function LibraryHeader({
  title,
  count,
  query,
  onQueryChange,
  addVideo,
}: {
  title: string;
  count: number | null;
  query: string;
  onQueryChange(query: string): void;
  addVideo: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-10 flex flex-wrap items-center gap-3 border-b bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="min-w-0 flex-1 basis-48">
        <h1 className="truncate text-xl font-semibold tracking-tight" title={title}>
          {title}
        </h1>
        <p className="min-h-5 truncate text-sm text-muted-foreground">
          {count !== null && `${videoCountLabel(count)}${matchingNote(query)}`}
        </p>
      </div>
      {/* Search and Add Video stay side by side, wrapping below the title together. */}
      <div className="flex w-full items-center gap-2 sm:w-auto">
        <SearchField value={query} onChange={onQueryChange} />
        {addVideo}
      </div>
    </header>
  );
}
