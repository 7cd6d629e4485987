import type { Collection, Tag } from '@shared/contracts/library';
import { type PlanUsage, planUsageLine } from '@client/features/plans';
import { Sidebar, SidebarContent, SidebarFooter } from '@client/components/ui/sidebar';
import { useSidebar } from '@client/components/ui/sidebar-context';
import { CollectionList } from '@client/features/collections';
import { TagsSection } from '@client/features/tags';
import { ALL_VIDEOS_ID, WithSearchText, type SearchText } from '@client/features/browse';
import { SidebarSearch } from '@client/features/search';
import { CONTINUE_WATCHING_ID } from '@client/features/watch-progress';
import { LibraryNav } from './library-nav';
import { SidebarTop } from './sidebar-top';
import { UrlCountBadge } from './url-count-badge';
import { UserMenu } from './user-menu';

export interface LibrarySidebarProps {
  collections: readonly Collection[];
  tags: readonly Tag[];
  /** How many videos carry each tag, by name (docs/product/tags-and-notes.md). */
  tagCounts: ReadonlyMap<string, number>;
  counts: ReadonlyMap<string, number>;
  /** Unwatched videos by collection, shown beside its count: the Inbox's. */
  unwatched: ReadonlyMap<string, number>;
  totalCount: number;
  /**
   * The started, unfinished videos (docs/product/watching.md#continue-watching); null until the
   * library and the positions are both read.
   */
  continueCount: number | null;
  /** "3 watched", for the count badge's tooltip (docs/product/watch-later-and-player.md). */
  watchedCount: string;
  /**
   * A collection's id, ALL_VIDEOS_ID (docs/product/all-videos-and-sorting.md),
   * CONTINUE_WATCHING_ID (docs/product/watching.md#continue-watching), or none.
   */
  selectedId: string | null;
  onSelect(id: string): void;
  onCreate(name: string): void;
  creating: boolean;
  onRename(collection: Collection): void;
  onDelete(collection: Collection): void;
  onRefresh(): void;
  refreshing: boolean;
  /** The search's text: only the parts that show it read it, so a key renders no more. */
  searchText: SearchText;
  onQueryChange(query: string): void;
  /** The plan's usage (docs/product/honest-screens.md), null while the plan is unknown. */
  usage: PlanUsage | null;
  /** Said at the add-collection button when the plan has no room for another. */
  addCollectionNote: string | null;
}

/**
 * The sidebar of docs/product/screens-and-routes.md: brand and refresh, the video search (only in
 * the mobile slide-over, where the header's is hidden), the collections, their tags
 * (docs/product/tags-and-notes.md), the user menu and the URL total. Choosing a collection or
 * refreshing closes the slide-over, so the result shows.
 */
export function LibrarySidebar({
  totalCount,
  continueCount,
  watchedCount,
  onRefresh,
  refreshing,
  searchText,
  onQueryChange,
  onSelect,
  usage,
  addCollectionNote,
  tags,
  tagCounts,
  ...list
}: LibrarySidebarProps) {
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <Sidebar aria-label="Sidebar">
      <SidebarTop
        onRefresh={() => {
          onRefresh();
          setOpenMobile(false);
        }}
        refreshing={refreshing}
      />
      {isMobile && (
        <WithSearchText text={searchText}>
          {(query) => (
            <SidebarSearch
              query={query}
              onQueryChange={onQueryChange}
              onDone={() => setOpenMobile(false)}
            />
          )}
        </WithSearchText>
      )}
      <SidebarContent>
        <LibraryNav
          allVideos={{
            count: totalCount,
            selected: list.selectedId === ALL_VIDEOS_ID,
            onSelect: () => {
              onSelect(ALL_VIDEOS_ID);
              setOpenMobile(false);
            },
          }}
          continueWatching={{
            count: continueCount,
            selected: list.selectedId === CONTINUE_WATCHING_ID,
            onSelect: () => {
              onSelect(CONTINUE_WATCHING_ID);
              setOpenMobile(false);
            },
          }}
        />
        <CollectionList
          {...list}
          addNote={addCollectionNote}
          onSelect={(id) => {
            onSelect(id);
            setOpenMobile(false);
          }}
        />
        <WithSearchText text={searchText}>
          {(query) => (
            <TagsSection
              tags={tags}
              counts={tagCounts}
              query={query}
              onQueryChange={(next) => {
                onQueryChange(next);
                setOpenMobile(false);
              }}
            />
          )}
        </WithSearchText>
      </SidebarContent>
      <SidebarFooter className="flex-row items-center gap-2 group-data-[collapsible=icon]/sidebar:flex-col">
        <UserMenu usage={usage} />
        <UrlCountBadge
          count={totalCount}
          watched={watchedCount}
          usage={usage && planUsageLine(usage)}
        />
      </SidebarFooter>
    </Sidebar>
  );
}
