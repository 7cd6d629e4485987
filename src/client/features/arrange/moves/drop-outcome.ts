import { arrayMove } from '@dnd-kit/sortable';
import type { Collection, Video } from '@shared/contracts/library';
import {
  dragItemOf,
  movesToOtherCollection,
  recordIdOf,
  sortablePlaceOf,
  type DndNode,
} from '../items/drag-items';
import { isPlaceholderId } from '@client/features/library';

/**
 * What a drop means (docs/product/states.md). `index`/`count` say where it landed, for the
 * announcement.
 */
export type DropOutcome =
  | {
      type: 'reorderCollections';
      collection: Collection;
      afterId: string | null;
      index: number;
      count: number;
    }
  | { type: 'moveVideoToCollection'; video: Video; collection: Collection }
  | { type: 'reorderVideos'; video: Video; afterId: string | null; index: number; count: number }
  | { type: 'none' };

const NONE: DropOutcome = { type: 'none' };

/**
 * The list after the drop and who the moved item now follows. A placeholder still saving is
 * skipped: the server does not know it yet, and it will be first in its collection anyway.
 */
function reorder(active: DndNode, over: DndNode) {
  const from = sortablePlaceOf(active);
  const to = sortablePlaceOf(over);
  if (!from || !to || from.index === to.index || from.containerId !== to.containerId) return null;
  const order = arrayMove([...to.items], from.index, to.index).map(recordIdOf);
  const before = order.slice(0, to.index).filter((id) => !isPlaceholderId(id));
  return { afterId: before.at(-1) ?? null, index: to.index, count: order.length };
}

/**
 * A collection on a collection reorders the collections. A video on a collection other than
 * its own moves it there, first. A video on another video of its collection reorders that
 * collection. Anything else does nothing.
 */
export function dropOutcome(active: DndNode, over: DndNode | null): DropOutcome {
  const dragged = dragItemOf(active);
  const target = dragItemOf(over);
  if (!dragged || !target || !over) return NONE;

  if (dragged.kind === 'collection') {
    if (target.kind !== 'collection') return NONE;
    const moved = reorder(active, over);
    return moved ? { type: 'reorderCollections', collection: dragged.collection, ...moved } : NONE;
  }

  if (target.kind === 'collection') {
    return movesToOtherCollection(dragged, target)
      ? { type: 'moveVideoToCollection', video: dragged.video, collection: target.collection }
      : NONE;
  }
  if (target.video.categoryId !== dragged.video.categoryId) return NONE;
  const moved = reorder(active, over);
  return moved ? { type: 'reorderVideos', video: dragged.video, ...moved } : NONE;
}
