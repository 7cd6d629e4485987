import { useMemo } from 'react';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import type { Video } from '../../../../../shared/contracts/library';
import { videoDragId } from '../../model/drag-items';
import { isPlaceholderId } from '../../model/placeholder-video';
import { VideoCard } from './video-card';

/**
 * The cards, 1 to 5 columns (SPEC §2) by the width of the content area (an @container), not
 * the window. Cards reorder by drag and drop, except in search results, which mix collections:
 * there a card can still be dragged, to a sidebar collection.
 */
export function VideoGrid({
  videos,
  reorderable,
  deletingIds,
  onCopy,
  onEdit,
  onDelete,
}: {
  videos: readonly Video[];
  reorderable: boolean;
  deletingIds: ReadonlySet<string>;
  onCopy(video: Video): void;
  onEdit(video: Video): void;
  onDelete(video: Video): void;
}) {
  const items = useMemo(() => videos.map((video) => videoDragId(video.id)), [videos]);
  return (
    <SortableContext
      id="videos"
      items={items}
      strategy={rectSortingStrategy}
      disabled={{ draggable: false, droppable: !reorderable }}
    >
      <ul className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-4 @7xl:grid-cols-5">
        {videos.map((video) => (
          <li key={video.id}>
            <VideoCard
              video={video}
              busy={
                isPlaceholderId(video.id) ? 'saving' : deletingIds.has(video.id) ? 'deleting' : null
              }
              onCopy={onCopy}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          </li>
        ))}
      </ul>
    </SortableContext>
  );
}
