import { useEffect } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { PanelLeft } from 'lucide-react';
import { SIDEBAR_TAB_KIND } from './collision-detection';

/** How long a card is held over the tab before the panel opens: passing over it does not. */
export const SIDEBAR_TAB_HOLD_MS = 400;

/**
 * On a phone the collections live in the slide-over panel, closed while the grid shows. While
 * a card is dragged there, this tab stands at the screen's left edge (where the panel comes
 * from); a card held over it opens the panel, so it can be dropped on a collection. A picture
 * for the finger: the drag's announcement says what it does.
 */
export function SidebarDropTab({ onOpen }: { onOpen(): void }) {
  const { setNodeRef, isOver } = useDroppable({
    id: 'sidebar-tab',
    data: { kind: SIDEBAR_TAB_KIND },
  });
  useEffect(() => {
    if (!isOver) return;
    const timer = setTimeout(onOpen, SIDEBAR_TAB_HOLD_MS);
    return () => clearTimeout(timer);
  }, [isOver, onOpen]);

  return (
    <div
      ref={setNodeRef}
      aria-hidden="true"
      data-sidebar-drop-tab=""
      data-drop-target={isOver || undefined}
      // Fixed, so dnd-kit measures it once: the page scrolling under a drag does not move it.
      // Above the dragged card's preview (z-index 999), which would hide it.
      className="pointer-events-none fixed top-1/2 left-0 z-1000 flex h-40 w-11 -translate-y-1/2 flex-col items-center justify-center gap-2 rounded-r-xl border border-l-0 border-sidebar-border bg-sidebar text-sidebar-foreground shadow-lg transition-colors data-[drop-target=true]:bg-primary data-[drop-target=true]:text-primary-foreground [&>svg]:size-5"
    >
      <PanelLeft />
      <span className="text-xs font-medium [writing-mode:vertical-rl]">Collections</span>
    </div>
  );
}
