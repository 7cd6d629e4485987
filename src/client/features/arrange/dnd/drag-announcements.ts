import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { plural } from '@shared/plural';
import { dragItemOf, sortablePlaceOf, type DndNode, type DragItem } from '../items/drag-items';
import { dropOutcome } from '../moves/drop-outcome';
import { SIDEBAR_TAB_KIND } from './collision-detection';

/*
 * What a screen reader hears while dragging, in this product's words: the video by its title,
 * the collection by its name. Announced by dnd-kit's live region.
 */

export const DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move a video or a collection, press Space to pick it up (Enter works too on a video). ' +
    'Use the arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.',
};

const nameOf = (item: DragItem): string =>
  item.kind === 'video' ? `video ${item.video.title}` : `collection ${item.collection.name}`;

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function whereOver(item: DragItem, over: DndNode | null): string {
  const subject = capitalized(nameOf(item));
  const target = dragItemOf(over);
  const place = sortablePlaceOf(over);
  if (over?.data.current?.kind === SIDEBAR_TAB_KIND) {
    return `${subject} is over the Collections tab. Hold it there to open the sidebar.`;
  }
  if (item.kind === 'video' && target?.kind === 'collection') {
    return target.collection.id === item.video.categoryId
      ? `${subject} is over its own collection ${target.collection.name}.`
      : `${subject} is over collection ${target.collection.name}.`;
  }
  const sameList =
    item.kind === 'collection'
      ? target?.kind === 'collection'
      : target?.kind === 'video' && target.video.categoryId === item.video.categoryId;
  return sameList && place
    ? `${subject} is over position ${place.index + 1} of ${place.items.length}.`
    : `${subject} is not over a place to drop it.`;
}

export const DRAG_ANNOUNCEMENTS: Announcements = {
  onDragStart({ active }) {
    const item = dragItemOf(active);
    return item ? `Picked up ${nameOf(item)}.` : undefined;
  },
  onDragOver({ active, over }) {
    const item = dragItemOf(active);
    return item ? whereOver(item, over) : undefined;
  },
  onDragEnd({ active, over }) {
    const item = dragItemOf(active);
    if (!item) return undefined;
    const outcome = dropOutcome(active, over);
    const subject = capitalized(nameOf(item));
    switch (outcome.type) {
      case 'moveVideoToCollection':
        return `${subject} was moved to collection ${outcome.collection.name}.`;
      case 'reorderCollections':
      case 'reorderVideos':
        return `${subject} was moved to position ${outcome.index + 1} of ${outcome.count}.`;
      case 'none':
        return `${subject} was dropped where it was.`;
    }
  },
  onDragCancel() {
    return 'Moving was cancelled.';
  },
};

/**
 * The announcements when a drag may carry the selection (docs/product/bulk-actions.md): `carried`
 * says how many videos the current drag holds. Picking up and dropping on a collection name them
 * all; the rest speaks of the card in hand.
 */
export function dragAnnouncements(carried: () => number): Announcements {
  return {
    ...DRAG_ANNOUNCEMENTS,
    onDragStart(args) {
      const item = dragItemOf(args.active);
      const others = carried() - 1;
      return item?.kind === 'video' && others > 0
        ? `Picked up ${nameOf(item)} and ${plural(others, 'other selected video', 'other selected videos')}.`
        : DRAG_ANNOUNCEMENTS.onDragStart(args);
    },
    onDragEnd(args) {
      const count = carried();
      const outcome = dropOutcome(args.active, args.over);
      return count > 1 && outcome.type === 'moveVideoToCollection'
        ? `${plural(count, 'selected video was', 'selected videos were')} moved to collection ${outcome.collection.name}.`
        : DRAG_ANNOUNCEMENTS.onDragEnd(args);
    },
  };
}
