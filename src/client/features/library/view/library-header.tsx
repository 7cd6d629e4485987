import type { ReactNode } from 'react';
import { SidebarTrigger } from '@client/components/ui/sidebar';
import { useSidebar } from '@client/components/ui/sidebar-context';
import { videoCountLabel } from './counts';
import { matchingNote } from './view-text';
import { SearchField } from '../search/search-field';

/**
 * The banner above the grid (SPEC §2): the sidebar's trigger, what is shown, how many, the
 * search and Add Video. The count waits for the first load, so "0 videos" never flashes. On a
 * small screen the search moves into the sidebar's slide-over: one search box at a time.
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
  const { isMobile } = useSidebar();
  return (
    <header className="sticky top-0 z-10 flex flex-wrap items-center gap-3 border-b bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <SidebarTrigger className="-ml-1 self-start" />
      <div className="min-w-0 flex-1 basis-40">
        <h1 className="truncate text-xl font-semibold tracking-tight" title={title}>
          {title}
        </h1>
        <p className="min-h-5 truncate text-sm text-muted-foreground">
          {count !== null && `${videoCountLabel(count)}${matchingNote(query)}`}
        </p>
      </div>
      {/* Search and Add Video stay side by side, wrapping below the title together. */}
      <div className="flex items-center gap-2">
        {!isMobile && <SearchField value={query} onChange={onQueryChange} />}
        {addVideo}
      </div>
    </header>
  );
}
