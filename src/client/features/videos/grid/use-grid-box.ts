import { useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/** What the virtual grid needs of its list element: its width, its top in the page, the rem. */
export interface GridBox {
  width: number;
  /** Distance from the top of the document: the window scrolls, not the grid. */
  top: number;
  remPx: number;
}

const sameBox = (a: GridBox, b: GridBox) =>
  a.width === b.width && a.top === b.top && a.remPx === b.remPx;

/**
 * Measures the list before the first paint and again whenever it is resized (the sidebar opens
 * or closes, the window narrows and the header above wraps).
 */
export function useGridBox(list: RefObject<HTMLElement | null>): GridBox {
  const [box, setBox] = useState<GridBox>({ width: 0, top: 0, remPx: 16 });
  // Compared here, not in a state updater: the list's height changes with every search key, and
  // an update, even one that ends with the same box, renders the grid again in that frame.
  const last = useRef(box);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const remPx = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const next = { width: rect.width, top: rect.top + window.scrollY, remPx };
      if (sameBox(last.current, next)) return;
      last.current = next;
      setBox(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list]);
  return box;
}
