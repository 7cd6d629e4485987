import { createContext, use, useEffect } from 'react';
import type { RefObject } from 'react';
import type { Collection } from '@shared/contracts/library';

/**
 * The videos selected for a bulk action (docs/product/bulk-actions.md), as the drag and drop
 * context sees them: a drag that starts on one of them carries all, and a drop on a collection
 * moves all of them in one request. The grid registers its selection; the context reads it when a
 * drag starts.
 */
export interface DragGroup {
  /** The selected videos' ids, in the order the grid shows them. */
  ids: readonly string[];
  /** Moves them into the collection, together. */
  move(ids: readonly string[], collection: Collection): void;
}

export const DragGroupContext = createContext<RefObject<DragGroup | null> | null>(null);

/** The group a drag of this video carries: the selection, when it holds the video and more. */
export function groupCarrying(group: DragGroup | null, videoId: string): DragGroup | null {
  return group && group.ids.length > 1 && group.ids.includes(videoId) ? group : null;
}

/** Registers the screen's selection with the library's drag and drop while it is shown. */
export function useDragGroup(group: DragGroup): void {
  const ref = use(DragGroupContext);
  useEffect(() => {
    if (!ref) return;
    ref.current = group;
    return () => {
      if (ref.current === group) ref.current = null;
    };
  }, [ref, group]);
}

/**
 * The group the drag under way (or the last one) carries. Kept after the drop: dnd-kit makes
 * its drop announcement after the drop handler ran.
 */
export function createCarriedGroup() {
  let carried: DragGroup | null = null;
  return {
    get: () => carried,
    set: (group: DragGroup | null) => {
      carried = group;
    },
  };
}
