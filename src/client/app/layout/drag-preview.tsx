import { useDndContext } from '@dnd-kit/core';
import { Folder, Inbox } from 'lucide-react';
import type { Video } from '@shared/contracts/library';
import { cn } from '@client/lib/utils';
import { dragItemOf, movesToOtherCollection, type DragItem } from '@client/features/arrange';
import { VideoCardContent } from '@client/features/videos';

/**
 * What follows the pointer while dragging: a card tilted and lifted
 * (docs/product/screens-and-routes.md), or the collection's row. A picture only: hidden from
 * assistive technology, with no controls, so names and focus stay with the real card or collection.
 */
export function DragPreview({ item, count }: { item: DragItem; count: number }) {
  if (item.kind === 'video') return <VideoDragPreview video={item.video} count={count} />;
  const Icon = item.collection.isDefault ? Inbox : Folder;
  return (
    <div
      aria-hidden="true"
      data-drag-preview="collection"
      className="flex size-full cursor-grabbing items-center gap-2 rounded-md bg-sidebar-accent p-2 text-sm font-medium text-sidebar-accent-foreground shadow-lg [&>svg]:size-4 [&>svg]:shrink-0"
    >
      <Icon />
      <span className="truncate">{item.collection.name}</span>
    </div>
  );
}

/**
 * `count` above one: the card carries the selection (docs/product/bulk-actions.md), and says how
 * many.
 */
function VideoDragPreview({ video, count }: { video: Video; count: number }) {
  // Over a sidebar collection the card is larger than the row it covers: let the row's
  // highlight show through.
  const overCollection = movesToOtherCollection(
    { kind: 'video', video },
    dragItemOf(useDndContext().over),
  );
  return (
    <div
      aria-hidden="true"
      data-drag-preview="video"
      className={cn(
        'relative flex size-full rotate-3 scale-105 cursor-grabbing flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-2xl transition-opacity',
        overCollection && 'opacity-50',
      )}
    >
      <VideoCardContent video={video} />
      {count > 1 && (
        <span
          data-drag-count
          className="absolute top-2 right-2 rounded-full bg-primary px-2.5 py-0.5 text-sm font-semibold text-primary-foreground shadow-md"
        >
          {count}
        </span>
      )}
    </div>
  );
}
