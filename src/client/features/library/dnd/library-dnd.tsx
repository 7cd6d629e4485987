import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { DndContext, DragOverlay, type CollisionDetection } from '@dnd-kit/core';
import { useSidebar } from '@client/components/ui/sidebar-context';
import { useApplyDrop } from '../moves/use-apply-drop';
import { DRAG_ANNOUNCEMENTS, DRAG_INSTRUCTIONS } from './drag-announcements';
import { dragItemOf, type DragItem } from './drag-items';
import { dropOutcome } from '../moves/drop-outcome';
import { libraryCollisionDetection } from './collision-detection';
import { measureAtRest, useLibrarySensors } from './sensors';
import { SidebarDropTab } from './sidebar-drop-tab';

const ACCESSIBILITY = {
  announcements: DRAG_ANNOUNCEMENTS,
  screenReaderInstructions: DRAG_INSTRUCTIONS,
};

const MEASURING = { droppable: { measure: measureAtRest } };

const inOpenPanel: CollisionDetection = (args) =>
  libraryCollisionDetection(args, { panelOpen: true });

/**
 * SPEC §4 drag and drop over the whole library screen, so that a card can be dropped on a
 * sidebar collection. A mouse or pen drag starts after 8 px, so shorter moves stay clicks
 * (hover actions, menus); a finger lifts with a long press, so a swipe scrolls (issue 17); the
 * keyboard moves 25 px per arrow key (`useLibrarySensors`).
 *
 * On a phone the collections are in the slide-over panel: while a card is dragged, a tab at the
 * left edge opens it when the card is held over it, and a panel opened so closes again when
 * the drag ends, back on the grid the drag started from.
 */
export function LibraryDnd({
  children,
  preview,
}: {
  children: ReactNode;
  /** What follows the pointer while `item` is dragged (the card, or the collection's name). */
  preview: (item: DragItem) => ReactNode;
}) {
  const sensors = useLibrarySensors();
  const applyDrop = useApplyDrop();
  const [dragged, setDragged] = useState<DragItem | null>(null);
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
      accessibility={ACCESSIBILITY}
      onDragStart={({ active }) => setDragged(dragItemOf(active))}
      onDragEnd={({ active, over }) => {
        dragDone();
        applyDrop(dropOutcome(active, over));
      }}
      onDragCancel={dragDone}
    >
      {children}
      {dragged?.kind === 'video' && isMobile && !openMobile && (
        <SidebarDropTab onOpen={openPanel} />
      )}
      <DragOverlay>{dragged && preview(dragged)}</DragOverlay>
    </DndContext>
  );
}
