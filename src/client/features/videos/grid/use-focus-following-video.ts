import { useCallback, useLayoutEffect, useRef } from 'react';
import type { FocusEvent, RefObject } from 'react';

const cardOf = (target: EventTarget | null): HTMLElement | null => {
  const card = target instanceof Element ? target.closest('article[data-video-id]') : null;
  return card instanceof HTMLElement ? card : null;
};

/**
 * Keeps the keyboard's focus with the video it was on when the grid reuses its cells (decision
 * 0073): a video that moved to another row (a keyboard drop there, a video above it deleted)
 * is drawn in another cell, and the cell it left shows another video. After each of the grid's
 * commits the focus goes to the card that now shows it, if it is rendered; if not (deleted,
 * moved out of the list, scrolled away), it stays at its place, on the card now there (not on
 * one of its buttons, which would act on another video than the one focused).
 *
 * Returns the grid's focus handler, which notes the video focused.
 */
export function useFocusFollowingVideo(list: RefObject<HTMLElement | null>) {
  const focused = useRef<string | null>(null);
  useLayoutEffect(() => {
    const card = cardOf(document.activeElement);
    const wanted = focused.current;
    if (!card || wanted === null || !list.current?.contains(card)) return;
    const shown = card.dataset.videoId ?? null;
    if (shown === wanted) return;
    const moved = list.current.querySelector<HTMLElement>(
      `article[data-video-id="${CSS.escape(wanted)}"]`,
    );
    focused.current = moved ? wanted : shown;
    (moved ?? card).focus({ preventScroll: true });
  });
  return useCallback((event: FocusEvent) => {
    focused.current = cardOf(event.target)?.dataset.videoId ?? null;
  }, []);
}
