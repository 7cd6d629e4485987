import { useState } from 'react';
import type { Collection, Tag } from '@shared/contracts/library';
import {
  useCreateCollection,
  useDeleteCollection,
  useRenameCollection,
  preloadCollectionMenu,
  DeleteCollectionDialog,
  COLLECTION_DIALOG_PRELOADS,
  RenameCollectionDialog,
} from '@client/features/collections';
import {
  ALL_VIDEOS_ID,
  type LibraryCounts,
  type useSharedLibraryView,
} from '@client/features/browse';
import { preloadToasts } from '@client/lib/toast';
import { quietly, usePreloadOnInteraction } from '@client/lib/use-preload-on-interaction';
import { collectionLimitNote, usePlanUsage } from '@client/features/plans';
import { CONTINUE_WATCHING_ID } from '@client/features/watch-progress';
import { LibrarySidebar } from './library-sidebar';
import { preloadUserMenu } from './user-menu';

/**
 * The sidebar's menus and the dialogs they open, fetched after the user's first interaction, once
 * their presses pause.
 */
const SIDEBAR_MENU_PRELOADS = [
  quietly(preloadUserMenu),
  quietly(preloadCollectionMenu),
  ...COLLECTION_DIALOG_PRELOADS,
];
/** The toasts' code, fetched at the user's first interaction, before a failure may need it. */
const TOAST_PRELOADS = [preloadToasts];

/**
 * The sidebar of every signed-in screen wired to the library: the collections with their
 * counts, adding one, and the rename and delete dialogs its menus open.
 */
export function ShellSidebar({
  view,
  collections,
  counts,
  continueCount,
  unwatched,
  tags,
  onRefresh,
  refreshing,
}: {
  /** The shared view (the layout's): what is selected, and the search's text. */
  view: ReturnType<typeof useSharedLibraryView>;
  collections: readonly Collection[];
  counts: LibraryCounts;
  /** Continue watching's count (docs/product/watching.md#continue-watching), null until known. */
  continueCount: number | null;
  /** Unwatched videos by collection, shown beside its count: the Inbox's. */
  unwatched: ReadonlyMap<string, number>;
  tags: readonly Tag[];
  onRefresh(): void;
  refreshing: boolean;
}) {
  usePreloadOnInteraction(SIDEBAR_MENU_PRELOADS);
  usePreloadOnInteraction(TOAST_PRELOADS, { wait: 'none' });
  const usage = usePlanUsage(counts.total, collections);
  const createCollection = useCreateCollection(collections);
  const renameCollection = useRenameCollection(collections);
  const deleteCollection = useDeleteCollection();
  const [renaming, setRenaming] = useState<Collection | null>(null);
  const [deleting, setDeleting] = useState<Collection | null>(null);

  return (
    <>
      <LibrarySidebar
        collections={collections}
        tags={tags}
        tagCounts={counts.byTag}
        counts={counts.byCollection}
        unwatched={unwatched}
        totalCount={counts.total}
        continueCount={continueCount}
        watchedCount={counts.watched}
        selectedId={
          view.allVideos
            ? ALL_VIDEOS_ID
            : view.continueWatching
              ? CONTINUE_WATCHING_ID
              : (view.selected?.id ?? null)
        }
        onSelect={view.selectCollection}
        onCreate={(name) => void createCollection.create(name)}
        creating={createCollection.pending}
        onRename={setRenaming}
        onDelete={setDeleting}
        onRefresh={onRefresh}
        refreshing={refreshing}
        searchText={view.searchText}
        onQueryChange={view.setQuery}
        usage={usage}
        addCollectionNote={collectionLimitNote(usage)}
      />
      <RenameCollectionDialog
        collection={renaming}
        pending={renameCollection.pending}
        onRename={renameCollection.rename}
        onClose={() => setRenaming(null)}
      />
      <DeleteCollectionDialog
        collection={deleting}
        videoCount={deleting ? (counts.byCollection.get(deleting.id) ?? 0) : 0}
        pending={deleteCollection.pending}
        onDelete={deleteCollection.remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
