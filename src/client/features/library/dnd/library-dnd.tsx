import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { DRAG_ACTIVATION_DISTANCE_PX } from '@shared/constants';
import { useApplyDrop } from '../moves/use-apply-drop';
import { DRAG_ANNOUNCEMENTS, DRAG_INSTRUCTIONS } from './drag-announcements';
import { dragItemOf, type DragItem } from './drag-items';
import { dropOutcome } from '../moves/drop-outcome';
import { libraryCollisionDetection } from './collision-detection';
import { keyboardStep } from './keyboard-step';

const ACCESSIBILITY = {
  announcements: DRAG_ANNOUNCEMENTS,
  screenReaderInstructions: DRAG_INSTRUCTIONS,
};

const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

/**
 * SPEC §4 drag and drop over the whole library screen, so that a card can be dropped on a
 * sidebar collection. A pointer drag starts after 8 px, so shorter moves stay clicks (hover
 * actions, menus); the keyboard moves 25 px per arrow key.
 */
export function LibraryDnd({
  children,
  preview,
}: {
  children: ReactNode;
  /** What follows the pointer while `item` is dragged (the card, or the collection's name). */
  preview: (item: DragItem) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE_PX } }),
    // Space lifts and drops; Enter drops too, but never lifts: on a focused card it opens the
    // video (issue 17's shortcuts).
    useSensor(KeyboardSensor, { coordinateGetter: keyboardStep, keyboardCodes: KEYBOARD_CODES }),
  );
  const applyDrop = useApplyDrop();
  const [dragged, setDragged] = useState<DragItem | null>(null);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={libraryCollisionDetection}
      accessibility={ACCESSIBILITY}
      onDragStart={({ active }) => setDragged(dragItemOf(active))}
      onDragEnd={({ active, over }) => {
        setDragged(null);
        applyDrop(dropOutcome(active, over));
      }}
      onDragCancel={() => setDragged(null)}
    >
      {children}
      <DragOverlay>{dragged && preview(dragged)}</DragOverlay>
    </DndContext>
  );
}
