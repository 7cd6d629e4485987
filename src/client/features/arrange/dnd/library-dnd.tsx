import { useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { DndContext, DragOverlay, type CollisionDetection } from '@dnd-kit/core';
import { useSidebar } from '@client/components/ui/sidebar-context';
import { useApplyDrop } from '../moves/use-apply-drop';
import { ActiveDragId } from './active-drag';
import { dragAnnouncements, DRAG_INSTRUCTIONS } from './drag-announcements';
import {
  createCarriedGroup,
  DragGroupContext,
  groupCarrying,
  type DragGroup,
} from '../items/drag-group';
import { dragItemOf, type DragItem } from '../items/drag-items';
import { dropOutcome } from '../moves/drop-outcome';
import { libraryCollisionDetection } from './collision-detection';
import { measureAtRest, useLibrarySensors } from './sensors';
import { SidebarDropTab } from './sidebar-drop-tab';

const MEASURING = { droppable: { measure: measureAtRest } };

const inOpenPanel: CollisionDetection = (args) =>
  libraryCollisionDetection(args, { panelOpen: true });

/**
 * The drag and drop of docs/product/states.md, over the whole library screen, so that a card can be
 * dropped on a sidebar collection. A mouse or pen drag starts after 8 px, so shorter moves stay
 * clicks (hover actions, menus); a finger lifts with a long press, so a swipe scrolls
 * (docs/product/phones-and-touch.md); the keyboard moves 25 px per arrow key (`useLibrarySensors`).
 *
 * On a phone the collections are in the slide-over panel: while a card is dragged, a tab at the
 * left edge opens it when the card is held over it, and a panel opened so closes again when
 * the drag ends, back on the grid the drag started from.
 *
 * docs/product/bulk-actions.md: a drag that starts on a selected card carries the whole selection
 * (`useDragGroup`); dropped on a collection, all of it moves there in one request. Other drops act
 * on the card.
 */
export function LibraryDnd({
  children,
  preview,
}: {
  children: ReactNode;
  /**
   * What follows the pointer while `item` is dragged (the card, or the collection's name);
   * `count`: how many videos the drag carries.
   */
  preview: (item: DragItem, count: number) => ReactNode;
}) {
  const sensors = useLibrarySensors();
  const applyDrop = useApplyDrop();
  const [dragged, setDragged] = useState<{ item: DragItem; count: number } | null>(null);
  const group = useRef<DragGroup | null>(null);
  const [carried] = useState(createCarriedGroup);
  const accessibility = useMemo(
    () => ({
      announcements: dragAnnouncements(() => carried.get()?.ids.length ?? 1),
      screenReaderInstructions: DRAG_INSTRUCTIONS,
    }),
    [carried],
  );
  const { isMobile, openMobile, setOpenMobile } = useSidebar();
  const openedByDrag = useRef(false);
  const openPanel = useCallback(() => {
    openedByDrag.current = true;
    setOpenMobile(true);
  }, [setOpenMobile]);

  function dragDone() {
    setDragged(null);
    if (!openedByDrag.current) return;
    openedByDrag.current = false;
    setOpenMobile(false);
  }

  return (
    <DndContext
      sensors={sensors}
      measuring={MEASURING}
      collisionDetection={isMobile && openMobile ? inOpenPanel : libraryCollisionDetection}
      accessibility={accessibility}
      onDragStart={({ active }) => {
        const item = dragItemOf(active);
        const selection =
          item?.kind === 'video' ? groupCarrying(group.current, item.video.id) : null;
        carried.set(selection);
        setDragged(item && { item, count: selection?.ids.length ?? 1 });
      }}
      onDragEnd={({ active, over }) => {
        dragDone();
        const outcome = dropOutcome(active, over);
        const selection = carried.get();
        if (selection && outcome.type === 'moveVideoToCollection') {
          selection.move(selection.ids, outcome.collection);
        } else {
          applyDrop(outcome);
        }
      }}
      onDragCancel={dragDone}
    >
      <ActiveDragId>
        <DragGroupContext value={group}>{children}</DragGroupContext>
      </ActiveDragId>
      {dragged?.item.kind === 'video' && isMobile && !openMobile && (
        <SidebarDropTab onOpen={openPanel} />
      )}
      <DragOverlay>{dragged && preview(dragged.item, dragged.count)}</DragOverlay>
    </DndContext>
  );
}
