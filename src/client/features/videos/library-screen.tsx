import { useCallback, useMemo, useRef, useState } from 'react';
import type { Collection, Video } from '@shared/contracts/library';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { usePreloadOnInteraction } from '@client/lib/use-preload-on-interaction';
import { useSettings } from '@client/features/settings';
import {
  firstScreenCards,
  useOpenVideoFromLink,
  useShownLibraryView,
  addTargetOf,
  viewTitle,
  LibraryHeader,
  videoFiltersOf,
} from '@client/features/browse';
import { isSearching, usePreparedSearch } from '@client/features/search';
import { filterByWatched, WatchFilterControl } from '@client/features/watch-filter';
import { SortControl } from '@client/features/sort';
import { useDragGroup } from '@client/features/arrange';
import { useFirstScreen, useLibraryQuery } from '@client/features/library';
import {
  PlayAllButtons,
  PlayerDialog,
  usePlayback,
  type PlayRequest,
} from '@client/features/player';
import {
  CONTINUE_WATCHING_ID,
  NO_PROGRESS,
  WatchProgressContext,
  watchProgressOf,
} from '@client/features/watch-progress';
import { useCreateVideo } from './add/use-create-video';
import { useDeleteVideo } from './delete/use-delete-video';
import { useAddVideoControl } from './add/use-add-video-control';
import { useAnnouncedAdd } from './add/use-announced-add';
import { copyUrl } from './grid/copy-url';
import { focusBackOnCard } from './focus/focus-card';
import { useSetWatched } from './watched/use-set-watched';
import { useRefreshDetails } from './refresh/use-refresh-details';
import { offerUndo } from './undo/offer-undo';
import { UNDO_MESSAGES } from './undo/undo-messages';
import {
  AddVideoDialog,
  BulkBar,
  DeleteVideoDialog,
  EditVideoDialog,
  VIDEO_DIALOG_PRELOADS,
  ShortcutsDialog,
} from './on-demand-video-dialogs';
import { useLibraryShortcuts } from './shortcuts/use-library-shortcuts';
import { useVideoSelection } from './select/use-video-selection';
import { useBulkActions } from './select/use-bulk-actions';
import { EmptyState } from './grid/empty-state';
import { VideoGrid } from './grid/video-grid';
import type { VideoCardHandlers } from './grid/video-card';
import { AddVideoButton } from './add/add-video-button';

const NO_COLLECTIONS: Collection[] = [];
const NO_VIDEOS: Video[] = [];
/** Tells one opening of the player from the next (a new queue starts afresh). */
let playRequests = 0;

/**
 * The main screen (docs/product/screens-and-routes.md), beside the sidebar of the signed-in layout
 * (LibraryShell): a header, the card grid, and the video dialogs. The selection and search come
 * from the layout; the filtered list is derived from the one cached library on every render.
 */
export function LibraryScreen() {
  useDocumentTitle();
  usePreloadOnInteraction(VIDEO_DIALOG_PRELOADS);
  const library = useLibraryQuery();
  const collections = library.data?.categories ?? NO_COLLECTIONS;
  const videos = library.data?.videos ?? NO_VIDEOS;
  const tagList = library.data?.tags;
  const tagNames = useMemo(() => (tagList ?? []).map((tag) => tag.name), [tagList]);
  const view = useShownLibraryView();
  // Decision 0060: until the whole local copy is read, its first screen's cards show, read-only;
  // another view (a search, another collection) waits for the whole library.
  const firstScreen = useFirstScreen();
  const firstCards = library.data
    ? null
    : firstScreenCards(firstScreen, {
        collectionId: view.selected?.id ?? null,
        sort: view.sort,
        query: view.query,
        watchFilter: view.watchFilter,
      });
  const [settings] = useSettings();
  // docs/product/already-saved.md: `/?video=<id>` selects the video's collection; the grid brings
  // its card to focus.
  useOpenVideoFromLink(
    { videos: library.data?.videos, fetching: library.isFetching },
    view.openVideo,
  );

  // docs/product/all-videos-and-sorting.md: the view's sort orders the library once per choice.
  // One search index per library, in the search results' own sort, made while the page is idle
  // whatever view shows. A key's results render with the key itself, in one pass (decision
  // 0077): a deferred second pass, sliced between frames, painted the results later on every key.
  const filterFor = useMemo(() => videoFiltersOf(videos), [videos]);
  const filter = filterFor(view.sort);
  usePreparedSearch(filterFor(view.searchSort));
  // docs/product/watching.md: the positions and preferences, read with the library. The started
  // videos are Continue watching, the last played first (a search still looks through every video,
  // and the watched filter applies after it, as in any view), and the cards' progress bars
  // (docs/product/watching.md#continue-watching, #progress-on-cards).
  const playback = usePlayback();
  const positions = playback.data?.positions;
  const progress = useMemo(
    () => (positions ? watchProgressOf(videos, positions) : NO_PROGRESS),
    [videos, positions],
  );
  const continuing = view.continueWatching && !isSearching(view.query);
  const progressOnCards = useMemo(
    () => ({ byVideo: progress.byVideo, showLeft: continuing }),
    [progress, continuing],
  );
  const shown = useMemo(
    () =>
      filterByWatched(
        continuing
          ? progress.started
          : filter({ query: view.query, categoryId: view.selected?.id ?? null }),
        view.watchFilter,
      ),
    [filter, view.query, view.selected, view.watchFilter, continuing, progress],
  );
  // Continue watching waits for the positions, as another view waits for the library.
  const waitingForPositions = continuing && playback.isPending;
  // docs/product/bulk-actions.md: cards chosen for a bulk action; another view starts with none.
  const selection = useVideoSelection(
    shown,
    `${continuing ? CONTINUE_WATCHING_ID : (view.selected?.id ?? 'all')}\n${view.query}\n${view.watchFilter}`,
  );
  const selectedVideos = useMemo(
    () =>
      selection.selectedIds.size === 0
        ? NO_VIDEOS
        : shown.filter((video) => selection.selectedIds.has(video.id)),
    [shown, selection.selectedIds],
  );
  // Dragging a selected card onto a collection moves the whole selection there.
  const { move: moveVideos } = useBulkActions();
  const clearSelection = selection.clear;
  useDragGroup(
    useMemo(
      () => ({
        ids: selection.ids,
        move: (ids, collection) =>
          void moveVideos(ids, collection).then((moved) => moved && clearSelection()),
      }),
      [selection.ids, moveVideos, clearSelection],
    ),
  );
  const setWatched = useSetWatched();
  const toggleWatched = useCallback(
    (video: Video) => void setWatched(video, video.watchedAt === null),
    [setWatched],
  );
  const [playing, setPlaying] = useState<PlayRequest | null>(null);
  const play = useCallback(
    (video: Video) => setPlaying({ id: ++playRequests, queue: [video.id], index: 0 }),
    [],
  );
  const playAll = useCallback(
    (queue: string[]) => setPlaying({ id: ++playRequests, queue, index: 0 }),
    [],
  );
  const [editing, setEditing] = useState<Video | null>(null);
  // A note's time (docs/product/watching.md#notes) plays the video from that moment; an edit
  // dialog it was pressed in stays under the player, with what was typed in it.
  const playAtOpener = useRef<Element | null>(null);
  const playAt = useCallback((video: Video, start: number) => {
    playAtOpener.current = document.activeElement;
    setPlaying({ id: ++playRequests, queue: [video.id], index: 0, start });
  }, []);
  // Back to the time pressed, or (re-rendered meanwhile) to the dialog it was in.
  const focusBackInEdit = useCallback((event: Event) => {
    event.preventDefault();
    const opener = playAtOpener.current;
    const target =
      opener instanceof HTMLElement && opener.isConnected
        ? opener
        : document.querySelector<HTMLElement>('[role="dialog"]');
    target?.focus();
  }, []);
  // The player marks a video watched after a while; a toast offers to take that back.
  const watchedByPlayer = useCallback(
    (video: Video) => {
      void setWatched(video, true);
      offerUndo({
        id: `watched:${video.id}`,
        title: UNDO_MESSAGES.markedWatched,
        description: `“${video.title}”`,
        undo: () => void setWatched(video, false),
      });
    },
    [setWatched],
  );

  const addVideo = useCreateVideo();
  const addTarget = addTargetOf(collections, view.selected);
  const { deletingIds, deleteVideo } = useDeleteVideo();
  const addFromClipboard = useAnnouncedAdd(addVideo.mutateAsync, collections, deleteVideo);
  const addAction = useAddVideoControl({
    targetCollectionId: addTarget,
    addVideo: addFromClipboard,
  });

  const [confirmingDelete, setConfirmingDelete] = useState<Video | null>(null);
  const [showingShortcuts, setShowingShortcuts] = useState(false);
  // docs/product/phones-and-touch.md: the phone's header opens its search on demand (the button or
  // `/`).
  const [phoneSearchOpen, setPhoneSearchOpen] = useState(false);

  const requestDelete = useCallback(
    (video: Video) => {
      if (settings.showDeleteModal) setConfirmingDelete(video);
      else void deleteVideo(video);
    },
    [deleteVideo, settings.showDeleteModal],
  );

  const refreshDetails = useRefreshDetails();
  const cardHandlers = useMemo<VideoCardHandlers>(
    () => ({
      onToggleWatched: toggleWatched,
      onPlay: play,
      onCopy: (video) => void copyUrl(video),
      onEdit: setEditing,
      onDelete: requestDelete,
      onRefresh: (video) => void refreshDetails(video),
      onSelect: selection.toggle,
      playAt,
    }),
    [toggleWatched, play, playAt, requestDelete, refreshDetails, selection.toggle],
  );

  useLibraryShortcuts({
    query: view.query,
    clearQuery: () => {
      view.setQuery('');
      setPhoneSearchOpen(false);
    },
    openSearch: () => setPhoneSearchOpen(true),
    addVideo: () => void addAction.start(),
    showHelp: () => setShowingShortcuts(true),
    selectionSize: selection.ids.length,
    selectAll: selection.selectAll,
    clearSelection: selection.clear,
  });

  const addVideoButton = (
    <AddVideoButton onClick={() => void addAction.start()} busy={addAction.checking} />
  );

  return (
    <WatchProgressContext value={progressOnCards}>
      <LibraryHeader
        title={viewTitle(view.query, view.selected, view.continueWatching)}
        count={library.data && !waitingForPositions ? shown.length : (firstCards?.count ?? null)}
        videos={library.data?.videos}
        query={view.query}
        onQueryChange={view.setQuery}
        searchOpen={phoneSearchOpen}
        onSearchOpenChange={setPhoneSearchOpen}
        filter={
          <>
            <WatchFilterControl value={view.watchFilter} onChange={view.setWatchFilter} />
            {/* Continue watching is in the order of the last play, sorted by nothing else. */}
            {!continuing && <SortControl value={view.sort} onChange={view.setSort} />}
            <PlayAllButtons
              videos={shown}
              watchedToo={view.watchFilter === 'watched'}
              onPlay={playAll}
            />
          </>
        }
        addVideo={addVideoButton}
      />
      <main className="@container flex-1 p-4">
        <BulkBar
          videos={selectedVideos}
          collections={collections}
          tagNames={tagNames}
          onDone={selection.clear}
          onClear={selection.clear}
        />
        {firstCards ? (
          // In the place of the grid below, so the whole library's cards reuse these.
          <VideoGrid
            videos={firstCards.videos}
            readOnly
            reorderable={false}
            deletingIds={deletingIds}
            selectedIds={selection.selectedIds}
            opening={null}
            onOpened={view.videoOpened}
            handlers={cardHandlers}
          />
        ) : library.isPending || waitingForPositions ? (
          <Spinner className="justify-center py-16" />
        ) : !library.data ? (
          <div className="flex flex-col items-center gap-3 py-16 text-center">
            <p className="text-muted-foreground">Your library could not be loaded.</p>
            <Button type="button" variant="outline" onClick={() => void library.refetch()}>
              Try again
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <EmptyState
            searching={isSearching(view.query)}
            watchFilter={view.watchFilter}
            continueWatching={continuing && progress.started.length === 0}
            addVideo={addVideoButton}
          />
        ) : (
          <VideoGrid
            videos={shown}
            // Only a whole collection in its own order is reordered: a search, a filter or
            // All Videos shows gaps in it, another sort another order.
            reorderable={
              view.selected !== null &&
              !isSearching(view.query) &&
              view.watchFilter === 'all' &&
              view.sort === 'custom'
            }
            deletingIds={deletingIds}
            selectedIds={selection.selectedIds}
            opening={view.opening}
            onOpened={view.videoOpened}
            handlers={cardHandlers}
          />
        )}
      </main>

      <AddVideoDialog
        open={addAction.dialogOpen}
        onOpenChange={addAction.setDialogOpen}
        collections={collections}
        defaultCollectionId={addTarget}
        firefox={addAction.firefox}
        onAdd={addVideo.mutate}
      />
      <EditVideoDialog
        video={editing}
        collections={collections}
        tagNames={tagNames}
        playAt={playAt}
        onClose={() => setEditing(null)}
      />
      <DeleteVideoDialog
        video={confirmingDelete}
        onConfirm={(video) => void deleteVideo(video)}
        onClose={() => setConfirmingDelete(null)}
      />
      <PlayerDialog
        request={playing}
        videos={videos}
        onWatched={watchedByPlayer}
        onClose={() => setPlaying(null)}
        // Over Edit Video (a note's time), the focus goes back into that dialog, as Radix does.
        returnFocus={editing ? focusBackInEdit : focusBackOnCard}
      />
      <ShortcutsDialog open={showingShortcuts} onClose={() => setShowingShortcuts(false)} />
    </WatchProgressContext>
  );
}
