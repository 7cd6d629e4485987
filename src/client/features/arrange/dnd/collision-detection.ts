import { closestCenter, pointerWithin, type CollisionDetection } from '@dnd-kit/core';
import { dragItemOf } from '../items/drag-items';

/** The tab that opens the phone's panel while a card is dragged (`SidebarDropTab`). */
export const SIDEBAR_TAB_KIND = 'sidebar-tab';

type Args = Parameters<CollisionDetection>[0];

function videoPointer(args: Args) {
  const { collisionRect } = args;
  return (
    args.pointerCoordinates ?? {
      x: collisionRect.left + collisionRect.width / 2,
      y: collisionRect.top + collisionRect.height / 2,
    }
  );
}

/**
 * A collection is dragged among collections only. A video goes to the sidebar collection under
 * the pointer (under the card's centre when dragged by keyboard, which has no pointer), then to
 * the phone's sidebar tab under it, and otherwise to the closest video, to reorder.
 *
 * With the phone's panel open (`panelOpen`) the grid lies behind it: a video goes to the
 * collection under the pointer or nowhere, never to a card the user cannot see.
 */
export function libraryCollisionDetection(
  args: Args,
  { panelOpen = false }: { panelOpen?: boolean } = {},
): ReturnType<CollisionDetection> {
  const ofKind = (kind: 'video' | 'collection') =>
    args.droppableContainers.filter((container) => dragItemOf(container)?.kind === kind);
  const collections = ofKind('collection');
  if (dragItemOf(args.active)?.kind !== 'video') {
    return closestCenter({ ...args, droppableContainers: collections });
  }
  const pointerCoordinates = videoPointer(args);
  const under = (droppableContainers: Args['droppableContainers']) =>
    pointerWithin({ ...args, pointerCoordinates, droppableContainers });
  const underPointer = under(collections);
  if (underPointer.length > 0 || panelOpen) return underPointer;
  const tab = under(
    args.droppableContainers.filter(
      (container) => container.data.current?.kind === SIDEBAR_TAB_KIND,
    ),
  );
  return tab.length > 0 ? tab : closestCenter({ ...args, droppableContainers: ofKind('video') });
}
