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
 * commits the focus goes to the card that now shows it; if it is no longer rendered (deleted,
 * moved out of the list, scrolled away), the focus leaves the grid, as it did when that card
 * was removed: never on another video's card or buttons, which would act on a video the user
 * did not choose.
 *
 * Returns the grid's focus handler, which notes the video focused.
 */
export function useFocusFollowingVideo(list: RefObject<HTMLElement | null>) {
  const focused = useRef<string | null>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    const card = cardOf(active);
    const wanted = focused.current;
    if (!card || wanted === null || !list.current?.contains(card)) return;
    if (card.dataset.videoId === wanted) return;
    const moved = list.current.querySelector<HTMLElement>(
      `article[data-video-id="${CSS.escape(wanted)}"]`,
    );
    if (moved) moved.focus({ preventScroll: true });
    else if (active instanceof HTMLElement) active.blur();
  });
  return useCallback((event: FocusEvent) => {
    focused.current = cardOf(event.target)?.dataset.videoId ?? null;
  }, []);
}
