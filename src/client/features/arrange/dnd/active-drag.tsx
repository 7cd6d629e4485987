import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useDndContext, type UniqueIdentifier } from '@dnd-kit/core';

const ActiveDragIdContext = createContext<UniqueIdentifier | null>(null);

/**
 * Hands on the id of what is dragged, and nothing else of dnd-kit's state. dnd-kit's own context
 * changes each time a rendered card registers where it can be dropped, as every card a scroll
 * brings into view does: read there, the grid rendered again after each frame of a fast scroll
 * for nothing (docs/decisions/0105-rows-kept-in-place-while-scrolling.md). Only this component
 * renders again then; its children are the same and are left alone.
 */
export function ActiveDragId({ children }: { children: ReactNode }) {
  const activeId = useDndContext().active?.id ?? null;
  return <ActiveDragIdContext value={activeId}>{children}</ActiveDragIdContext>;
}

/** The drag id of the card or collection being dragged, or null (inside `LibraryDnd`). */
export const useActiveDragId = (): UniqueIdentifier | null => useContext(ActiveDragIdContext);
