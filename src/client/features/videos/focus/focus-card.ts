/**
 * Gives the focus back to a video's card when a dialog about it closes
 * (docs/product/keyboard-shortcuts.md: the keyboard goes on from where it was), if the card is
 * still shown; else leaves the dialog's default.
 */
export function focusBackOnCard(event: Event, videoId: string | undefined): void {
  if (videoId === undefined) return;
  const card = document.querySelector<HTMLElement>(
    `article[data-video-id="${CSS.escape(videoId)}"]`,
  );
  if (!card) return;
  event.preventDefault();
  card.focus();
}

/** About a second at 60 frames a second: how long a card may take to scroll into view. */
const MAX_FRAMES = 60;

/** Whether a box lies within the window's height (a card taller than the window never does). */
export const isWithinWindow = (box: { top: number; bottom: number }, windowHeight: number) =>
  box.top >= 0 && box.bottom <= windowHeight;

/**
 * Focuses the element `find` returns once it is rendered and scrolled into the window, checked
 * each frame; after MAX_FRAMES it is focused wherever it is (the browser scrolls to it), or,
 * still not rendered, left. Then `done`. Returns the cancel.
 */
export function focusWhenInView(
  find: () => HTMLElement | null | undefined,
  done: () => void,
): () => void {
  let frame = 0;
  let frames = 0;
  const attempt = () => {
    frames += 1;
    const element = find();
    const inView =
      element != null && isWithinWindow(element.getBoundingClientRect(), window.innerHeight);
    if (element && (inView || frames >= MAX_FRAMES)) {
      element.focus({ preventScroll: inView });
      done();
    } else if (frames >= MAX_FRAMES) done();
    else frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}
