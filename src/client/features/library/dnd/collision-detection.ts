import { closestCenter, pointerWithin, type CollisionDetection } from '@dnd-kit/core';
import { dragItemOf } from './drag-items';

/**
 * A collection is dragged among collections only. A video goes to the sidebar collection under
 * the pointer (under the card's centre when dragged by keyboard, which has no pointer), and
 * otherwise to the closest video, to reorder.
 */
export const libraryCollisionDetection: CollisionDetection = (args) => {
  const ofKind = (kind: 'video' | 'collection') =>
    args.droppableContainers.filter((container) => dragItemOf(container)?.kind === kind);
  const collections = ofKind('collection');
  if (dragItemOf(args.active)?.kind !== 'video') {
    return closestCenter({ ...args, droppableContainers: collections });
  }
  const { collisionRect } = args;
  const pointerCoordinates = args.pointerCoordinates ?? {
    x: collisionRect.left + collisionRect.width / 2,
    y: collisionRect.top + collisionRect.height / 2,
  };
  const underPointer = pointerWithin({
    ...args,
    pointerCoordinates,
    droppableContainers: collections,
  });
  return underPointer.length > 0
    ? underPointer
    : closestCenter({ ...args, droppableContainers: ofKind('video') });
};
