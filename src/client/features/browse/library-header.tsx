import { useMemo, useRef } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { Search } from 'lucide-react';
import type { Video } from '@shared/contracts/library';
import { Button } from '@client/components/ui/button';
import { SidebarTrigger } from '@client/components/ui/sidebar';
import { useSidebar } from '@client/components/ui/sidebar-context';
import { videoCountLabel } from './counts';
import { matchingNote } from './view-text';
import { useLibraryViewContext } from './library-view-context';
import { runningTime } from './running-time';
import { isSearching, SearchField } from '@client/features/search';

/**
 * The banner above the grid (docs/product/screens-and-routes.md): the sidebar's trigger, what is
 * shown, how many, the search and Add Video. The count waits for the first load, so "0 videos"
 * never flashes.
 *
 * On a phone the search field is hidden (docs/product/screens-and-routes.md), and the slide-over
 * has its own; the header still offers it (docs/product/phones-and-touch.md): a "Search videos"
 * button opens the field on a row of its own, focused. It stays while a query is typed (one query,
 * shared with the slide-over's field); clearing it, Escape, or leaving it empty closes it again.
 *
 * Beside the count, a collection and All Videos say how long their videos last and how much of it
 * is unwatched (docs/product/all-videos-and-sorting.md#running-time), whatever the watched filter
 * shows; search results do not.
 */
export function LibraryHeader({
  title,
  count,
  query,
  onQueryChange,
  searchOpen,
  onSearchOpenChange,
  filter,
  addVideo,
  videos,
}: {
  title: string;
  count: number | null;
  /** The library's videos, once read: the running time counts those of the view. */
  videos?: readonly Video[];
  query: string;
  onQueryChange(query: string): void;
  /** The phone's search was opened (by its button or the `/` key). */
  searchOpen: boolean;
  onSearchOpenChange(open: boolean): void;
  /** The watched filter (docs/product/watch-later-and-player.md), beside the search. */
  filter: ReactNode;
  addVideo: ReactNode;
}) {
  const { isMobile } = useSidebar();
  const { selected, allVideos } = useLibraryViewContext();
  const searching = isSearching(query);
  const time = useMemo(() => {
    if (!videos || searching || (!selected && !allVideos)) return null;
    return runningTime(selected ? videos.filter((v) => v.categoryId === selected.id) : videos);
  }, [videos, searching, selected, allVideos]);
  const showField = !isMobile || searchOpen || query !== '';
  // Closed from the keyboard or the clear button: the focus goes back to the button that opened it.
  const refocus = useRef(false);
  function close() {
    refocus.current = true;
    onSearchOpenChange(false);
  }
  function onBlur(event: FocusEvent) {
    const leftForElsewhere = !event.currentTarget.contains(event.relatedTarget as Node | null);
    if (isMobile && leftForElsewhere && query === '') onSearchOpenChange(false);
  }

  return (
    <header className="sticky top-0 z-10 flex flex-wrap items-center gap-3 border-b bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <SidebarTrigger className="-ml-1 self-start" />
      <div className="min-w-0 flex-1 basis-28 md:basis-40">
        <h1 className="truncate text-xl font-semibold tracking-tight" title={title}>
          {title}
        </h1>
        {/* The running time goes under the count when both do not fit on one line (a phone). */}
        <div className="flex flex-wrap gap-x-1 text-sm text-muted-foreground">
          <p className="min-h-5 truncate">
            {count !== null && `${videoCountLabel(count)}${matchingNote(query)}`}
          </p>
          {time && (
            <p className="min-w-0 truncate" title={time[1] ?? undefined}>
              · {time[0]}
              {time[1] && <span className="sr-only"> ({time[1]})</span>}
            </p>
          )}
        </div>
      </div>
      {/* The filter, search and Add Video stay side by side, wrapping below the title together. */}
      <div className="flex flex-wrap items-center gap-2">
        {!isMobile && filter}
        {!isMobile && <SearchField value={query} onChange={onQueryChange} />}
        {isMobile && !showField && (
          <Button
            ref={(button) => {
              if (!button || !refocus.current) return;
              refocus.current = false;
              button.focus();
            }}
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Search videos"
            title="Search videos"
            aria-keyshortcuts="/"
            onClick={() => onSearchOpenChange(true)}
          >
            <Search aria-hidden="true" />
          </Button>
        )}
        {addVideo}
      </div>
      {isMobile && showField && (
        // A row of its own under the title: the phone's header is too narrow to share.
        <div className="order-last flex basis-full" onBlur={onBlur}>
          <SearchField
            value={query}
            onChange={onQueryChange}
            onClose={close}
            autoFocus={searchOpen}
            fill
          />
        </div>
      )}
      {/* A phone's header has no room beside the title: the filter gets a row of its own. */}
      {isMobile && <div className="order-last flex basis-full flex-wrap gap-2">{filter}</div>}
    </header>
  );
}
