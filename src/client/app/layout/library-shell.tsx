import { useEffect, useMemo, type ReactNode } from 'react';
import type { Collection, Tag, Video } from '@shared/contracts/library';
import { SidebarInset } from '@client/components/ui/sidebar';
import { SidebarProvider } from '@client/components/ui/sidebar-provider';
import { showErrorToast } from '@client/lib/toast';
import { countLibrary, LibraryViewContext, useSharedLibraryView } from '@client/features/browse';
import {
  useFirstScreen,
  useLibraryQuery,
  FAILURE_MESSAGES,
  LiveLibraryUpdates,
} from '@client/features/library';
import { LibraryDnd } from '@client/features/arrange';
import { usePlayback } from '@client/features/player';
import { watchProgressOf } from '@client/features/watch-progress';
import { UnavailableNotice } from '@client/features/availability';
import { UNAVAILABLE_QUERY } from '@client/features/search';
import { inboxUnwatched } from './inbox-unwatched';
import { DragPreview } from './drag-preview';
import { OfflineBanner } from './offline-banner';
import { ShellSidebar } from './shell-sidebar';

const NO_COLLECTIONS: Collection[] = [];
const NO_VIDEOS: Video[] = [];
const NO_TAGS: Tag[] = [];
const NO_UNWATCHED: ReadonlyMap<string, number> = new Map();

/**
 * The layout of every signed-in screen (docs/product/screens-and-routes.md): the library's sidebar
 * beside the screen. It holds what outlives one screen: the loaded library, the selected collection
 * and search, and the one drag-and-drop context, which spans sidebar and content so that a card can
 * be dropped on a collection.
 */
export function LibraryShell({ children }: { children: ReactNode }) {
  const library = useLibraryQuery();
  // Decision 0060: until the whole local copy is read, its first screen names the collections,
  // tags and counts.
  const firstScreen = useFirstScreen();
  const shown = library.data ?? firstScreen;
  const collections = shown?.categories ?? NO_COLLECTIONS;
  const videos = library.data?.videos ?? NO_VIDEOS;
  const tags = shown?.tags ?? NO_TAGS;
  const firstCounts = library.data ? undefined : firstScreen?.counts;
  const counts = useMemo(() => firstCounts ?? countLibrary(videos), [firstCounts, videos]);
  // docs/product/watching.md#continue-watching: the sidebar counts the started videos on every
  // screen, once the whole library and the positions are both read (the first screen's few cards
  // could not count them).
  const positions = usePlayback().data?.positions;
  const continueCount =
    library.data && positions ? watchProgressOf(videos, positions).started.length : null;
  const view = useSharedLibraryView(collections);
  // docs/product/subscriptions.md#manage: the Inbox's unwatched videos, beside its count.
  const unwatched = useMemo(
    () => (library.data ? inboxUnwatched(collections, videos) : NO_UNWATCHED),
    [library.data, collections, videos],
  );
  const unavailableCount = useMemo(
    () => videos.reduce((count, video) => count + (video.unavailable ? 1 : 0), 0),
    [videos],
  );

  // docs/product/errors.md: a failed load (the first or a refresh) is a toast, on whichever screen.
  const loadFailedAt = library.isError ? library.errorUpdatedAt : 0;
  useEffect(() => {
    if (loadFailedAt) showErrorToast(FAILURE_MESSAGES.loadLibrary);
  }, [loadFailedAt]);

  return (
    <LibraryViewContext value={view}>
      <SidebarProvider>
        <LibraryDnd preview={(item, count) => <DragPreview item={item} count={count} />}>
          {/* docs/product/live-updates.md: changes made elsewhere appear; inside the drag context,
              to wait for a drop. */}
          <LiveLibraryUpdates />
          <ShellSidebar
            view={view}
            collections={collections}
            counts={counts}
            continueCount={continueCount}
            unwatched={unwatched}
            tags={tags}
            onRefresh={() => void library.refetch()}
            refreshing={library.isFetching}
          />
          <SidebarInset>
            <OfflineBanner />
            {/* docs/product/availability.md#notice: the sweep found videos gone. */}
            {library.data && (
              <UnavailableNotice
                unavailableCount={unavailableCount}
                onShow={() => view.setQuery(UNAVAILABLE_QUERY)}
              />
            )}
            {children}
          </SidebarInset>
        </LibraryDnd>
      </SidebarProvider>
    </LibraryViewContext>
  );
}
