import { useCallback, useState } from 'react';
import type { BulkVideosRequest, Collection, Video } from '@shared/contracts/library';
import { plural } from '@shared/plural';
import { showErrorToast, showSuccessToast } from '@client/lib/toast';
import { isLibraryApiError, useLibraryApi, useLibraryCache } from '@client/features/library';
import { moveVideosFirst } from '@client/features/arrange';
import { offerUndo } from '../undo/offer-undo';

/** What the bulk actions say (docs/product/bulk-actions.md). */
export const BULK_MESSAGES = {
  failed: 'Could not change the selected videos. Please try again.',
  moved: (count: number, collection: string) =>
    `Moved ${plural(count, 'video', 'videos')} to ${collection}`,
  tagged: (count: number, tag: string) => `Tagged ${plural(count, 'video', 'videos')} “${tag}”`,
  untagged: (count: number, tag: string) => `Took “${tag}” off ${plural(count, 'video', 'videos')}`,
  deleted: (count: number) => `Deleted ${plural(count, 'video', 'videos')}`,
} as const;

/**
 * The selection's actions (docs/product/bulk-actions.md), one request each whatever the count (POST
 * /api/videos/bulk). Each answers true when done; then the library is loaded again, since a
 * move reorders collections and tags change the sidebar's list. A move shows at once, as a
 * drop does, and a refused one is undone by that reload. A delete leaves the library once
 * done and offers Undo, which restores all of them in one request.
 */
export function useBulkActions() {
  const api = useLibraryApi();
  const cache = useLibraryCache();
  const [pending, setPending] = useState(false);

  const send = useCallback(
    async (request: BulkVideosRequest, done: string): Promise<boolean> => {
      setPending(true);
      if (request.action === 'move') {
        // A reload in flight would bring the old places back over the new ones.
        void cache.cancelReload();
        cache.update((library) => moveVideosFirst(library, request.ids, request.categoryId));
      }
      try {
        await api.bulkVideos(request);
        if (request.action === 'delete') {
          const gone = new Set(request.ids);
          cache.update((library) => ({
            ...library,
            videos: library.videos.filter((video) => !gone.has(video.id)),
          }));
        }
        await cache.reload();
        if (request.action !== 'delete') showSuccessToast(done);
        return true;
      } catch (error) {
        if (request.action === 'move') void cache.reload();
        showErrorToast(
          isLibraryApiError(error) && error.status !== 0 ? error.message : BULK_MESSAGES.failed,
        );
        return false;
      } finally {
        setPending(false);
      }
    },
    [api, cache],
  );

  const move = useCallback(
    (ids: readonly string[], collection: Collection) =>
      send(
        { action: 'move', ids: [...ids], categoryId: collection.id },
        BULK_MESSAGES.moved(ids.length, collection.name),
      ),
    [send],
  );
  const tag = (ids: string[], name: string) =>
    send({ action: 'tag', ids, tag: name }, BULK_MESSAGES.tagged(ids.length, name));
  const untag = (ids: string[], name: string) =>
    send({ action: 'untag', ids, tag: name }, BULK_MESSAGES.untagged(ids.length, name));

  async function remove(videos: readonly Video[]): Promise<boolean> {
    const ids = videos.map((video) => video.id);
    if (!(await send({ action: 'delete', ids }, ''))) return false;
    offerUndo({
      id: `deleted:bulk:${ids[0]}:${ids.length}`,
      title: BULK_MESSAGES.deleted(ids.length),
      undo: () =>
        void send({ action: 'restore', ids }, `Restored ${plural(ids.length, 'video', 'videos')}`),
    });
    return true;
  }

  return { move, tag, untag, remove, pending };
}
